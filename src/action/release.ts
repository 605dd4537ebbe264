import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseCheck, releaseOutcome } from '../app/release.js';
import { folderOfTag } from '../app/release-baseline.js';
import { tagVersion } from '../app/release-version.js';
import type { GateConfig } from '../model/config.js';
import { sameVersion } from '../policy/versioning.js';
import { LIMITS } from '../publish/github.js';
import { changelogSummary } from '../report/changelog.js';
import { truncate } from '../report/escape.js';
import { InputError } from '../util/errors.js';
import { EXIT_CODES } from '../util/exit-codes.js';
import type { RunContext } from './event.js';
import type { GitHubSession } from './github-session.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import { finish, type Outcome } from './outcome.js';

/** The events release mode runs on: a pushed tag, a release (created, published, edited), or by hand. */
const RELEASE_EVENTS = new Set(['push', 'release', 'workflow_dispatch']);

/** Where the gate's part of a release's notes starts and ends: replaced on a re-run, the author's text kept around it. */
const NOTES_START = '<!-- mcp-contract-gate:changelog:start -->';
const NOTES_END = '<!-- mcp-contract-gate:changelog:end -->';

/** The tag being released: the release's tag, or the pushed (or dispatched) ref when it is a tag. */
function releaseTag(ctx: RunContext): string | undefined {
  const release = ctx.payload.release as { tag_name?: unknown } | undefined;
  if (ctx.eventName === 'release' && typeof release?.tag_name === 'string') return release.tag_name;
  const ref = typeof ctx.payload.ref === 'string' ? ctx.payload.ref : undefined;
  return ref?.startsWith('refs/tags/') ? ref.slice('refs/tags/'.length) : undefined;
}

/** The notes with the gate's changelog in its place: replacing the gate's earlier part, else after the author's text. */
function notesWith(body: string, changelog: string): string {
  const room = LIMITS.releaseBody - NOTES_START.length - NOTES_END.length - 4;
  const start = body.indexOf(NOTES_START);
  const end = body.indexOf(NOTES_END, start);
  const before = start >= 0 && end > start ? body.slice(0, start) : body ? `${body.replace(/\s+$/, '')}\n\n` : '';
  const after = start >= 0 && end > start ? body.slice(end + NOTES_END.length) : '';
  const part = truncate(changelog.trimEnd(), Math.max(0, room - before.length - after.length));
  return `${before}${NOTES_START}\n${part}\n${NOTES_END}${after}`;
}

/**
 * mode: release. Checks the release the workflow runs for: the contracts at the last release (the highest version tag
 * below the version, or the `since` input) against the servers of the checkout, and the version being released against
 * the bump their changes need. The changelog goes to the job summary and, with `release-notes: true` and a passing
 * check, into the GitHub release's notes (created for a pushed tag that has none yet). A version that is too small
 * fails the step, naming the changes and the version needed.
 */
export async function runRelease(o: { io: ActionIO; ctx: RunContext; inputs: ActionInputs; config: GateConfig; rootDir: string; gh?: () => Promise<GitHubSession> }): Promise<Outcome> {
  const { io, ctx, inputs } = o;
  if (!RELEASE_EVENTS.has(ctx.eventName)) throw new InputError(`mode release runs on push (of a tag), release or workflow_dispatch, not on ${ctx.eventName}`);
  const tag = releaseTag(ctx);
  if (inputs.releaseNotes && !tag) throw new InputError('input "release-notes" needs a tag to write the notes of: run on push of a tag (on: push: tags: ["v*"]) or on release');
  const fromTag = tag ? tagVersion(tag) : undefined;
  const packageDir = tag ? folderOfTag(o.config, o.rootDir, tag) : undefined;
  const r = await releaseCheck({
    config: o.config,
    rootDir: o.rootDir,
    lockfile: inputs.lockfile || o.config.lockfile,
    env: io.env,
    today: io.now().toISOString().slice(0, 10),
    ...(inputs.failOn ? { failOn: inputs.failOn } : {}),
    ...(inputs.version ? { version: inputs.version } : {}),
    ...(inputs.since ? { since: inputs.since } : {}),
    ...(ctx.runnerTemp ? { tmpDir: ctx.runnerTemp } : {}),
    ...(!inputs.version && fromTag ? { fallbackVersion: { version: fromTag, label: tag! } } : {}),
    // a tag named after a package of a monorepo (`pkg-b@0.3.1`) releases that package's folder; else every server
    ...(packageDir ? { packageDir } : { servers: o.config.servers.map((s) => s.id) }),
  });
  const bump = r.input.release.bump;
  // the tag names a version too: a tag v2.0.0 on a tree whose package.json says 1.3.0 releases two versions at once
  const mismatch = fromTag && bump.to && !sameVersion(bump.to, fromTag) && !inputs.version ? [`the tag ${tag} names ${fromTag}, but ${r.input.release.toLabel ?? 'the version'} says ${bump.to}`] : [];
  const outcome = releaseOutcome(r, mismatch);
  const { changelog, pass } = outcome;
  const dir = ctx.runnerTemp || join(ctx.workspace, '.mcp-contract-gate');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'mcp-contract-changelog.md');
  writeFileSync(file, (io.scrub ?? ((t: string) => t))(changelog));
  io.setOutput('changelog', file);
  io.setOutput('required-bump', bump.needed);
  if (bump.suggested) io.setOutput('suggested-version', bump.suggested);
  io.info(changelogSummary(r.input).trimEnd());

  let gh: GitHubSession | undefined;
  let notes = '';
  if (inputs.releaseNotes && tag) {
    if (!pass) notes = `\n\n_The release notes of ${tag} were not written: the release check failed._\n`;
    else {
      gh = await o.gh!();
      const session = gh;
      const body = (io.scrub ?? ((t: string) => t))(changelog);
      const existing = await session.read(`reading the release of ${tag}`, () => session.api.releaseByTag(tag));
      const written = existing
        ? await session.write(`updating the notes of release ${tag}`, () => session.api.updateReleaseNotes(existing.id, notesWith(existing.body, body)).then(() => existing.id))
        : session.problems.length
          ? undefined
          : await session.write(`creating release ${tag}`, () => session.api.createRelease(tag, notesWith('', body)));
      if (written !== undefined) {
        io.setOutput('release-id', written);
        notes = `\n\n_The changelog was written to the notes of release ${tag}._\n`;
      }
    }
  }
  const failureReasons = outcome.reasons;
  const exit = pass ? 'pass' : r.exitCode === EXIT_CODES.couldNotRun ? 'couldNotRun' : 'blocking';
  if (r.exitCode === EXIT_CODES.badInput && !pass) throw new InputError(failureReasons.join('; '));
  return finish(io, {
    decision: pass ? 'pass' : 'fail',
    reasons: failureReasons,
    exit,
    evaluation: r.evaluation,
    report: {
      ...r.input,
      nextStep: pass
        ? `The version makes the bump its contract changes need.`
        : bump.ok === false
          ? `Release ${bump.suggested} (or later) instead of ${bump.to}, or undo the changes listed.`
          : 'Fix what is listed, then run the release again.',
    },
    summaryMarkdown: `${outcome.markdown}${notes}`,
    ctx,
    ...(gh ? { gh } : {}),
  });
}
