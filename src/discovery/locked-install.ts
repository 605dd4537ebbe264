import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { prettyJson } from '../util/json.js';
import { runBounded } from './package-resolve.js';
import { archiveFiles, dependencyDifference, dependencyFiles, folderDifference, folderFiles, sha256Hex } from './npm-archive.js';
import { defaultBin, packageBins, readNpxCommand } from './npx-command.js';

/**
 * `--locked` for npx: the verified archive installed by npm into a folder of the gate's own cache (never npx's shared
 * `_npx` cache, which any other install may fill), one per archive; before every launch the installed package folder
 * is checked against the archive (every file present with the same bytes, nothing else but what the package's own
 * install scripts wrote, recorded at install by SHA-256), as is everything npm installed beside it (each dependency
 * was checked by npm against the registry's integrity as it installed it; its files, the `.bin` links and npm's own
 * records are recorded then, by SHA-256 and link target, and must be unchanged at every launch), and the bin runs from
 * there.
 */

/** How long one install of a verified archive (and its dependencies) may take. */
export const INSTALL_TIMEOUT_MS = 300_000;
/** What an install folder records beside node_modules (written last: a folder without it is no install). */
const MANIFEST = '.mcg-install.json';

interface Manifest {
  package: string;
  integrity: string;
  /** Files the install scripts wrote into the package folder: path → SHA-256. */
  scripted: Record<string, string>;
  /** What npm installed beside the package, under node_modules: path → `sha256:…`, `link:…` or `other`. */
  dependencies: Record<string, string>;
}

export type LockedRun = { ok: true; command: string; args: string[]; env: Record<string, string> } | { ok: false; kind: 'changed' | 'unreachable' | 'unverifiable'; message: string };

export interface LockedInstall {
  /** What the refusal names: `pkg@1.2.3 (npx)`. */
  what: string;
  name: string;
  integrity: string;
  /** The verified archive's bytes and where they are kept. */
  bytes: Buffer;
  archive: string;
  /** The cache folder (installs go to `installs/KEY`, npm's downloads to `npm-cache`). */
  cacheDir: string;
  key: string;
  /** The server's launch: what runs, where, with what environment (its npm settings are the install's). */
  command: string;
  args: readonly string[];
  cwd: string;
  env: Record<string, string>;
  timeoutMs?: number;
}

/** Install (once) and check the verified archive, and give the launch of its bin; any surprise is a refusal. */
export async function runVerifiedInstall(o: LockedInstall): Promise<LockedRun> {
  const npx = readNpxCommand(o.command, o.args);
  if ('problem' in npx) return { ok: false, kind: 'unverifiable', message: `--locked cannot run ${o.what} from its verified archive: ${npx.problem}` };
  const files = archiveFiles(o.bytes);
  const manifest = parseJson(files.get('package.json'));
  if (!manifest) return { ok: false, kind: 'unverifiable', message: `the verified archive of ${o.what} holds no readable package.json` };
  const bins = packageBins(manifest);
  const bin = npx.bin ?? defaultBin(manifest, bins);
  const target = bin !== undefined ? bins[bin] : undefined;
  if (bin === undefined || target === undefined || !files.has(target))
    return {
      ok: false,
      kind: 'unverifiable',
      message: `--locked cannot tell which bin of ${o.what} to run (${npx.bin ? `\`${npx.bin}\` is not one of its bins` : 'it names none, or several and none after the package'}): its bins are ${Object.keys(bins).join(', ') || 'none'}`,
    };
  const installs = join(o.cacheDir, 'installs');
  const dest = join(installs, o.key);
  if (!existsSync(join(dest, MANIFEST))) {
    const made = await install(o, npx.npmFlags, installs, dest, files);
    if (made) return made;
  }
  const pkgDir = join(dest, 'node_modules', ...o.name.split('/'));
  const recorded = parseJson(readOr(join(dest, MANIFEST))) as Partial<Manifest> | undefined;
  const fix = `remove ${dest} and run again to install the verified archive anew`;
  if (!recorded || recorded.integrity !== o.integrity || recorded.package !== o.name || !isRecord(recorded.scripted) || !isRecord(recorded.dependencies))
    return { ok: false, kind: 'changed', message: `the install of ${o.what} at ${dest} does not record the verified archive: ${fix}` };
  const diff = safely(() => folderDifference(pkgDir, files, recorded.scripted!));
  if (diff) return { ok: false, kind: 'changed', message: `the installed ${o.what} is not the verified archive: ${diff} (in ${pkgDir}): ${fix}` };
  const deps = safely(() => dependencyDifference(recorded.dependencies!, dependencyFiles(join(dest, 'node_modules'), o.name)));
  if (deps) return { ok: false, kind: 'changed', message: `the install of ${o.what} is not what npm installed: ${deps} (in ${dest}): ${fix}` };
  const bins_ = join(dest, 'node_modules', '.bin');
  const path = [bins_, o.env.PATH ?? o.env.Path].filter(Boolean).join(delimiter);
  const file = join(pkgDir, ...target.split('/'));
  // POSIX runs the bin by its #! line, as npx does; Windows has no #!: the bin is a Node script, as npm's shims assume
  return process.platform === 'win32' ? { ok: true, command: process.execPath, args: [file, ...npx.args], env: { PATH: path } } : { ok: true, command: file, args: [...npx.args], env: { PATH: path } };
}

/** npm installs the archive into a temporary folder beside the destination, which is renamed into place once checked. */
async function install(o: LockedInstall, npmFlags: string[], installs: string, dest: string, files: Map<string, Buffer>): Promise<LockedRun | undefined> {
  let temp: string | undefined;
  try {
    mkdirSync(installs, { recursive: true });
    sweepStale(installs);
    temp = join(installs, `${o.key}.${process.pid}.tmp`);
    rmSync(temp, { recursive: true, force: true });
    mkdirSync(temp);
    writeFileSync(join(temp, 'package.json'), '{"private":true}\n');
    // the project's .npmrc npm would read for npx in the server's folder (a registry, its auth): for the install only
    const npmrc = projectNpmrc(o.cwd);
    if (npmrc) copyFileSync(npmrc, join(temp, '.npmrc'));
    const timeoutMs = o.timeoutMs ?? INSTALL_TIMEOUT_MS;
    const args = ['install', o.archive, ...npmFlags, `--cache=${join(o.cacheDir, 'npm-cache')}`, '--no-audit', '--no-fund', '--no-update-notifier', '--no-package-lock'];
    const run = await runBounded('npm', args, { cwd: temp, env: o.env, timeoutMs });
    rmSync(join(temp, '.npmrc'), { force: true });
    if (run.timedOut) return { ok: false, kind: 'unreachable', message: `npm install of the verified archive of ${o.what} timed out after ${timeoutMs / 1000} s` };
    if (run.error || run.code !== 0) {
      const code = /npm (?:ERR!|error) code ([A-Z0-9_]+)/.exec(run.stderr)?.[1];
      const line = run.stderr.split('\n').find((l) => /npm (?:ERR!|error) (?!code)/.test(l)) ?? run.error ?? `exit code ${run.code}`;
      return {
        ok: false,
        kind: 'unreachable',
        message: `npm install of the verified archive of ${o.what} failed${code ? ` (${code})` : ''}: ${line.replace(/(\/\/)[^/@\s]+@/g, '$1***@').slice(0, 300)}`,
      };
    }
    const pkgDir = join(temp, 'node_modules', ...o.name.split('/'));
    const scripted: Record<string, string> = {};
    for (const [path, kind] of folderFiles(pkgDir)) if (!files.has(path) && kind === 'file') scripted[path] = sha256Hex(readFileSync(join(pkgDir, path)));
    const diff = folderDifference(pkgDir, files, scripted);
    if (diff) return { ok: false, kind: 'changed', message: `npm installed other files than the verified archive of ${o.what}: ${diff}` };
    const dependencies = Object.fromEntries(dependencyFiles(join(temp, 'node_modules'), o.name));
    const manifest: Manifest = { package: o.name, integrity: o.integrity, scripted, dependencies };
    writeFileSync(join(temp, MANIFEST), prettyJson(manifest));
    try {
      renameSync(temp, dest);
    } catch (err) {
      // another launch installed the same archive meanwhile: its install is checked like any other
      if (!existsSync(join(dest, MANIFEST))) throw err;
    }
    return undefined;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    return {
      ok: false,
      kind: 'unverifiable',
      message: `cannot install the verified archive of ${o.what} into ${dest} (${code}): that path must be a folder mcp-contract-gate may write; remove what is there, or set XDG_CACHE_HOME`,
    };
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

/** Temporary install folders whose process is gone (killed mid-install) are removed. */
function sweepStale(installs: string): void {
  for (const name of readdirSync(installs)) {
    const pid = /\.(\d+)\.tmp$/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(installs, name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The `.npmrc` of the folder npm takes as the project for `cwd`: the nearest with a package.json or node_modules. */
function projectNpmrc(cwd: string): string | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) || existsSync(join(dir, 'node_modules'))) return existsSync(join(dir, '.npmrc')) ? join(dir, '.npmrc') : undefined;
    if (dirname(dir) === dir) return existsSync(join(cwd, '.npmrc')) ? join(cwd, '.npmrc') : undefined;
  }
}

function parseJson(bytes: Buffer | string | undefined): Record<string, unknown> | undefined {
  if (bytes === undefined) return undefined;
  try {
    const v = JSON.parse(bytes.toString()) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, string> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readOr(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function safely(fn: () => string | undefined): string | undefined {
  try {
    return fn();
  } catch (err) {
    return `the folder cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`;
  }
}
