import picomatch from 'picomatch';
import { gatherRefs, type Gathered } from '../app/gate-refs.js';
import { failCheckRun } from '../app/fail-check.js';
import { publishPullRequest as publishOnGitHub } from '../app/publish-pull-request.js';
import type { GateConfig } from '../model/config.js';
import { emitCommandAnnotations } from '../publish/annotations.js';
import { plural } from '../report/common.js';
import type { Scrubber } from '../util/secrets.js';
import type { PullRequestInfo, RunContext } from './event.js';
import type { GitHubSession } from './github-session.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import { finish, type Outcome } from './outcome.js';

export interface PullRequestRun {
  io: ActionIO;
  ctx: RunContext;
  inputs: ActionInputs;
  config: GateConfig;
  rootDir: string;
  /** `working-directory` relative to the repository root ('' at the root). */
  repoPrefix: string;
  pr: PullRequestInfo;
  gh: GitHubSession;
  identity: string;
  /** Every secret value the action knows: a lockfile containing one is never committed. */
  scrubber: Scrubber;
}

/** The gate on a pull request: discover, judge, approve, re-pin, and report on the PR and its head commit. */
export async function runPullRequest(run: PullRequestRun, gather: (run: PullRequestRun) => Promise<Gathered> = (r) => gatherPullRequest(r)): Promise<Outcome> {
  const { ctx, inputs, pr, gh } = run;
  const check = await gh.write('creating the check run', () => gh.api.createCheckRun(inputs.checkName, pr.headSha, runUrl(ctx)));
  try {
    return await publishPullRequest(run, check, await gather(run));
  } catch (err) {
    if (check) await failCheckRun(gh, check.id, err);
    throw err;
  }
}

/** Keep only the servers a shard discovers (the `servers` input: ids or globs); every server when empty. */
export function shardFilter(patterns: string[]): (id: string) => boolean {
  if (patterns.length === 0) return () => true;
  return (id) => patterns.some((p) => p === id || picomatch.isMatch(id, p, { dot: true }));
}

/** Discovery for a pull request (the part that runs the pull request's code): base policy, head servers, both sides. */
export async function gatherPullRequest(run: PullRequestRun, inShard: (id: string) => boolean = () => true): Promise<Gathered> {
  const { io, ctx, inputs, pr } = run;
  return gatherRefs({
    config: run.config,
    configPath: inputs.config,
    rootDir: run.rootDir,
    baseRef: pr.baseSha,
    lockfile: inputs.lockfile,
    env: io.env,
    ...(ctx.runnerTemp ? { tmpDir: ctx.runnerTemp } : {}),
    onEvent: (e) => logDiscovery(io, e),
    secrets: run.scrubber,
    inShard,
  });
}

/** Everything after discovery, by the app's use case; the action prints the annotations and writes its outputs. */
export async function publishPullRequest(run: PullRequestRun, check: { id: number; app?: string } | undefined, g: Gathered): Promise<Outcome> {
  const { io, ctx, inputs, pr, gh } = run;
  const published = await publishOnGitHub({
    settings: inputs,
    pr,
    gh,
    rootDir: run.rootDir,
    repoPrefix: run.repoPrefix,
    identity: run.identity,
    scrubber: run.scrubber,
    today: io.now().toISOString().slice(0, 10),
    workflow: ctx.workflow,
    job: ctx.job,
    runUrl: runUrl(ctx),
    check,
    gathered: g,
    annotate: (annotations) => emitCommandAnnotations(io, annotations),
  });
  const { verdict, evaluation, report, summaryMarkdown, repinnedSha, approval } = published;
  return finish(io, { decision: verdict.decision, reasons: verdict.reasons, exit: verdict.exit, evaluation, report, summaryMarkdown, repinnedSha, approval, ctx, gh });
}

export function runUrl(ctx: RunContext): string | undefined {
  return ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;
}

function logDiscovery(io: ActionIO, e: { type?: string; server?: string; ref?: string; snapshot?: { tools: unknown[]; error?: { message: string } } }): void {
  if (e.type !== 'end' || !e.snapshot) return;
  const where = `${e.server}${e.ref ? ` @ ${e.ref}` : ''}`;
  io.info(e.snapshot.error ? `✗ ${where}: ${e.snapshot.error.message}` : `✓ ${where}: ${plural(e.snapshot.tools.length, 'tool')}`);
}
