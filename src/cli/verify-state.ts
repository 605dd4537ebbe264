import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { readStamp, type SeenStamp } from '../contract/signature.js';
import { InputError } from '../util/errors.js';
import { isObject, prettyJson } from '../util/json.js';

/**
 * The state `--verify` keeps for rollback protection: for each signing key, and each lockfile (by its real path), the
 * highest sequence it accepted. One small JSON file per user. Its place, first found:
 *   --verify-state FILE, $MCP_CONTRACT_GATE_VERIFY_STATE, $XDG_STATE_HOME/mcp-contract-gate/verified-lockfiles.json,
 *   %LOCALAPPDATA%\mcp-contract-gate\verified-lockfiles.json (Windows), ~/.local/state/mcp-contract-gate/verified-lockfiles.json.
 * Sequences are kept per lockfile as well as per key, so one key may sign the lockfiles of several repositories. With
 * each sequence the digest of the content accepted under it is kept: another content at the same sequence is refused
 * (a lower sequence is refused by checkFreshness). A lockfile that is a symbolic link is refused under --verify: the
 * state knows a lockfile by its real path, and a link to an older signed copy elsewhere would name a path never seen.
 */
export const VERIFY_STATE_ENV = 'MCP_CONTRACT_GATE_VERIFY_STATE';
const STATE_FILE = 'verified-lockfiles.json';
const STATE_VERSION = 1;

export function defaultStatePath(env: Record<string, string | undefined>): string {
  if (env[VERIFY_STATE_ENV]) return env[VERIFY_STATE_ENV];
  if (env.XDG_STATE_HOME) return join(env.XDG_STATE_HOME, 'mcp-contract-gate', STATE_FILE);
  if (process.platform === 'win32' && env.LOCALAPPDATA) return join(env.LOCALAPPDATA, 'mcp-contract-gate', STATE_FILE);
  return join(env.HOME || homedir(), '.local', 'state', 'mcp-contract-gate', STATE_FILE);
}

interface Entry extends SeenStamp {
  /** The day it was verified (YYYY-MM-DD). */
  verified: string;
  /** SHA-256 of the content accepted at this sequence (its JSON, written anew: layout aside); absent in older states. */
  content?: string;
}

interface StateFile {
  stateVersion: typeof STATE_VERSION;
  keys: Record<string, Record<string, Entry>>;
}

/** A lockfile as the state names it: its real path (a symlink or a relative path names the same file). */
function lockfileKey(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

const RESET = 'delete it to start over (the next verification then accepts any validly signed lockfile)';

function readState(file: string): StateFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { stateVersion: STATE_VERSION, keys: {} };
    throw new InputError(`cannot read the verification state (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); give another with --verify-state FILE`, file);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new InputError(`the verification state is not JSON: ${RESET}`, file);
  }
  if (!isObject(data) || data.stateVersion !== STATE_VERSION || !isObject(data.keys)) throw new InputError(`the verification state is not one this version wrote: ${RESET}`, file);
  return data as unknown as StateFile;
}

/** The digest a lockfile's content is remembered by, and its stamp: its JSON written anew (so layout does not count). */
function contentOf(lockfile: string): { digest: string; sequence?: number } | undefined {
  try {
    const data: unknown = JSON.parse(readFileSync(lockfile, 'utf8'));
    const stamp = readStamp(data);
    return { digest: createHash('sha256').update(JSON.stringify(data)).digest('hex'), ...(stamp && !('problem' in stamp) ? { sequence: stamp.sequence } : {}) };
  } catch {
    return undefined; // unreadable: the caller's own read reports it
  }
}

/**
 * The highest stamp accepted for `keyId` and this lockfile; throws (InputError) on a state file that cannot be read,
 * on a lockfile that is a symbolic link, and on a lockfile whose content differs from the one accepted at its sequence.
 */
export function seenStamp(file: string, keyId: string, lockfile: string): SeenStamp | undefined {
  let link = false;
  try {
    link = lstatSync(lockfile).isSymbolicLink();
  } catch {
    // absent: the caller's own read reports it
  }
  if (link)
    throw new InputError(
      `under --verify the lockfile may not be a symbolic link (it points to ${lockfileKey(lockfile)}): rollback protection knows a lockfile by its own path, and a link could put an older signed copy in its place; use the file itself`,
      lockfile,
    );
  const entry = readState(file).keys[keyId]?.[lockfileKey(lockfile)];
  if (!entry) return undefined;
  if (!Number.isSafeInteger(entry.sequence) || typeof entry.date !== 'string') throw new InputError(`the entry for key ${keyId} and ${lockfile} is malformed: ${RESET}`, file);
  if (typeof entry.content === 'string') {
    const now = contentOf(lockfile);
    if (now && now.sequence === entry.sequence && now.digest !== entry.content)
      throw new InputError(
        `the lockfile carries sequence ${entry.sequence} (key ${keyId}), but another lockfile with that sequence was verified here before (${file}, signed ${entry.date}): two signed contents with one sequence, so one may be an older copy put back (a rollback); restore the lockfile verified before, or re-pin and sign this one (its sequence then rises)`,
        lockfile,
      );
  }
  return { sequence: entry.sequence, date: entry.date };
}

/** Remember `stamp` as the highest for `keyId` and this lockfile; a state that cannot be written is a warning, returned. */
export function rememberStamp(file: string, keyId: string, lockfile: string, stamp: SeenStamp, today: string): string | undefined {
  try {
    const state = readState(file);
    const key = lockfileKey(lockfile);
    const byFile = (state.keys[keyId] ??= {});
    const known = byFile[key];
    if (known && known.sequence > stamp.sequence) return undefined; // another run got further meanwhile
    const now = contentOf(lockfile);
    byFile[key] = { sequence: stamp.sequence, date: stamp.date, verified: today, ...(now && now.sequence === stamp.sequence ? { content: now.digest } : {}) };
    mkdirSync(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, prettyJson(state), { mode: 0o600 });
    renameSync(temp, file);
    return undefined;
  } catch (err) {
    return `could not record sequence ${stamp.sequence} in ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): rollback protection only knows what was recorded before`;
  }
}
