/**
 * Reads which package a stdio launch spec runs: `npx -y pkg@1.2.3`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx pkg==1.2`,
 * `uvx --from pkg==1.2 cmd`, `pipx run --spec pkg==1.2 cmd`, `docker run … image:tag@sha256:…`. Pure: no I/O.
 * The package version it finds stands beside `serverInfo`, and later launch pinning builds on it.
 */

export type LaunchManager = 'npx' | 'pnpm-dlx' | 'yarn-dlx' | 'bunx' | 'uvx' | 'pipx' | 'docker';

/** How exactly the spec names what it runs: a version, a range, a tag (`latest`, an image tag), or nothing. */
export type LaunchPin = { kind: 'version'; version: string } | { kind: 'range'; range: string } | { kind: 'tag'; tag: string } | { kind: 'none' };

export interface LaunchSpec {
  manager: LaunchManager;
  /** The package (npm or PyPI name) or the image, without its version. */
  package: string;
  pin: LaunchPin;
  /** A docker image's content digest (`sha256:…`), when the spec names one. */
  digest?: string;
  /** uvx/pipx: the package index the launch names on its command line (it wins over the environment's). */
  index?: PythonIndex;
}

/** Where a Python launch finds packages: the index that replaces PyPI, extra indexes, and find-links locations. */
export interface PythonIndex {
  url?: string;
  extra: string[];
  findLinks: string[];
}

const SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const PEP440 = /^\d+(?:\.\d+)*(?:(?:a|b|rc)\d+)?(?:\.post\d+)?(?:\.dev\d+)?$/;

/**
 * npx's (and `npm exec`'s) flags that take a value as the next argument, npm settings among them (`--loglevel silent`):
 * read past, so the value is not taken for the package. The one list for every reading of an npx launch (the spec
 * here, npx-repair's cache entry).
 */
export const NPX_VALUE_FLAGS: ReadonlySet<string> = new Set([
  '--package',
  '-p',
  '--cache',
  '--userconfig',
  '--registry',
  '-c',
  '--call',
  '-w',
  '--workspace',
  '--prefix',
  '--loglevel',
  '--script-shell',
  '--node-options',
]);

/** Flags of each manager that take a value as the next argument (so that value is not read as the package). */
const VALUE_FLAGS: Record<LaunchManager, ReadonlySet<string>> = {
  npx: NPX_VALUE_FLAGS,
  'pnpm-dlx': new Set(['--package', '--allow-build', '-c', '--shell-mode']),
  'yarn-dlx': new Set(['--package', '-p']),
  bunx: new Set(['--package', '-p']),
  uvx: new Set([
    '--from',
    '--with',
    '--python',
    '-p',
    '--index',
    '--index-url',
    '--default-index',
    '--extra-index-url',
    '--find-links',
    '-f',
    '--index-strategy',
    '--keyring-provider',
    '--with-requirements',
    '--with-editable',
    '--cache-dir',
    '--config-file',
    '--directory',
    '--env-file',
  ]),
  pipx: new Set(['--spec', '--python', '--pip-args', '--index-url']),
  docker: new Set([
    '-e',
    '--env',
    '--env-file',
    '-v',
    '--volume',
    '--name',
    '-p',
    '--publish',
    '--network',
    '--net',
    '-w',
    '--workdir',
    '-u',
    '--user',
    '--entrypoint',
    '--mount',
    '--platform',
    '-l',
    '--label',
    '--add-host',
    '--cpus',
    '-m',
    '--memory',
    '--pull',
    '--hostname',
    '-h',
    '--restart',
    '--runtime',
    '--shm-size',
    '--ulimit',
    '--device',
    '--cap-add',
    '--cap-drop',
    '--security-opt',
    '--log-driver',
    '--log-opt',
    '--ipc',
    '--pid',
    '--dns',
    '--gpus',
    '--tmpfs',
  ]),
};

const PACKAGE_FLAGS: Record<LaunchManager, ReadonlySet<string>> = {
  npx: new Set(['--package', '-p']),
  'pnpm-dlx': new Set(['--package']),
  'yarn-dlx': new Set(['--package', '-p']),
  bunx: new Set(['--package', '-p']),
  uvx: new Set(['--from']),
  pipx: new Set(['--spec']),
  docker: new Set(),
};

function baseName(command: string): string {
  const last = command.split(/[\\/]/).pop() ?? command;
  return last.replace(/\.(?:cmd|exe|bat)$/i, '');
}

/**
 * The package runner a launch goes through (it may download before the server starts: npx, pnpm dlx, yarn dlx, bunx,
 * uvx, pipx run, docker/podman run), or undefined for a direct launch (`node server.js`, `python -m srv`, a binary).
 * Seen through the wrappers people put around a runner: `cmd /c npx …` (Windows client configs) and a shell's `-c`
 * script that runs one (`sh -c "cd x && npx -y pkg@1"`). Decides which budget a start runs under (discovery).
 */
export function packageRunner(command: string, args: readonly string[] = []): LaunchManager | undefined {
  const direct = managerOf(command, args)?.manager;
  if (direct) return direct;
  const name = baseName(command).toLowerCase();
  if (name === 'cmd' && /^\/[ck]$/i.test(args[0] ?? '')) return args[1] !== undefined ? packageRunner(args[1], args.slice(2)) : undefined;
  if (['sh', 'bash', 'dash', 'zsh', 'ash', 'ksh'].includes(name)) {
    const c = args.findIndex((a) => /^-[a-z]*c[a-z]*$/.test(a));
    const script = c >= 0 ? args[c + 1] : undefined;
    if (script === undefined) return undefined;
    const words = script.split(/[\s;&|()]+/).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      const found = managerOf(words[i]!, words.slice(i + 1))?.manager;
      if (found) return found;
    }
  }
  return undefined;
}

/** The manager and the arguments after it, or undefined when the command launches no package manager. */
function managerOf(command: string, args: readonly string[]): { manager: LaunchManager; rest: string[] } | undefined {
  const name = baseName(command);
  if (name === 'npx') return { manager: 'npx', rest: [...args] };
  if (name === 'bunx') return { manager: 'bunx', rest: [...args] };
  if (name === 'uvx') return { manager: 'uvx', rest: [...args] };
  if (name === 'bun' && args[0] === 'x') return { manager: 'bunx', rest: args.slice(1) };
  if (name === 'uv' && args[0] === 'tool' && args[1] === 'run') return { manager: 'uvx', rest: args.slice(2) };
  if (name === 'pnpm' && args[0] === 'dlx') return { manager: 'pnpm-dlx', rest: args.slice(1) };
  if (name === 'yarn' && args[0] === 'dlx') return { manager: 'yarn-dlx', rest: args.slice(1) };
  if (name === 'pnpx') return { manager: 'pnpm-dlx', rest: [...args] };
  if (name === 'npm' && (args[0] === 'exec' || args[0] === 'x')) return { manager: 'npx', rest: args.slice(1) };
  if (name === 'pipx' && args[0] === 'run') return { manager: 'pipx', rest: args.slice(1) };
  if (name === 'docker' || name === 'podman') {
    if (args[0] === 'run') return { manager: 'docker', rest: args.slice(1) };
    if (args[0] === 'container' && args[1] === 'run') return { manager: 'docker', rest: args.slice(2) };
  }
  return undefined;
}

/** Where the package argument sits in `rest`: a package flag's value (inline `--from=x` or the next argument), or the first positional argument. */
interface PackageArg {
  value: string;
  index: number;
  /** `--flag=value`: the value is the part after `=` of rest[index]. */
  inline?: string;
  /** Named by a package flag (`--from`, `--spec`, `--package`) rather than as the positional argument. */
  flag?: boolean;
}

/** The package argument: a package flag's value when given, otherwise the first positional argument. */
function packageArgument(manager: LaunchManager, rest: readonly string[]): PackageArg | undefined {
  let positional: PackageArg | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--') {
      if (!positional && rest[i + 1] !== undefined) positional = { value: rest[i + 1]!, index: i + 1 };
      break;
    }
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('-') && eq > 0 ? arg.slice(0, eq) : arg;
    if (PACKAGE_FLAGS[manager].has(flag)) {
      if (eq > 0 && flag !== arg) return { value: arg.slice(eq + 1), index: i, inline: flag, flag: true };
      return rest[i + 1] === undefined ? undefined : { value: rest[i + 1]!, index: i + 1, flag: true };
    }
    if (arg.startsWith('-')) {
      if (flag === arg && VALUE_FLAGS[manager].has(arg)) i++;
      continue;
    }
    positional ??= { value: arg, index: i };
    if (manager === 'docker') break; // what follows the image is the container's command
  }
  return positional;
}

function npmPin(spec: string): { package: string; pin: LaunchPin } {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  if (at < 0) return { package: spec, pin: { kind: 'none' } };
  const name = spec.slice(0, at);
  const ref = spec.slice(at + 1);
  if (ref === '') return { package: name, pin: { kind: 'none' } };
  if (SEMVER.test(ref)) return { package: name, pin: { kind: 'version', version: ref.replace(/^v/, '') } };
  if (/^[A-Za-z][\w.-]*$/.test(ref)) return { package: name, pin: { kind: 'tag', tag: ref } };
  return { package: name, pin: { kind: 'range', range: ref } };
}

function pythonPin(spec: string): { package: string; pin: LaunchPin } {
  if (/^(?:git\+|[a-z]+:\/\/)/i.test(spec.trim())) return { package: spec.trim(), pin: { kind: 'none' } };
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?)\s*(.*)$/.exec(spec.trim());
  if (!m) return { package: spec, pin: { kind: 'none' } };
  const name = m[1]!.replace(/\[[^\]]*\]$/, '');
  const ref = m[2]!.trim();
  if (ref === '') return { package: name, pin: { kind: 'none' } };
  if (ref.startsWith('@')) {
    const v = ref.slice(1).trim(); // uvx pkg@1.2 (uv's shorthand for ==), pkg@latest
    if (v === 'latest') return { package: name, pin: { kind: 'tag', tag: v } };
    return { package: name, pin: PEP440.test(v) ? { kind: 'version', version: v } : { kind: 'range', range: v } };
  }
  const exact = /^===?\s*([^,;\s]+)$/.exec(ref);
  if (exact && PEP440.test(exact[1]!)) return { package: name, pin: { kind: 'version', version: exact[1]! } };
  return { package: name, pin: { kind: 'range', range: ref } };
}

function dockerPin(image: string): { package: string; pin: LaunchPin; digest?: string } {
  const [ref, digest] = image.split('@', 2) as [string, string | undefined];
  const slash = ref.lastIndexOf('/');
  const colon = ref.lastIndexOf(':');
  const hasTag = colon > slash;
  const name = hasTag ? ref.slice(0, colon) : ref;
  const tag = hasTag ? ref.slice(colon + 1) : undefined;
  const pin: LaunchPin = tag === undefined ? { kind: 'none' } : SEMVER.test(tag) ? { kind: 'version', version: tag.replace(/^v/, '') } : { kind: 'tag', tag };
  return digest ? { package: name, pin, digest } : { package: name, pin };
}

/** A folder or file of the checkout (`./server`, `/abs`, `~/x`, `file:../x`, `.`): code the diff already covers, no package. */
function localPath(arg: string): boolean {
  return /^(?:\.{1,2}(?:[\\/]|$)|[\\/]|~[\\/]|file:|[A-Za-z]:[\\/])/.test(arg);
}

/** A registry package name (npm, optionally scoped; PyPI), not a git, URL or tarball spec. */
export function registryName(manager: LaunchManager, name: string): boolean {
  if (manager === 'docker') return true;
  if (manager === 'uvx' || manager === 'pipx') return /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(name);
  return /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/i.test(name);
}

/** The package a launch spec runs, or undefined when it runs no known package manager or names no package. */
export function parseLaunchSpec(command: string, args: readonly string[] = []): LaunchSpec | undefined {
  const found = managerOf(command, args);
  if (!found) return undefined;
  const arg = packageArgument(found.manager, found.rest)?.value;
  if (!arg || localPath(arg)) return undefined;
  switch (found.manager) {
    case 'uvx':
    case 'pipx': {
      const index = pythonIndexArgs(found.manager, found.rest);
      return { manager: found.manager, ...pythonPin(arg), ...(index ? { index } : {}) };
    }
    case 'docker':
      return { manager: found.manager, ...dockerPin(arg) };
    default:
      return { manager: found.manager, ...npmPin(arg) };
  }
}

/** Index flags of uvx (`--default-index`/`--index-url`, `--index`/`--extra-index-url`, `--find-links`) and pipx (`--index-url`), before the command. */
function pythonIndexArgs(manager: 'uvx' | 'pipx', rest: readonly string[]): PythonIndex | undefined {
  const out: PythonIndex = { extra: [], findLinks: [] };
  let seen = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--') break;
    if (!arg.startsWith('-')) break; // the package (or, after --from/--spec, the command): what follows is its own
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = eq > 0 ? arg.slice(eq + 1) : VALUE_FLAGS[manager].has(flag) ? rest[++i] : undefined;
    if (value === undefined) continue;
    if (flag === '--index-url' || flag === '--default-index') out.url = value;
    else if (flag === '--index' || flag === '--extra-index-url') out.extra.push(...value.split(/\s+/).filter(Boolean).map(indexUrl));
    else if (flag === '--find-links' || flag === '-f') out.findLinks.push(value);
    else continue;
    seen = true;
  }
  return seen ? out : undefined;
}

/** uv's `--index name=url` (and `UV_INDEX`) entries: the URL. */
export function indexUrl(entry: string): string {
  const m = /^[A-Za-z0-9._-]+=(.+)$/.exec(entry);
  return m && !/^[a-z][a-z0-9+.-]*:/i.test(entry) ? m[1]! : entry;
}

/** The exact version a launch spec runs, when it names one. */
export function launchVersion(spec: LaunchSpec | undefined): string | undefined {
  return spec?.pin.kind === 'version' ? spec.pin.version : undefined;
}

/** What a lockfile recorded of the package a server ran: the exact version, and an image's digest. */
export interface LockedLaunch {
  version?: string;
  /** `sha256:…` of an image. */
  digest?: string;
  /** npm managers: the verified package archive to run instead of the registry's (an absolute path). */
  archive?: string;
}

/**
 * The launch spec rewritten to run exactly the locked package: `pkg@1.2.3` (npm managers), `pkg==1.2.3` (uvx
 * `--from`, pipx `--spec`; uvx's positional form `pkg@1.2.3`), `image@sha256:…` (or `image:tag` with no digest).
 * Undefined when the spec runs no known package, or nothing locked says what to run.
 */
export function lockedLaunch(command: string, args: readonly string[], locked: LockedLaunch): { command: string; args: string[] } | undefined {
  const found = managerOf(command, args);
  if (!found) return undefined;
  const at = packageArgument(found.manager, found.rest);
  if (!at) return undefined;
  const offset = args.length - found.rest.length;
  let value: string;
  switch (found.manager) {
    case 'docker': {
      const { package: name } = dockerPin(at.value);
      if (locked.digest) value = `${name}@${locked.digest}`;
      else if (locked.version) value = `${name}:${locked.version}`;
      else return undefined;
      break;
    }
    case 'uvx':
    case 'pipx': {
      if (!locked.version) return undefined;
      const base = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?/.exec(at.value.trim())?.[0];
      if (!base) return undefined;
      value = at.flag ? `${base}==${locked.version}` : found.manager === 'uvx' ? `${base}@${locked.version}` : `${base}==${locked.version}`;
      if (found.manager === 'pipx' && !at.flag) {
        // pipx run reads a version only from --spec: run the same app from the exact spec
        const out = [...args];
        out.splice(offset + at.index, 1, '--spec', value, pythonPin(at.value).package);
        return { command, args: out };
      }
      break;
    }
    default:
      if (locked.archive) value = `file:${locked.archive}`;
      else if (!locked.version) return undefined;
      else value = `${npmPin(at.value).package}@${locked.version}`;
  }
  const out = [...args];
  out[offset + at.index] = at.inline ? `${at.inline}=${value}` : value;
  return { command, args: out };
}

/**
 * The arguments with the package argument written without its version (`-y pkg@1.2.3` → `-y pkg`, `uvx pkg==1.2` →
 * `pkg`, `image:1.2@sha256:…` → `image`): what a launch record compares, so a version bump of the same package is the
 * package's own finding and not a changed launch. Arguments that name no registry package are returned as they are.
 */
export function versionlessArgs(command: string, args: readonly string[]): string[] {
  const found = managerOf(command, args);
  const at = found ? packageArgument(found.manager, found.rest) : undefined;
  if (!found || !at || localPath(at.value)) return [...args];
  const name = found.manager === 'docker' ? dockerPin(at.value).package : found.manager === 'uvx' || found.manager === 'pipx' ? pythonPin(at.value).package : npmPin(at.value).package;
  const out = [...args];
  const i = args.length - found.rest.length + at.index;
  out[i] = at.inline ? `${at.inline}=${name}` : name;
  return out;
}
