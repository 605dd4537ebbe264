import { posix } from 'node:path';
import { NPX_VALUE_FLAGS } from '../config/launch-spec.js';

/**
 * What an `npx` (or `npm exec`, `npm x`) launch runs, read as npm reads it, so that `--locked` can run the same bin
 * from the package it installed itself: the npm settings given before the package (passed on to that install), the
 * bin (named by `--package`'s command, or chosen from the package as npm chooses) and the bin's arguments. Fail closed:
 * an option whose meaning is unknown here (does it take a value?) is refused rather than guessed.
 */
export interface NpxCommand {
  /** npm settings on the command line (`--registry=…`, `--ignore-scripts`): the install reads them too. */
  npmFlags: string[];
  /** The command `--package` runs; undefined: the package's own bin. */
  bin?: string;
  args: string[];
}

/** npm settings that take no value (as npx users write them). */
const BOOLEAN = new Set([
  '-q',
  '--quiet',
  '-s',
  '--silent',
  '-d',
  '--prefer-offline',
  '--prefer-online',
  '--offline',
  '--ignore-scripts',
  '--no-audit',
  '--no-fund',
  '--no-update-notifier',
  '--legacy-peer-deps',
  '--strict-peer-deps',
  '--foreground-scripts',
]);
/**
 * npx's flags that take the next argument as their value (the one list, launch-spec's) which `--locked` cannot pass on
 * to its own install: they choose another folder or workspace to install into or run from.
 */
const ELSEWHERE = new Set(['-w', '--workspace', '--prefix']);
/** npx's own answers to its install prompt: nothing for the install. */
const PROMPT = new Set(['-y', '--yes', '--no', '--no-yes']);

/** The npx launch read, or why `--locked` cannot run it from a verified install. */
export function readNpxCommand(command: string, args: readonly string[]): NpxCommand | { problem: string } {
  const base = (command.split(/[\\/]/).pop() ?? command).replace(/\.(?:cmd|exe|bat)$/i, '');
  const rest = base === 'npm' ? args.slice(1) : [...args];
  const npmFlags: string[] = [];
  const packages: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--') return finish(packages, rest[i + 1], rest.slice(i + 2), npmFlags);
    if (!arg.startsWith('-')) return finish(packages, arg, rest.slice(i + 1), npmFlags);
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (flag === '-p' || flag === '--package') {
      const value = eq > 0 ? arg.slice(eq + 1) : rest[++i];
      if (value === undefined) return { problem: `${flag} names no package` };
      packages.push(value);
    } else if (flag === '-c' || flag === '--call') return { problem: `${flag} runs a shell command line, not a package's bin` };
    else if (PROMPT.has(flag)) continue;
    else if (ELSEWHERE.has(flag)) return { problem: `${flag} chooses where npm installs or runs, and --locked installs into a folder of its own` };
    else if (eq > 0 || BOOLEAN.has(arg)) npmFlags.push(arg);
    else if (NPX_VALUE_FLAGS.has(arg) && rest[i + 1] !== undefined) npmFlags.push(`${arg}=${rest[++i]}`);
    else return { problem: `the npx option ${arg} is not known here (write it as ${arg}=VALUE if it takes one)` };
  }
  return { problem: 'the launch names no package to run' };
}

function finish(packages: string[], positional: string | undefined, args: string[], npmFlags: string[]): NpxCommand | { problem: string } {
  if (positional === undefined) return { problem: 'the launch names no package to run' };
  if (packages.length > 1) return { problem: `it installs ${packages.length} packages (--package), and only the locked one is verified` };
  return packages.length ? { npmFlags, bin: positional, args } : { npmFlags, args };
}

/**
 * A package's bins as npm reads `bin` (a string: one bin named after the package; an object: name → path), with the
 * paths made relative to the package folder; a path that leaves the folder is left out.
 */
export function packageBins(manifest: { name?: unknown; bin?: unknown }): Record<string, string> {
  const name = typeof manifest.name === 'string' ? manifest.name.replace(/^@[^/]+\//, '') : '';
  const raw = typeof manifest.bin === 'string' ? { [name]: manifest.bin } : manifest.bin && typeof manifest.bin === 'object' ? (manifest.bin as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const bin = posix.basename(key.replace(/\\/g, '/'));
    if (typeof value !== 'string' || !bin || bin === '.' || bin === '..') continue;
    const path = posix.normalize(value.replace(/\\/g, '/')).replace(/^(?:\.\/)+/, '');
    if (path.startsWith('../') || path === '..' || posix.isAbsolute(path)) continue;
    out[bin] = path;
  }
  return out;
}

/** The bin npm runs for a package named alone (`npx pkg`): its only bin (or only target), else the one named after it. */
export function defaultBin(manifest: { name?: unknown }, bins: Record<string, string>): string | undefined {
  const names = Object.keys(bins);
  if (new Set(Object.values(bins)).size === 1) return names[0];
  const name = typeof manifest.name === 'string' ? manifest.name.replace(/^@[^/]+\//, '') : '';
  return bins[name] !== undefined ? name : undefined;
}
