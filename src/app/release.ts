import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { Env } from '../config/interpolate.js';
import { lockedLaunch, parseLaunchSpec } from '../config/launch-spec.js';
import { lockfileFromJson, lockfileToSnapshotSet } from '../contract/lockfile.js';
import { parseSnapshot, readJsonInput } from '../contract/snapshot.js';
import type { SnapshotSet } from '../contract/types.js';
import type { DiffResult } from '../diff/engine.js';
import { isObject } from '../util/json.js';
import { configAtBase } from '../discovery/discover-refs.js';
import { discoverAll, type DiscoveryEvent } from '../discovery/index.js';
import { discoverSides, lockfileAt } from '../discovery/sides.js';
import { git, GitError, resolveCommit, withBaseWorktree } from '../git/worktree.js';
import type { GateConfig, ServerConfig } from '../model/config.js';
import type { Severity } from '../model/severity.js';
import { judge } from '../policy/judge.js';
import type { Evaluation } from '../policy/types.js';
import { contractFindings, releaseBump } from '../policy/versioning.js';
import type { ReleaseInfo, ReportInput } from '../report/model.js';
import { InputError } from '../util/errors.js';
import { EXIT_CODES } from '../util/exit-codes.js';
import { agreedVersion, declaredVersions, previousReleaseTag, tagVersion, VERSION_FILES, type VersionFile } from './release-version.js';

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
}

/** The text of `path` (relative to the root) at `ref`, or undefined when it is not there. */
async function textAt(rootDir: string, ref: string, path: string): Promise<string | undefined> {
  try {
    return await git(rootDir, ['show', `${ref}:./${path}`]);
  } catch (err) {
    if (err instanceof GitError) return undefined;
    throw err;
  }
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
  for (const f of VERSION_FILES) texts.set(f, await textAt(rootDir, ref, f));
  return declaredVersions((f) => texts.get(f));
}

/**
 * The contracts at a git ref: the lockfile committed there when it has one, else its servers discovered in a
 * temporary worktree with the config as it is there (a server that is not in it was not released then).
 */
export async function contractsAt(o: Common & { ref: string }): Promise<{ set: SnapshotSet; from: 'lockfile' | 'discovery'; notes: string[] }> {
  const sha = await resolveCommit(o.rootDir, o.ref);
  const lock = await lockfileAt(o.rootDir, sha, o.lockfile);
  if (lock) return { set: lockfileToSnapshotSet(lock), from: 'lockfile', notes: [] };
  return withBaseWorktree(
    o.rootDir,
    sha,
    async (dir) => {
      const chosen = configAtBase(o.config, o.rootDir, dir, { env: o.env, baseRef: o.ref });
      const set = await discoverAll(chosen.config.servers, {
        rootDir: dir,
        env: o.env,
        concurrency: o.config.concurrency,
        downloadConcurrency: o.config.downloadConcurrency,
        ...(o.onEvent ? { onEvent: o.onEvent } : {}),
      });
      const notes = [`No lockfile at ${o.lockfile} at ${o.ref}: its contracts are the servers as discovered there.`];
      if (chosen.from === 'none') notes.push(`${o.ref} has no config at this path: it had no servers.`);
      if (chosen.error) notes.push(`The config at ${o.ref} could not be used (${chosen.error}); the current config was used there.`);
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
  o: Pick<Common, 'config' | 'today' | 'failOn'> & {
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
  const severities = contractFindings(evaluation.findings).map((f) => f.severity);
  const bump = releaseBump(severities, {
    ...(o.from !== undefined ? { from: o.from } : {}),
    ...(o.to !== undefined ? { to: o.to } : {}),
    ...(o.config.policy.zeroVersions ? { zeroVersions: o.config.policy.zeroVersions } : {}),
  });
  const policyProblems = evaluation.findings.filter((f) => RELEASE_PROBLEM_RULES.has(f.rule) && f.blocking).map((f) => f.message);
  const release: ReleaseInfo = {
    bump,
    ...(o.fromLabel ? { fromLabel: o.fromLabel } : {}),
    ...(o.toLabel ? { toLabel: o.toLabel } : {}),
    problems: [...(o.problems ?? []), ...policyProblems],
  };
  return { diff, evaluation, input: { diff, evaluation, subject: o.subject, release } };
}

/**
 * `changelog REF REF`: the contracts at two refs of the repository (each ref's lockfile, else its servers), judged by
 * the current config's policy, with the versions the project files declare at each ref.
 */
export async function changelogRefs(o: Common & { before: string; after: string; versions?: { from?: string; to?: string } }): Promise<ReleaseReport> {
  const a = await contractsAt({ ...o, ref: o.before });
  const b = await contractsAt({ ...o, ref: o.after });
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
  o: Pick<Common, 'config' | 'today' | 'failOn'> & { before: { path: string; name: string }; after: { path: string; name: string }; from?: string; to?: string },
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

/** A server's launch spec at another version of its package (`--since-published`): the published release. */
function atVersion(server: ServerConfig, version: string): ServerConfig {
  const spec = server.transport === 'stdio' && server.command ? parseLaunchSpec(server.command, server.args ?? []) : undefined;
  const launch = spec ? lockedLaunch(server.command!, server.args ?? [], { version }) : undefined;
  if (!spec || !launch)
    throw new InputError(`--since-published: server ${server.id} launches no package at a version (${server.url ?? server.command ?? 'no command'}); compare with a git tag instead (--since REF)`);
  return { ...server, command: launch.command, args: launch.args };
}

export interface ReleaseCheckOptions extends Common {
  /** The version being released; default: what the project files in the working tree declare. */
  version?: string;
  /** The last release as a git ref (a tag); default: the highest version tag below the version being released. */
  since?: string;
  /** The last release as the published packages at this version (servers that launch a package). */
  sincePublished?: string;
  /** The version when no project file declares one (the action: the pushed tag's), and where it came from. */
  fallbackVersion?: { version: string; label: string };
}

/** A release check's result: the report (with its verdict) and the exit code. */
export interface ReleaseCheck extends ReleaseReport {
  /** How the last release was found, for the report's subject. */
  sinceLabel: string;
  exitCode: number;
  /** Why the check failed, one sentence each (empty when it passed). */
  reasons: string[];
}

/**
 * `release-check`: the contracts at the last release (a tag's lockfile, its servers, or the published packages) against
 * the working tree's servers, and the version being released against the bump the changes need. Fails (exit 1) when
 * the version is too small or a version problem stands; exit 3 when a server could not be read (the changelog would
 * be incomplete), exit 2 when a version cannot be read.
 */
export async function releaseCheck(o: ReleaseCheckOptions): Promise<ReleaseCheck> {
  if (o.since !== undefined && o.sincePublished !== undefined) throw new InputError('give --since or --since-published, not both');
  const declared = declaredVersions((f) => textIn(o.rootDir, f));
  const agreed = agreedVersion(declared);
  const to = o.version ?? agreed.version?.version ?? o.fallbackVersion?.version;
  if (to === undefined)
    throw new InputError(`no version to check: ${declared.problems[0] ?? `none of ${VERSION_FILES.join(', ')} in ${o.rootDir} declares one`}; pass the version being released with --version`);
  if (!semver.valid(semver.clean(to) ?? to)) throw new InputError(`the version being released, ${to}, is not a semver version (e.g. 1.3.0)`);
  const toLabel = o.version !== undefined ? undefined : (agreed.version?.file ?? o.fallbackVersion?.label);
  const problems = o.version !== undefined ? [] : [...agreed.disagreements];

  let before: SnapshotSet;
  let after: SnapshotSet;
  let notes: string[];
  let from: string | undefined;
  let fromLabel: string;
  if (o.sincePublished !== undefined) {
    if (!semver.valid(semver.clean(o.sincePublished) ?? o.sincePublished)) throw new InputError(`--since-published ${o.sincePublished} is not a semver version`);
    const published = o.config.servers.map((s) => atVersion(s, o.sincePublished!));
    const discover = (servers: ServerConfig[]) =>
      discoverAll(servers, { rootDir: o.rootDir, env: o.env, concurrency: o.config.concurrency, downloadConcurrency: o.config.downloadConcurrency, ...(o.onEvent ? { onEvent: o.onEvent } : {}) });
    [before, after] = await Promise.all([discover(published), discover(o.config.servers)]);
    notes = [`The last release is the published packages at ${o.sincePublished}.`];
    from = o.sincePublished;
    fromLabel = `published ${o.sincePublished}`;
  } else {
    let ref = o.since;
    const found: string[] = [];
    if (ref === undefined) {
      const { tags, remote } = await releaseTags(o.rootDir);
      const previous = previousReleaseTag(tags, to);
      if (!previous)
        throw new InputError(
          `no release before ${to} to compare with: no version tag below it${tags.length ? ` among ${tags.length} tags` : ' (the clone has no tags: fetch them, e.g. actions/checkout with fetch-depth: 0)'}; name it with --since REF`,
        );
      ref = previous.tag;
      found.push(`The last release is ${ref}, the highest version tag below ${to}${remote ? " (from origin's tags)" : ''}.`);
    }
    const sides = await discoverSides({
      config: o.config,
      rootDir: o.rootDir,
      baseSha: ref,
      lockfile: o.lockfile,
      env: o.env,
      ...(o.tmpDir ? { tmpDir: o.tmpDir } : {}),
      ...(o.onEvent ? { onEvent: o.onEvent } : {}),
    });
    before = sides.before;
    after = sides.after;
    notes = [
      ...found,
      ...(sides.baselineFrom === 'base-lockfile'
        ? [`The contracts of ${ref} are its lockfile, ${o.lockfile}.`]
        : [`No lockfile at ${o.lockfile} at ${ref}: its contracts are its servers as discovered there.`]),
    ];
    const atRef = agreedVersion(await versionsAt(o.rootDir, ref));
    from = atRef.version?.version ?? tagVersion(ref);
    fromLabel = ref;
  }
  const r = report({
    ...o,
    before,
    after,
    notes,
    subject: { before: fromLabel, after: 'the working tree' },
    ...(from !== undefined ? { from } : {}),
    to,
    fromLabel,
    ...(toLabel ? { toLabel } : {}),
    problems,
  });
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
