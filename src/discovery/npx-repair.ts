import { createHash } from 'node:crypto';
import { existsSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { NPX_VALUE_FLAGS } from '../config/launch-spec.js';

/**
 * An interrupted `npx` download (a start budget that ran out, a cancelled job, a killed runner) leaves its cache entry
 * `<npm cache>/_npx/<hash>/` without the package.json npm writes last, and every later `npx` of the same spec fails
 * at once with npm's `ENOENT … _npx/<hash>/package.json` until someone deletes the folder. A launch that fails so
 * removes that entry, and only it, and starts once more (discover-server.ts); this module says which entry that is.
 *
 * The entry is named by npm's own error, and is removed only when it is this launch's own: its folder is named by
 * the hash npx gives this launch's package specs (libnpmexec: SHA-512 of the specs, sorted, joined by newlines; the
 * first 16 hex digits), it sits in a folder named `_npx`, and it still lacks its package.json. A server's text can
 * make the gate delete nothing else: the failure must come before the server wrote anything (npm's, not the server's).
 *
 * Before the launch, too: the download that was cut short may have held the entry's `concurrency.lock`, which makes
 * the next npx wait for it to go stale (npm: 60 s) before it fails, longer than a start budget. So an entry of this
 * launch's spec in the npm cache the launch uses (`--cache`, npm_config_cache, else ~/.npm) that lacks its
 * package.json, and that nothing has touched for STALE_ENTRY_MS (a live npx touches its lock every second), is removed
 * before npx starts.
 */

/** How long an entry without its package.json (and its lock) must have gone untouched to be taken as abandoned. */
export const STALE_ENTRY_MS = 10_000;

/**
 * The package specs npx installs for `npx ARGS…`, as it hashes them: each `--package`/`-p` value, else the first
 * positional argument (the command, as written: `pkg@1.2.3`). Undefined when the launch is no npx, or names a local
 * folder (npx hashes its resolved path, which is not repaired).
 */
export function npxPackageSpecs(command: string, args: readonly string[]): string[] | undefined {
  if (!/^npx(\.cmd|\.exe)?$/i.test(basename(command))) return undefined;
  const packages: string[] = [];
  let first: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      first ??= args[i + 1];
      break;
    }
    if (a === '-p' || a === '--package') packages.push(args[++i] ?? '');
    else if (a.startsWith('--package=')) packages.push(a.slice('--package='.length));
    else if (NPX_VALUE_FLAGS.has(a)) i++;
    else if (a.startsWith('-')) continue;
    else {
      first = a;
      break;
    }
  }
  const specs = packages.length ? packages : first !== undefined ? [first] : [];
  if (!specs.length || specs.some((s) => s === '' || /^[./~]|^file:/.test(s))) return undefined;
  return specs;
}

/** The folder name npx gives the install of these specs (libnpmexec's hash). */
export function npxEntryHash(specs: readonly string[]): string {
  return createHash('sha512')
    .update([...specs].sort((a, b) => a.localeCompare(b, 'en')).join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/**
 * The incomplete npx cache entry a failed launch's stderr names, when it is this launch's own (see above); else
 * undefined. Pure but for reading whether the folder and its package.json exist.
 */
export function brokenNpxEntry(stderr: string, command: string, args: readonly string[]): string | undefined {
  const m = /((?:[A-Za-z]:)?[^\s'"`]*[\\/]_npx[\\/]([0-9a-f]{16}))[\\/]package\.json/.exec(stderr);
  if (!m || !/ENOENT|no such file/i.test(stderr)) return undefined;
  const specs = npxPackageSpecs(command, args);
  if (!specs || npxEntryHash(specs) !== m[2]) return undefined;
  const entry = m[1]!;
  if (basename(dirname(entry)) !== '_npx' || !isDirectory(entry) || existsSync(`${entry}/package.json`)) return undefined;
  return entry;
}

/**
 * This launch's own npx cache entry in the npm cache its environment names, when it is incomplete (no package.json)
 * and abandoned (neither it nor its lock touched for STALE_ENTRY_MS); else undefined.
 */
export function abandonedNpxEntry(command: string, args: readonly string[], env: Record<string, string | undefined>, cwd: string, now = Date.now()): string | undefined {
  const specs = npxPackageSpecs(command, args);
  if (!specs) return undefined;
  const cache = npmCacheDir(args, env, cwd);
  if (!cache) return undefined;
  const entry = join(cache, '_npx', npxEntryHash(specs));
  if (!isDirectory(entry) || existsSync(join(entry, 'package.json'))) return undefined;
  const touched = Math.max(...[entry, join(entry, 'concurrency.lock'), join(entry, 'node_modules')].map(mtime));
  return now - touched >= STALE_ENTRY_MS ? entry : undefined;
}

/** The npm cache a launch uses: `--cache DIR`, else npm_config_cache, else npm's default (~/.npm; %LocalAppData%\npm-cache). */
export function npmCacheDir(args: readonly string[], env: Record<string, string | undefined>, cwd: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') break;
    if (args[i] === '--cache' && args[i + 1]) return resolve(cwd, args[i + 1]!);
    if (args[i]!.startsWith('--cache=')) return resolve(cwd, args[i]!.slice('--cache='.length));
  }
  const configured = Object.entries(env).find(([k, v]) => k.toLowerCase() === 'npm_config_cache' && v)?.[1];
  if (configured) return resolve(cwd, configured);
  if (process.platform === 'win32') return env.LOCALAPPDATA ? join(env.LOCALAPPDATA, 'npm-cache') : undefined;
  return env.HOME ? join(env.HOME, '.npm') : undefined;
}

/** Remove the entry (whole: npm reinstalls it on the next launch): undefined once it is gone, else why it is not. */
export function removeNpxEntry(entry: string): string | undefined {
  let why = 'it is still there';
  try {
    rmSync(entry, { recursive: true, force: true });
  } catch (err) {
    why = (err as Error).message;
  }
  return existsSync(entry) ? why : undefined;
}

/** What to do about an incomplete entry the gate could not remove (another user's, a read-only cache). */
export function unremovableNpxEntry(entry: string, why: string): string {
  return `npx's cache entry ${entry} is incomplete (a download cut short leaves it so) and could not be removed (${why}): remove it as a user who may (rm -rf ${JSON.stringify(entry)}), or set npm_config_cache to a folder this user owns, and run again`;
}

function mtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
