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
export function previousReleaseTag(tags: readonly string[], version: string | undefined): { tag: string; version: string } | undefined {
  const releasing = version !== undefined ? semver.valid(semver.coerce(version, { includePrerelease: true })?.version ?? '') : null;
  const pre = version !== undefined && semver.prerelease(semver.clean(version) ?? version) !== null;
  let best: { tag: string; version: string } | undefined;
  for (const tag of [...tags].sort()) {
    const v = tagVersion(tag);
    if (!v) continue;
    if (!pre && semver.prerelease(v)) continue;
    if (releasing && !semver.lt(v, releasing)) continue;
    if (!best || semver.gt(v, best.version)) best = { tag, version: v };
  }
  return best;
}
