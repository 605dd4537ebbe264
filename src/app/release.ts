import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { Env } from '../config/interpolate.js';
import { lockfileFromJson, lockfileToSnapshotSet } from '../contract/lockfile.js';
import { parseSnapshot, readJsonInput } from '../contract/snapshot.js';
import type { SnapshotSet } from '../contract/types.js';
import type { DiffResult } from '../diff/engine.js';
import { isObject } from '../util/json.js';
import { discoverAll, type DiscoveryEvent } from '../discovery/index.js';
import { lockfileAt } from '../discovery/sides.js';
import { fileAt, git, resolveCommit, withBaseWorktree } from '../git/worktree.js';
import type { GateConfig, ServerConfig } from '../model/config.js';
import type { Severity } from '../model/severity.js';
import { judge } from '../policy/judge.js';
import type { Evaluation } from '../policy/types.js';
import { contractFindings, releaseBump } from '../policy/versioning.js';
import { renderChangelog } from '../report/changelog-markdown.js';
import type { ReleaseInfo, ReportInput } from '../report/model.js';
import { InputError } from '../util/errors.js';
import { EXIT_CODES } from '../util/exit-codes.js';
import type { BaselineKind, ReleaseBumps } from '../policy/versioning.js';
import { findBaseline, homeOf, serversOfPackage } from './release-baseline.js';
import {
  agreedVersion,
  declaredVersions,
  nameIn,
  previousScopedTag,
  publishedPackages,
  scopedTagVersion,
  tagNames,
  tagPatternRe,
  tagVersion,
  VERSION_FILES,
  type TagScope,
  type VersionFile,
} from './release-version.js';

/** The rule of the policy findings that stand in a release's way besides the bump (see serverJsonFindings). */
const RELEASE_PROBLEM_RULES = new Set(['server-json-version-mismatch']);

interface Common {
  config: GateConfig;
  /** The repository root (servers' cwd, the lockfile and the version files are relative to it). */
  rootDir: string;
  /** The lockfile path relative to the root. */
  lockfile: string;
  env: Env;
  today: string;
  failOn?: Severity[];
  tmpDir?: string;
  onEvent?: (e: DiscoveryEvent) => void;
  /** The bump each class of change needs, where it differs from DEFAULT_RELEASE_BUMPS (`{ meaning: 'patch' }`). */
  bumps?: ReleaseBumps;
}

function textIn(rootDir: string, path: string): string | undefined {
  try {
    return readFileSync(join(rootDir, path), 'utf8');
  } catch {
    return undefined;
  }
}

/** The version files as they are at `ref` (each read once). */
async function versionsAt(rootDir: string, ref: string) {
  const texts = new Map<VersionFile, string | undefined>();
  for (const f of VERSION_FILES) texts.set(f, await fileAt(rootDir, ref, f));
  return declaredVersions((f) => texts.get(f));
}

/**
 * The contracts at a git ref: the lockfile committed there when it pins every server, else today's servers run in a
 * temporary worktree of the ref with today's config and setup (a ref that predates the gate's config is normal: its
 * code still runs). A ref whose servers all fail to start is refused (the changelog would be "all added").
 */
async function contractsAt(o: Common & { ref: string; servers?: ServerConfig[] }): Promise<{ set: SnapshotSet; from: 'lockfile' | 'discovery'; notes: string[] }> {
  const servers = o.servers ?? o.config.servers;
  const sha = await resolveCommit(o.rootDir, o.ref);
  const lock = await lockfileAt(o.rootDir, sha, o.lockfile);
  if (lock && servers.every((s) => Object.hasOwn(lock.servers, s.id))) {
    const set = lockfileToSnapshotSet(lock);
    return { set: { servers: Object.fromEntries(servers.map((s) => [s.id, set.servers[s.id]!])) }, from: 'lockfile', notes: [`The contracts at ${o.ref} are its lockfile, ${o.lockfile}.`] };
  }
  return withBaseWorktree(
    o.rootDir,
    sha,
    async (dir) => {
      const set = await discoverAll(servers, {
        rootDir: dir,
        env: o.env,
        concurrency: o.config.concurrency,
        downloadConcurrency: o.config.downloadConcurrency,
        ...(o.onEvent ? { onEvent: o.onEvent } : {}),
      });
      const notes = [`${lock ? `${o.lockfile} at ${o.ref} does not pin every server` : `No lockfile at ${o.lockfile} at ${o.ref}`}: its contracts are today's servers run there with today's config.`];
      return { set, from: 'discovery', notes };
    },
    o.tmpDir ? { tmpDir: o.tmpDir } : {},
  );
}

/** A release's report: the diff, the policy's evaluation, and the release verdict (versions and the bump needed). */
export interface ReleaseReport {
  input: ReportInput & { release: ReleaseInfo };
  diff: DiffResult;
  evaluation: Evaluation;
}

function report(
  o: Pick<Common, 'config' | 'today' | 'failOn' | 'bumps'> & {
    before: SnapshotSet;
    after: SnapshotSet;
    notes: string[];
    subject: { before: string; after: string };
    from?: string;
    to?: string;
    fromLabel?: string;
    toLabel?: string;
    problems?: string[];
  },
): ReleaseReport {
  const { diff, evaluation } = judge({ before: o.before, after: o.after, config: o.config, today: o.today, notes: o.notes, ...(o.failOn ? { failOn: o.failOn } : {}) });
  const bumps = o.bumps ?? o.config.policy.releaseBumps;
  const bump = releaseBump(contractFindings(evaluation.findings), {
    ...(o.from !== undefined ? { from: o.from } : {}),
    ...(o.to !== undefined ? { to: o.to } : {}),
    ...(o.config.policy.zeroVersions ? { zeroVersions: o.config.policy.zeroVersions } : {}),
    ...(bumps ? { bumps } : {}),
  });
  const policyProblems = evaluation.findings.filter((f) => RELEASE_PROBLEM_RULES.has(f.rule) && f.blocking).map((f) => f.message);
  const release: ReleaseInfo = {
    bump,
    ...(o.fromLabel ? { fromLabel: o.fromLabel } : {}),
    ...(o.toLabel ? { toLabel: o.toLabel } : {}),
    problems: [...(o.problems ?? []), ...policyProblems],
    ...(bumps ? { bumps } : {}),
  };
  return { diff, evaluation, input: { diff, evaluation, subject: o.subject, release } };
}

/**
 * `changelog REF REF`: the contracts at two refs of the repository (each ref's lockfile, else its servers), judged by
 * the current config's policy, with the versions the project files declare at each ref.
 */
export async function changelogRefs(o: Common & { before: string; after: string; versions?: { from?: string; to?: string }; packageDir?: string; servers?: string[] }): Promise<ReleaseReport> {
  // at the root of a repository whose servers all live in package folders: every server (the changelog of the repository)
  const dir = o.packageDir ?? '.';
  const servers = dir === '.' && !o.servers?.length && !o.config.servers.some((s) => homeOf(s, o.rootDir) === '.') ? o.config.servers : serversOfPackage(o.config, o.rootDir, dir, o.servers);
  const a = await contractsAt({ ...o, ref: o.before, servers });
  const b = await contractsAt({ ...o, ref: o.after, servers });
  const va = agreedVersion(await versionsAt(o.rootDir, o.before));
  const vb = agreedVersion(await versionsAt(o.rootDir, o.after));
  const from = o.versions?.from ?? va.version?.version ?? tagVersion(o.before);
  const to = o.versions?.to ?? vb.version?.version ?? tagVersion(o.after);
  return report({
    ...o,
    before: a.set,
    after: b.set,
    notes: [...a.notes, ...b.notes],
    subject: { before: o.before, after: o.after },
    ...(from ? { from, fromLabel: o.before } : {}),
    ...(to ? { to, toLabel: o.after } : {}),
    problems: vb.disagreements.map((d) => `at ${o.after}: ${d}`),
  });
}

/** A snapshot or a lockfile, told apart by content (a lockfile carries `lockfileVersion`). */
function readContracts(path: string, name: string): SnapshotSet {
  const data = readJsonInput(path);
  return isObject(data) && 'lockfileVersion' in data ? lockfileToSnapshotSet(lockfileFromJson(data, name)) : parseSnapshot(data, path);
}

/** `changelog FILE FILE`: two snapshots or lockfiles (or one of each), with the versions given on the command line. */
export function changelogFiles(
  o: Pick<Common, 'config' | 'today' | 'failOn' | 'bumps'> & { before: { path: string; name: string }; after: { path: string; name: string }; from?: string; to?: string },
): ReleaseReport {
  return report({
    ...o,
    before: readContracts(o.before.path, o.before.name),
    after: readContracts(o.after.path, o.after.name),
    notes: [],
    subject: { before: o.before.name, after: o.after.name },
    ...(o.from !== undefined ? { from: o.from } : {}),
    ...(o.to !== undefined ? { to: o.to } : {}),
  });
}

/** Version tags of the repository reachable from HEAD; the remote's tags when the clone has none (a shallow checkout). */
async function releaseTags(rootDir: string): Promise<{ tags: string[]; remote: boolean }> {
  const local = (await git(rootDir, ['tag', '--merged', 'HEAD']).catch(() => ''))
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean);
  if (local.some((t) => tagVersion(t))) return { tags: local, remote: false };
  const remote = await git(rootDir, ['ls-remote', '--tags', '--refs', 'origin']).catch(() => '');
  const tags = remote
    .split('\n')
    .map((l) => l.split('\t')[1]?.replace(/^refs\/tags\//, '') ?? '')
    .filter(Boolean);
  return { tags, remote: tags.length > 0 };
}

export interface ReleaseCheckOptions extends Common {
  /** The version being released; default: what the project files in the server's folder declare. */
  version?: string;
  /** The last release as a git ref (a tag); default: the server's highest release tag below the version being released. */
  since?: string;
  /** The last release as the published package at this version (the registry baseline). */
  sincePublished?: string;
  /** The version when no project file declares one (the action: the pushed tag's), and where it came from. */
  fallbackVersion?: { version: string; label: string };
  /** The server's folder, relative to the root (`.`: the root): its project files, its tags, its servers. */
  packageDir?: string;
  /** Only these servers of the config (default: those that run in the package folder). */
  servers?: string[];
  /** Which baseline to use (default: the first of lockfile, registry, worktree that can be read). */
  baseline?: BaselineKind;
  /** The shape of the server's release tags, `{version}` standing for the version (default: see scopedTagVersion). */
  tagPattern?: string;
}

/** A release check's result: the report (with its verdict) and the exit code. */
export interface ReleaseCheck extends ReleaseReport {
  /** How the last release was found, for the report's subject. */
  sinceLabel: string;
  exitCode: number;
  /** Why the check failed, one sentence each (empty when it passed). */
  reasons: string[];
}

const inFolder = (dir: string, file: string) => (dir === '.' ? file : `${dir}/${file}`);

/**
 * `release-check`: the contracts at the last release (its baseline: the release tag's lockfile, the previous published
 * package, or the release tag run with today's config) against the working tree's servers, and the version being
 * released against the bump the changes need. Fails (exit 1) when the version is too small or a version problem
 * stands; exit 3 when no baseline could be read (each way tried is listed) or a server could not be read; exit 2 when
 * a version cannot be read.
 */
export async function releaseCheck(o: ReleaseCheckOptions): Promise<ReleaseCheck> {
  if (o.since !== undefined && o.sincePublished !== undefined) throw new InputError('give --since or --since-published, not both');
  if (o.sincePublished !== undefined && o.baseline !== undefined && o.baseline !== 'registry')
    throw new InputError(`--since-published reads the registry: it does not go with --baseline ${o.baseline}`);
  if (o.tagPattern !== undefined) {
    const re = tagPatternRe(o.tagPattern);
    if (!(re instanceof RegExp)) throw new InputError(re.problem);
  }
  const dir = o.packageDir ?? '.';
  const read = (f: VersionFile) => textIn(o.rootDir, inFolder(dir, f));
  const declared = declaredVersions(read);
  const agreed = agreedVersion(declared);
  const to = o.version ?? agreed.version?.version ?? o.fallbackVersion?.version;
  if (to === undefined)
    throw new InputError(
      `no version to check: ${declared.problems[0] ?? `none of ${VERSION_FILES.join(', ')} in ${dir === '.' ? o.rootDir : join(o.rootDir, dir)} declares one`}; pass the version being released with --version`,
    );
  if (!semver.valid(semver.clean(to) ?? to)) throw new InputError(`the version being released, ${to}, is not a semver version (e.g. 1.3.0)`);
  const toLabel = o.version !== undefined ? undefined : agreed.version ? inFolder(dir, agreed.version.file) : o.fallbackVersion?.label;
  const problems = o.version !== undefined ? [] : agreed.disagreements.map((d) => (dir === '.' ? d : `in ${dir}: ${d}`));
  if (o.sincePublished !== undefined && !semver.valid(semver.clean(o.sincePublished) ?? o.sincePublished) && !/^sha256:[0-9a-f]{64}$/.test(o.sincePublished))
    throw new InputError(`--since-published ${o.sincePublished} is not a semver version (or an image's sha256: digest)`);

  const servers = serversOfPackage(o.config, o.rootDir, dir, o.servers);
  const packages = publishedPackages(read);
  const names = [...packages.map((p) => p.name), ...VERSION_FILES.map((f) => read(f)).flatMap((t, i) => (t !== undefined ? [nameIn(VERSION_FILES[i]!, t)] : []))].filter((n): n is string => !!n);
  const scope: TagScope = { names: [...new Set(names)], bare: dir === '.', ...(o.tagPattern !== undefined ? { pattern: o.tagPattern } : {}) };

  let ref = o.since;
  let noRef: string | undefined;
  const notes: string[] = [];
  if (ref === undefined && o.sincePublished === undefined) {
    const { tags, remote } = await releaseTags(o.rootDir);
    const previous = previousScopedTag(tags, to, scope);
    if (previous) {
      ref = previous.tag;
      notes.push(`The last release is ${ref}, the highest release tag of ${scope.names[0] ?? 'the server'} below ${to}${remote ? " (from origin's tags)" : ''}.`);
    } else {
      const own = tags.filter((t) => scopedTagVersion(t, scope) !== undefined).length;
      const shapes = o.tagPattern ?? [...(scope.bare ? ['v1.2.3', '1.2.3'] : []), ...tagNames(scope.names).map((n) => `${n}@1.2.3`)].join(', ');
      noRef = !tags.length
        ? 'no release tag: the clone has no tags (fetch them, e.g. actions/checkout with fetch-depth: 0)'
        : own
          ? `no release tag below ${to} (${own} of the ${tags.length} tags are this server's)`
          : `no release tag of this server among ${tags.length} tags (looked for ${shapes || 'tags named after its package'}; other shapes: --tag-pattern)`;
    }
  }

  const discoverNow = discoverAll(servers, {
    rootDir: o.rootDir,
    env: o.env,
    concurrency: o.config.concurrency,
    downloadConcurrency: o.config.downloadConcurrency,
    ...(o.onEvent ? { onEvent: o.onEvent } : {}),
  });
  const found = await findBaseline({
    config: o.config,
    rootDir: o.rootDir,
    lockfile: o.lockfile,
    env: o.env,
    servers,
    ...(ref !== undefined ? { ref } : {}),
    ...(noRef !== undefined ? { noRef } : {}),
    to,
    packages,
    packageDir: dir,
    ...(o.baseline ? { kind: o.baseline } : {}),
    ...(o.since !== undefined ? { refNamed: true } : {}),
    ...(o.sincePublished !== undefined ? { publishedVersion: o.sincePublished.startsWith('sha256:') ? o.sincePublished : (semver.clean(o.sincePublished) ?? o.sincePublished) } : {}),
    ...(o.tmpDir ? { tmpDir: o.tmpDir } : {}),
    ...(o.onEvent ? { onEvent: o.onEvent } : {}),
  }).finally(() => discoverNow.catch(() => undefined));
  const after = await discoverNow;

  let from: string | undefined;
  let fromLabel = 'no baseline';
  if (found.baseline.kind === 'registry') {
    from = found.baseline.version;
    // the version is shown beside it: `2025.12.18 (npm @modelcontextprotocol/server-everything)`
    fromLabel = found.baseline.label.replace(/@[^@]*$/, '');
  } else if (ref !== undefined) {
    const texts = new Map<VersionFile, string | undefined>();
    for (const f of VERSION_FILES) texts.set(f, await fileAt(o.rootDir, ref, inFolder(dir, f)));
    from = agreedVersion(declaredVersions((f) => texts.get(f))).version?.version ?? scopedTagVersion(ref, { ...scope, bare: true }) ?? tagVersion(ref);
    fromLabel = ref;
  }

  if (!found.set) {
    const reasons = [`no baseline could be read for ${to}: ${found.baseline.tried.map((t) => `${t.kind}: ${t.detail}`).join('; ')}`];
    const r = report({
      ...o,
      before: { servers: {} },
      after: { servers: {} },
      notes,
      subject: { before: 'no baseline', after: 'the working tree' },
      to,
      ...(toLabel ? { toLabel } : {}),
      problems: [],
    });
    r.input.release.baseline = found.baseline;
    return { ...r, sinceLabel: 'no baseline', exitCode: EXIT_CODES.couldNotRun, reasons };
  }
  const r = report({
    ...o,
    before: found.set,
    after,
    notes: [...notes, ...found.notes],
    subject: { before: fromLabel, after: 'the working tree' },
    ...(from !== undefined ? { from } : {}),
    to,
    fromLabel,
    ...(toLabel ? { toLabel } : {}),
    problems,
  });
  r.input.release.baseline = found.baseline;
  const { bump, problems: all = [] } = r.input.release;
  const failures = r.evaluation.failures.length;
  const reasons: string[] = [];
  if (bump.ok === false) reasons.push(`${to} is too small: the contract changes need a ${bump.needed} release (${bump.suggested})`);
  if (bump.ok === undefined) reasons.push(`the bump cannot be checked: ${bump.unknown ?? 'a version is unknown'}`);
  reasons.push(...all);
  if (failures) reasons.push(`${failures} server side${failures === 1 ? '' : 's'} could not be read: the changes are not all known`);
  const exitCode = bump.ok === false || all.length ? EXIT_CODES.blocking : failures ? EXIT_CODES.couldNotRun : bump.ok === undefined ? EXIT_CODES.badInput : EXIT_CODES.pass;
  return { ...r, sinceLabel: fromLabel, exitCode, reasons };
}

/**
 * A release check's verdict and its job-summary Markdown: what the action's release mode writes to the job summary
 * and `release-check --github-summary FILE` writes for a preview (one definition). `extra`: further failure reasons
 * (the action's: the pushed tag names another version).
 */
export function releaseOutcome(r: Pick<ReleaseCheck, 'input' | 'exitCode' | 'reasons'>, extra: readonly string[] = []): { pass: boolean; reasons: string[]; changelog: string; markdown: string } {
  const reasons = [...r.reasons, ...extra];
  const pass = r.exitCode === EXIT_CODES.pass && reasons.length === 0;
  const failureReasons = pass ? [] : reasons.length ? reasons : ['the release check failed'];
  const changelog = renderChangelog(r.input);
  const failed = pass ? '' : `\n**Release check failed:** ${failureReasons.map((x) => x.replace(/[<>@`]/g, (c) => `&#${c.charCodeAt(0)};`)).join('; ')}.\n`;
  return { pass, reasons: failureReasons, changelog, markdown: `${changelog}${failed}` };
}
