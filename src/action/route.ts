import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { loadConfigAt, validateRuleIds } from '../config/index.js';
import { ALL_RULE_IDS } from '../policy/catalog.js';
import { createOctokit } from '../publish/client.js';
import { GitHubApi } from '../publish/github.js';
import { InputError } from '../util/errors.js';
import { runDrift } from './drift.js';
import { pullRequestOf, type PullRequestInfo, type RunContext } from './event.js';
import type { ActionInputs } from './inputs.js';
import { runMergeGroup } from './merge-group.js';
import { pullRequestForWorkflowRun, readResults, runDiscover, runPublish, type ReadResult } from './modes.js';
import { GitHubSession } from './github-session.js';
import type { ActionIO } from './io.js';
import type { Scrubber } from '../util/secrets.js';
import { interpolatedNames } from '../config/interpolate.js';
import { configOrServerJson, serverJsonEnvNames } from '../config/server-json.js';
import type { Outcome } from './outcome.js';
import { gatherPullRequest, runPullRequest } from './pull-request.js';
import { withPackageCache } from './package-cache.js';

const PR_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled', 'ready_for_review', 'edited']);
const DRIFT_EVENTS = new Set(['schedule', 'workflow_dispatch', 'push', 'repository_dispatch']);

/** The config's `${NAME}` values are secrets as far as publishing goes (a header token, an API key). */
function addInterpolatedSecrets(scrubber: Scrubber, rootDir: string, configPath: string, env: Record<string, string | undefined>): void {
  let text: string;
  try {
    text = readFileSync(resolve(rootDir, configPath), 'utf8');
  } catch {
    return; // loading the config reports it
  }
  for (const name of interpolatedNames(text)) scrubber.add(env[name]);
  for (const name of serverJsonEnvNames(text)) scrubber.add(env[name]);
}

/** The action once its inputs and context are read (run.ts): route the event, run the gate, publish. */
export async function route(io: ActionIO, scrubber: Scrubber, given: ActionInputs, ctx: RunContext): Promise<Outcome> {
  if (ctx.action) io.info(`pull request action: ${ctx.action}`);
  const rootDir = resolve(ctx.workspace, given.workingDirectory);
  // no gate config but a server.json: the repository is gated from it
  const inputs = { ...given, config: configOrServerJson(rootDir, given.config) };
  const repoPrefix = relative(ctx.workspace, rootDir).split('\\').join('/');
  addInterpolatedSecrets(scrubber, rootDir, inputs.config, io.env);
  if (io.mask) for (const value of scrubber.values()) io.mask(value);
  if (inputs.mode === 'publish') return routePublish(io, ctx, inputs, rootDir, repoPrefix, scrubber);
  const config = loadConfigAt(rootDir, inputs.config, { env: io.env });
  for (const s of config.servers) scrubber.keep(s.id); // an id is no secret: never masked, even when a secret equals it
  validateRuleIds(config, ALL_RULE_IDS);
  if (config.servers.length === 0) throw new InputError(`${inputs.config}: no servers configured; add at least one under "servers"`);
  if (inputs.mode === 'release') return (await import('./release.js')).runRelease({ io, ctx, inputs, config, rootDir, gh: () => session(io, ctx, inputs, scrubber) });

  if (ctx.eventName === 'pull_request_target' && !inputs.allowPullRequestTarget)
    throw new InputError(
      "refusing to run on pull_request_target: that event runs with a write token and secrets, and this gate starts the MCP servers of the pull request's own code. " +
        'Use the pull_request event (and the workflow_run pattern for forks, see docs/action.md), or set allow-pull-request-target: true if the servers are not built from the pull request.',
    );
  // the launches' package caches, restored before the servers start and saved after (warm runners)
  const cached = <T>(servers: typeof config.servers, fn: () => Promise<T>) => withPackageCache({ io, enabled: inputs.cache, eventName: ctx.eventName, servers, rootDir }, fn);
  if (DRIFT_EVENTS.has(ctx.eventName)) return cached(config.servers, () => runDrift({ io, ctx, inputs, config, rootDir, lockfile: inputs.lockfile || config.lockfile }));
  if (ctx.eventName === 'merge_group') {
    if (inputs.mode !== 'full') throw new InputError('merge_group runs in mode full (the merge queue judges the merged tree in one job)');
    const gh = await session(io, ctx, inputs, scrubber);
    return cached(config.servers, () => runMergeGroup({ io, ctx, inputs, config, rootDir, gh }));
  }
  const pr = pullRequestOf(ctx);
  if (!pr || (ctx.eventName !== 'pull_request' && ctx.eventName !== 'pull_request_target'))
    throw new InputError(
      `unsupported event "${ctx.eventName}": run on pull_request (types: opened, synchronize, reopened, labeled, unlabeled), merge_group, workflow_run (mode: publish), or on schedule / workflow_dispatch / push for drift checks`,
    );
  if (ctx.action && !PR_ACTIONS.has(ctx.action)) io.info(`pull_request action "${ctx.action}": running the gate anyway`);
  if (inputs.mode === 'discover') {
    // No GitHub writes, no token needed: this job runs the pull request's code.
    const configText = readFileSync(resolve(rootDir, inputs.config), 'utf8');
    return runDiscover({ io, ctx, configText, run: { io, ctx, inputs, config, rootDir, repoPrefix, pr, scrubber } });
  }
  const gh = await session(io, ctx, inputs, scrubber);
  const identity = await identityOf(gh, inputs);
  return runPullRequest({ io, ctx, inputs, config, rootDir, repoPrefix, pr, gh, identity, scrubber }, (r) => cached(config.servers, () => gatherPullRequest(r)));
}

/** Whose comment is the gate's own: the bot-login input, else the token's login, else the Actions bot. */
async function identityOf(gh: GitHubSession, inputs: ActionInputs): Promise<string> {
  return inputs.botLogin || (await gh.api.viewerLogin()) || 'github-actions[bot]';
}

async function session(io: ActionIO, ctx: RunContext, inputs: ActionInputs, scrubber: Scrubber): Promise<GitHubSession> {
  if (!inputs.token) throw new InputError('input "github-token" is empty: pass ${{ github.token }} (the default) or a token with pull-requests, issues, checks and contents permissions');
  const timescale = Number(io.env.MCP_CONTRACT_GATE_GITHUB_TIMESCALE ?? '1');
  const octokit = createOctokit(inputs.token, {
    apiUrl: ctx.apiUrl,
    log: (m) => io.info(m),
    timescale: Number.isFinite(timescale) && timescale > 0 ? timescale : 1,
    scrub: (v) => scrubber.scrubDeep(v),
  });
  return new GitHubSession(new GitHubApi(octokit, { owner: ctx.owner, repo: ctx.repo }, ctx.graphqlUrl), io);
}

/**
 * mode: publish, on pull_request (a job after the discover jobs of the same workflow) or workflow_run (a trusted
 * workflow for forks). It never starts a server; the head config is read from GitHub, not from the checkout.
 */
async function routePublish(io: ActionIO, ctx: RunContext, inputs: ActionInputs, rootDir: string, repoPrefix: string, scrubber: Scrubber): Promise<Outcome> {
  const gh = await session(io, ctx, inputs, scrubber);
  let pr: PullRequestInfo | undefined;
  let read: ReadResult[] | undefined;
  if (ctx.eventName === 'workflow_run') {
    // the results name the pull request: read once here, and published as read
    read = readResults(rootDir, inputs.results);
    pr = await pullRequestForWorkflowRun({ ctx, read, api: gh.api });
  } else if (ctx.eventName === 'pull_request') {
    const fromEvent = pullRequestOf(ctx);
    if (!fromEvent) throw new InputError('the pull_request payload has no pull_request');
    // The head as GitHub has it now: results from an older push must not be published over a newer one.
    const now = await gh.api.pullRequest(fromEvent.number);
    pr = { ...fromEvent, headSha: now.headSha, baseSha: now.baseSha };
  } else throw new InputError(`mode publish runs on pull_request (after the discover jobs) or workflow_run (for forks), not on ${ctx.eventName}`);
  const identity = await identityOf(gh, inputs);
  const headConfigPath = [repoPrefix, inputs.config].filter(Boolean).join('/').replace(/^\.\//, '');
  return runPublish({ io, ctx, inputs, rootDir, repoPrefix, pr, gh, identity, scrubber, headConfigPath, ...(read ? { read } : {}) });
}
