import { gated } from './literals.js';
import { defineSignal } from './signal.js';

/** Paths and files no tool description has a reason to name: credentials, keys, shell history, agent configuration. */
const PATH = gated(
  /~\/\.(?:ssh|aws|cursor|gnupg|kube|npmrc|netrc|docker|git-credentials|bash_history|zsh_history|history|pgpass|azure|gcloud|config\/gcloud|config\/solana|password-store)\b|(?:^|[\s'"`(])\/?(?:home|Users)\/[^\s/]+\/\.(?:ssh|aws|gnupg|kube)\b|\/root\/\.\w|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\bauthorized_keys\b|\bmcp\.json\b|\/etc\/(?:passwd|shadow|sudoers|ssl\/private)\b|\/etc\/[\w.-]*(?:passw|secret|credential|token|shadow|private)|\bclaude_desktop_config\.json\b|\.aws\/credentials\b|\bapplication_default_credentials\b|\bwallet\.dat\b|\b(?:private|secret)[\s_-]?keys?\s+files?\b|\b(?:seed|recovery|mnemonic)\s+phrases?\b|['"]Login Data['"]/i,
);
/** Secret files and variables that real descriptions do name (a TLS option, a `.env` loader): sensitive when the text tells the model to read or pass them on. */
const SECRET_FILE = gated(/(?<![\w.])\.env\b|\/[\w.-]+\.(?:key|pem|p12|pfx|keystore|jks)\b|\b(?:private|server|tls|ssl|client|priv)[\w-]*\.(?:key|pem)\b|\bkey\s+file\b/i);
const SECRET_VARIABLE = gated(/\b[A-Z][A-Z0-9]*_(?:TOKEN|KEY|SECRET|PASSWORD|PASS|PAT)\b/);
const HAND_ON = gated(/\b(?:read|cat|open|load|send|pass|include|attach|upload|copy|put|add|append|forward|post|print|output|dump|paste|share|provide|supply|embed|insert)\b/i);

/** Sensitive paths: credentials and agent configuration on disk. */
export const sensitivePath = defineSignal({
  family: 'sensitive-path',
  confidence: 'high',
  label: 'a reference to credentials or agent configuration on disk',
  rationale:
    "A tool describing itself has no reason to name the user's SSH keys, cloud credentials, shell history or the MCP client's own configuration, nor to have the model read a key file or a secret variable and pass it on: published poisoning examples do exactly that.",
  detect: (s) => (PATH.test(s) || ((SECRET_FILE.test(s) || SECRET_VARIABLE.test(s)) && HAND_ON.test(s)) ? {} : undefined),
});
