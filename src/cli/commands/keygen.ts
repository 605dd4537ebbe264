import { existsSync, writeFileSync } from 'node:fs';
import { generateSigningKey } from '../../contract/signature.js';
import { InputError } from '../../util/errors.js';
import { EXIT_CODES } from '../../util/exit-codes.js';
import { parseFlags } from '../args.js';
import type { CliIO } from '../io.js';
import { display, resolveIn } from '../paths.js';

/** The file names `keygen` writes when --out is not given (PREFIX.key and PREFIX.pub). */
const DEFAULT_KEY_PREFIX = 'mcp-contracts-signing';

export const KEYGEN_HELP = `Usage: mcp-contract-gate keygen [--out PREFIX] [--force]

Create an Ed25519 key pair for signing lockfiles: PREFIX.key (the private key, PEM, readable by you only) and
PREFIX.pub (the public key, PEM). Store the private key as a CI secret (e.g. MCP_LOCK_SIGNING_KEY) and delete the
file; commit or distribute the public key. Sign with \`pin --sign-key env:MCP_LOCK_SIGNING_KEY\` or the action's
signing-key input; verify with \`check --verify PREFIX.pub\` or \`proxy --verify PREFIX.pub\`. See docs/signing.md.

Options:
  --out PREFIX      where to write the two files (default: ${DEFAULT_KEY_PREFIX}, in the working folder)
  --force           overwrite existing files
  -h, --help        this help

Prints the key id (what a signed lockfile names) and the public key's base64 line (--verify takes it inline).
`;

export function runKeygen(args: string[], io: CliIO): number {
  const { values } = parseFlags('keygen', { args, options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.stdout(KEYGEN_HELP);
    return EXIT_CODES.pass;
  }
  const prefix = resolveIn(io, values.out ?? DEFAULT_KEY_PREFIX);
  const keyFile = `${prefix}.key`;
  const pubFile = `${prefix}.pub`;
  for (const f of [keyFile, pubFile]) if (existsSync(f) && !values.force) throw new InputError(`keygen: ${display(io, f)} exists; choose another --out or pass --force to replace it`);
  const key = generateSigningKey();
  writeFileSync(keyFile, key.privatePem, { mode: 0o600 });
  writeFileSync(pubFile, key.publicPem);
  io.stdout(`key id:     ${key.keyId}\npublic key: ${key.publicBase64}\nwrote ${display(io, keyFile)} (private: store it as a CI secret, then delete the file) and ${display(io, pubFile)}\n`);
  return EXIT_CODES.pass;
}
