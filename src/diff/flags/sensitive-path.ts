import { defineSignal, matches } from './signal.js';

/** Sensitive paths: credentials and agent configuration on disk. */
export const sensitivePath = defineSignal({
  family: 'sensitive-path',
  confidence: 'high',
  label: 'a reference to credentials or agent configuration on disk',
  rationale: "A tool describing itself has no reason to name the user's SSH keys, cloud credentials or the MCP client's own configuration: published poisoning examples read them and pass them on.",
  detect: matches(
    /~\/\.(?:ssh|aws|cursor|gnupg|kube|npmrc|netrc|docker|git-credentials|bash_history|zsh_history|pgpass|azure|config\/gcloud)\b|(?:^|[\s'"`(])\/?(?:home|Users)\/[^\s/]+\/\.(?:ssh|aws|gnupg|kube)\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\bmcp\.json\b|\/etc\/(?:passwd|shadow|sudoers)\b|\bclaude_desktop_config\.json\b|\.aws\/credentials\b|\bwallet\.dat\b|\b(?:private|secret)[\s_-]?keys?\s+files?\b/i,
  ),
});
