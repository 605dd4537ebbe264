import { readFileSync } from 'node:fs';
import type { KeyObject } from 'node:crypto';
import { parsePrivateKey, parsePublicKey } from '../contract/signature.js';
import { InputError } from '../util/errors.js';
import type { CliIO } from './io.js';
import { display, resolveIn } from './paths.js';
import { defaultStatePath, VERIFY_STATE_ENV } from './verify-state.js';

/** The help lines of the signing flags, one definition for every command that takes them. */
export const SIGN_KEY_FLAG_HELP = `  --sign-key K      sign the lockfile with this Ed25519 private key: a file (PEM, as \`keygen\` writes it) or
                    env:NAME, a variable holding the key (a CI secret); see docs/signing.md`;
export const VERIFY_FLAG_HELP = `  --verify K        refuse a lockfile that is not signed by this Ed25519 public key: a .pub file, env:NAME, or
                    the key's base64 line (repeat for key rotation: any one of them may have signed); also refuse
                    one whose sequence is lower than the highest verified here before for that key (a rollback)
  --max-age DAYS    with --verify: refuse a lockfile signed more than DAYS days ago (a freeze on an old one)
  --verify-state F  with --verify: where the highest sequences seen are kept (default: $${VERIFY_STATE_ENV},
                    else ~/.local/state/mcp-contract-gate/verified-lockfiles.json; see docs/signing.md)`;

/** The flags of lockfile verification, one definition for every command that takes them. */
export const VERIFY_FLAGS = {
  verify: { type: 'string', multiple: true },
  'max-age': { type: 'string' },
  'verify-state': { type: 'string' },
} as const;

/** What `--verify` checks a lockfile against: the trusted keys, the state of sequences seen, the greatest age. */
export interface LockfileVerify {
  keys: KeyObject[];
  /** The state file (see verify-state.ts). */
  statePath: string;
  maxAgeDays?: number;
}

/** The verification the flags ask for; undefined without --verify (and --max-age or --verify-state alone is bad input). */
export function readVerify(io: CliIO, values: { verify?: string[]; 'max-age'?: string; 'verify-state'?: string }): LockfileVerify | undefined {
  const keys = readVerifyKeys(io, values.verify);
  if (!keys) {
    if (values['max-age'] !== undefined || values['verify-state'] !== undefined) throw new InputError('--max-age and --verify-state go with --verify KEY (they protect a signed lockfile)');
    return undefined;
  }
  let maxAgeDays: number | undefined;
  if (values['max-age'] !== undefined) {
    const m = /^(\d{1,5})d?$/.exec(values['max-age'].trim());
    if (!m) throw new InputError(`--max-age ${JSON.stringify(values['max-age'])}: give a number of days (e.g. 30 or 30d)`);
    maxAgeDays = Number(m[1]);
  }
  const statePath = values['verify-state'] !== undefined ? resolveIn(io, values['verify-state']) : defaultStatePath(io.env);
  return { keys, statePath, ...(maxAgeDays !== undefined ? { maxAgeDays } : {}) };
}

export const LOCKED_FLAG_HELP = `  --locked          run the package versions the lockfile recorded, whatever version the spec asks for, once their
                    bytes match the lockfile's integrity: npx runs the npm archive it fetched and checked (sha512),
                    uvx and pipx pkg==VERSION once pip's file matched, docker image@sha256:DIGEST. Other bytes are
                    refused (exit 1, server-package-changed), a registry that cannot be reached too (exit 3);
                    pnpm dlx, yarn dlx and bunx are refused (they run no verified archive: use npx)`;

/** The text a key source names: `env:NAME` (a variable), else a file; for public keys also the inline base64 key. */
function keyText(io: CliIO, source: string, flag: string, inline: boolean): { text: string; where: string } {
  if (source.startsWith('env:')) {
    const name = source.slice(4);
    const value = io.env[name];
    if (!value) throw new InputError(`${flag} ${source}: the variable ${name} is not set (or empty); set it to the key, e.g. from a CI secret`);
    return { text: value, where: `${flag} ${source}` };
  }
  if (inline && /^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(source.trim())) return { text: source, where: `${flag} ${source}` };
  const file = resolveIn(io, source);
  try {
    return { text: readFileSync(file, 'utf8'), where: `${flag} ${display(io, file)}` };
  } catch (err) {
    throw new InputError(
      `${flag} ${source}: cannot read the key file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); give a key file, env:NAME${inline ? ", or the key's base64 line" : ''}`,
    );
  }
}

export function readSigningKey(io: CliIO, source: string): KeyObject {
  const { text, where } = keyText(io, source, '--sign-key', false);
  return parsePrivateKey(text, where);
}

function readVerifyKeys(io: CliIO, sources: readonly string[] | undefined): KeyObject[] | undefined {
  if (!sources?.length) return undefined;
  return sources.map((s) => {
    const { text, where } = keyText(io, s, '--verify', true);
    return parsePublicKey(text, where);
  });
}
