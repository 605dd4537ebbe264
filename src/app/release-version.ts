import semver from 'semver';
import { parse as parseToml } from 'smol-toml';
import { isObject } from '../util/json.js';
import { sameVersion } from '../policy/versioning.js';

/** The files a release's version is read from, in the order they are preferred. */
export const VERSION_FILES = ['server.json', 'package.json', 'pyproject.toml'] as const;
export type VersionFile = (typeof VERSION_FILES)[number];

/** A version a project file declares. */
export interface VersionSource {
  file: VersionFile;
  version: string;
}

/** What the project's files say the version is: each declaration, and what could not be read (a sentence each). */
export interface DeclaredVersions {
  sources: VersionSource[];
  problems: string[];
}

/**
 * The version one file declares: `version` in server.json and package.json, `project.version` (or Poetry's
 * `tool.poetry.version`) in pyproject.toml. Undefined when the file declares none; a sentence when it cannot be read.
 */
export function versionIn(file: VersionFile, text: string): string | undefined | { problem: string } {
  let data: unknown;
  try {
    data = file === 'pyproject.toml' ? parseToml(text) : JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    return { problem: `${file} is not valid ${file.endsWith('.toml') ? 'TOML' : 'JSON'} (${(err as Error).message.split('\n')[0]})` };
  }
  if (!isObject(data)) return { problem: `${file} does not hold an object` };
  if (file !== 'pyproject.toml') return typeof data.version === 'string' && data.version.trim() ? data.version.trim() : undefined;
  const project = isObject(data.project) ? data.project : undefined;
  if (project && typeof project.version === 'string') return project.version.trim();
  if (project && Array.isArray(project.dynamic) && project.dynamic.includes('version'))
    return { problem: 'pyproject.toml takes its version from the build (project.dynamic lists "version"): pass the version being released with --version' };
  const poetry = isObject(data.tool) && isObject(data.tool.poetry) ? data.tool.poetry : undefined;
  return poetry && typeof poetry.version === 'string' ? poetry.version.trim() : undefined;
}

/** Every version the project's files declare, read with `read` (a file's text, or undefined when it is not there). */
export function declaredVersions(read: (file: VersionFile) => string | undefined): DeclaredVersions {
  const out: DeclaredVersions = { sources: [], problems: [] };
  for (const file of VERSION_FILES) {
    const text = read(file);
    if (text === undefined) continue;
    const v = versionIn(file, text);
    if (v === undefined) continue;
    if (typeof v === 'string') out.sources.push({ file, version: v });
    else out.problems.push(v.problem);
  }
  return out;
}

/**
 * The one version the files agree on (the first file's, in VERSION_FILES order), and a sentence for each file that
 * says another one: a release whose package.json and server.json disagree publishes two versions of one server.
 */
export function agreedVersion(d: DeclaredVersions): { version?: VersionSource; disagreements: string[] } {
  const [first, ...rest] = d.sources;
  if (!first) return { disagreements: [] };
  const disagreements = rest.filter((s) => !sameVersion(s.version, first.version)).map((s) => `${s.file} says ${s.version}, but ${first.file} says ${first.version}: make them agree before releasing`);
  return { version: first, disagreements };
}

/**
 * The version a tag names: `v1.2.0`, `1.2.0`, `name@1.2.0`, `name-v1.2.0`, `release/1.2.0`. Undefined when the tag
 * names no semver version.
 */
export function tagVersion(tag: string): string | undefined {
  const m = /(?:^|[@/_-])v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/.exec(tag.trim());
  return m && semver.valid(m[1]!) ? m[1]! : undefined;
}

/**
 * The last release before `version` among `tags`: the highest version below it (a prerelease tag only when `version`
 * is a prerelease itself), ties broken by tag name. Without a version to release, the highest version tag.
 */
export function previousReleaseTag(tags: readonly string[], version: string | undefined, versionOf: (tag: string) => string | undefined = tagVersion): { tag: string; version: string } | undefined {
  const releasing = version !== undefined ? semver.valid(semver.coerce(version, { includePrerelease: true })?.version ?? '') : null;
  const pre = version !== undefined && semver.prerelease(semver.clean(version) ?? version) !== null;
  let best: { tag: string; version: string } | undefined;
  for (const tag of [...tags].sort()) {
    const v = versionOf(tag);
    if (!v) continue;
    if (!pre && semver.prerelease(v)) continue;
    if (releasing && !semver.lt(v, releasing)) continue;
    if (!best || semver.gt(v, best.version)) best = { tag, version: v };
  }
  return best;
}

/** The name a project file gives the server's package: `name` in package.json and server.json, `project.name` (or Poetry's) in pyproject.toml. */
export function nameIn(file: VersionFile, text: string): string | undefined {
  let data: unknown;
  try {
    data = file === 'pyproject.toml' ? parseToml(text) : JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return undefined;
  }
  if (!isObject(data)) return undefined;
  if (file !== 'pyproject.toml') return typeof data.name === 'string' && data.name.trim() ? data.name.trim() : undefined;
  const project = isObject(data.project) ? data.project : undefined;
  if (project && typeof project.name === 'string' && project.name.trim()) return project.name.trim();
  const poetry = isObject(data.tool) && isObject(data.tool.poetry) ? data.tool.poetry : undefined;
  return poetry && typeof poetry.name === 'string' && poetry.name.trim() ? poetry.name.trim() : undefined;
}

/** A package the server is published as: on npm or PyPI, by name. */
export interface PublishedPackage {
  registry: 'npm' | 'pypi' | 'oci';
  name: string;
  /** Where the name was read, e.g. `package.json`. */
  file: VersionFile;
}

/**
 * The packages the project files say the server is published as: package.json's `name` (unless `private`),
 * pyproject.toml's name, and server.json's `packages` of registry type npm, pypi or oci. In that order, without repeats.
 */
export function publishedPackages(read: (file: VersionFile) => string | undefined): PublishedPackage[] {
  const out: PublishedPackage[] = [];
  const add = (p: PublishedPackage) => {
    if (!out.some((o) => o.registry === p.registry && o.name === p.name)) out.push(p);
  };
  const parse = (file: VersionFile): Record<string, unknown> | undefined => {
    const text = read(file);
    if (text === undefined) return undefined;
    try {
      const data: unknown = file === 'pyproject.toml' ? parseToml(text) : JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
      return isObject(data) ? data : undefined;
    } catch {
      return undefined;
    }
  };
  const pkg = parse('package.json');
  if (pkg && pkg.private !== true && typeof pkg.name === 'string' && pkg.name.trim()) add({ registry: 'npm', name: pkg.name.trim(), file: 'package.json' });
  const py = read('pyproject.toml');
  const pyName = py !== undefined ? nameIn('pyproject.toml', py) : undefined;
  if (pyName) add({ registry: 'pypi', name: pyName, file: 'pyproject.toml' });
  const server = parse('server.json');
  for (const p of server && Array.isArray(server.packages) ? server.packages : []) {
    if (!isObject(p) || typeof p.identifier !== 'string' || !p.identifier.trim()) continue;
    const type = typeof p.registryType === 'string' ? p.registryType : typeof p.registry_type === 'string' ? p.registry_type : '';
    if (type === 'npm' || type === 'pypi' || type === 'oci') add({ registry: type, name: p.identifier.trim(), file: 'server.json' });
  }
  return out;
}

/**
 * Which tags are the releases of one server: tags named after it (`name@1.2.3`, `name-v1.2.3`, `name-1.2.3`,
 * `name/v1.2.3`, `name/1.2.3`, `name_v1.2.3`), bare version tags (`v1.2.3`, `1.2.3`) when the server is the
 * repository's own (its folder is the root), or the tags a pattern names (`{version}` stands for the version).
 */
export interface TagScope {
  /** The server's names: its packages' names (`@scope/pkg` is also `pkg`). */
  names: readonly string[];
  /** Whether bare version tags are this server's. */
  bare: boolean;
  /** `--tag-pattern`: only tags of this shape, e.g. `release-{version}` or `pkg-b@{version}`. */
  pattern?: string;
}

const VERSION_RE = 'v?(\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?)';
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names a tag may use for a package: the name itself and, for a scoped or path-like name, its last part. */
export function tagNames(names: readonly string[]): string[] {
  const out = new Set<string>();
  for (const n of names) {
    out.add(n);
    const last = n.split('/').pop();
    if (last && last !== n) out.add(last);
  }
  return [...out].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/** A `--tag-pattern` as a regular expression (its `{version}` the captured version), or a sentence saying why it is not one. */
export function tagPatternRe(pattern: string): RegExp | { problem: string } {
  const parts = pattern.split('{version}');
  if (parts.length !== 2) return { problem: `--tag-pattern ${pattern} must hold {version} once (e.g. "v{version}" or "my-server@{version}")` };
  return new RegExp(`^${escapeRe(parts[0]!)}${VERSION_RE}${escapeRe(parts[1]!)}$`);
}

/** The version a tag names for the server `scope` describes, or undefined when the tag is not one of its releases. */
export function scopedTagVersion(tag: string, scope: TagScope): string | undefined {
  const t = tag.trim();
  const match = (re: RegExp) => {
    const m = re.exec(t);
    return m && semver.valid(m[1]!) ? m[1]! : undefined;
  };
  if (scope.pattern !== undefined) {
    const re = tagPatternRe(scope.pattern);
    return re instanceof RegExp ? match(re) : undefined;
  }
  for (const n of tagNames(scope.names)) {
    const v = match(new RegExp(`^${escapeRe(n)}(?:@|[-/_])${VERSION_RE}$`));
    if (v) return v;
  }
  return scope.bare ? match(new RegExp(`^${VERSION_RE}$`)) : undefined;
}

/**
 * The last release of one server before `version` among `tags` (see previousReleaseTag), counting only the tags that
 * are its releases (scopedTagVersion).
 */
export function previousScopedTag(tags: readonly string[], version: string | undefined, scope: TagScope): { tag: string; version: string } | undefined {
  const own = tags.filter((t) => scopedTagVersion(t, scope) !== undefined);
  return previousReleaseTag(own, version, (t) => scopedTagVersion(t, scope));
}

/** The highest of `versions` below `version` (stable ones only unless `version` is a pre-release), by semver. */
export function previousVersion(versions: readonly string[], version: string): string | undefined {
  return previousReleaseTag(versions, version, (v) => (semver.valid(v) ? semver.valid(v)! : undefined))?.version;
}
