import { relative, resolve } from 'node:path';
import { loadConfigAt, validateRuleIds } from '../config/index.js';
import { ALL_RULE_IDS } from '../policy/rules.js';
import { createOctokit } from '../publish/client.js';
import { GitHubApi } from '../publish/github.js';
import { InputError } from '../util/errors.js';
import { runDrift } from './drift.js';
import { pullRequestOf, readContext } from './event.js';
import { GitHubSession } from './github-session.js';
import { readInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import type { Outcome } from './outcome.js';
import { runPullRequest } from './pull-request.js';

const PR_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled', 'ready_for_review', 'edited']);
const DRIFT_EVENTS = new Set(['schedule', 'workflow_dispatch', 'push', 'repository_dispatch']);

/** The action: route the event, run the gate, publish. Returns the outcome; never throws for bad input (it fails the step). */
export async function run(io: ActionIO): Promise<Outcome> {
  try {
    return await route(io);
  } catch (err) {
    const message = err instanceof InputError ? err.message : `unexpected error: ${(err as Error).stack ?? String(err)}`;
    io.setFailed(`mcp-contract-gate: ${message}`);
    return { decision: 'fail', exitCode: err instanceof InputError ? 2 : 1 };
  }
}

async function route(io: ActionIO): Promise<Outcome> {
  const inputs = readInputs(io);
  const ctx = readContext(io.env);
  if (ctx.action) io.info(`pull request action: ${ctx.action}`);
  const rootDir = resolve(ctx.workspace, inputs.workingDirectory);
  const repoPrefix = relative(ctx.workspace, rootDir).split('\\').join('/');
  const config = loadConfigAt(rootDir, inputs.config, { env: io.env });
  validateRuleIds(config, ALL_RULE_IDS);
  if (config.servers.length === 0) throw new InputError(`${inputs.config}: no servers configured; add at least one under "servers"`);
  const lockfile = inputs.lockfile || config.lockfile;

  if (ctx.eventName === 'pull_request_target' && !inputs.allowPullRequestTarget)
    throw new InputError(
      'refusing to run on pull_request_target: that event runs with a write token and secrets, and this gate starts the MCP servers of the pull request\'s own code. ' +
        'Use the pull_request event (and the workflow_run pattern for forks, see the README), or set allow-pull-request-target: true if the servers are not built from the pull request.',
    );
  if (DRIFT_EVENTS.has(ctx.eventName)) return runDrift({ io, ctx, inputs, config, rootDir, lockfile });
  const pr = pullRequestOf(ctx);
  if (!pr || (ctx.eventName !== 'pull_request' && ctx.eventName !== 'pull_request_target'))
    throw new InputError(`unsupported event "${ctx.eventName}": run on pull_request (types: opened, synchronize, reopened, labeled, unlabeled), or on schedule / workflow_dispatch / push for drift checks`);
  if (ctx.action && !PR_ACTIONS.has(ctx.action)) io.info(`pull_request action "${ctx.action}": running the gate anyway`);
  if (!inputs.token) throw new InputError('input "github-token" is empty: pass ${{ github.token }} (the default) or a token with pull-requests, issues, checks and contents permissions');

  const timescale = Number(io.env.MCP_CONTRACT_GATE_GITHUB_TIMESCALE ?? '1');
  const octokit = createOctokit(inputs.token, { apiUrl: ctx.apiUrl, log: (m) => io.info(m), timescale: Number.isFinite(timescale) && timescale > 0 ? timescale : 1 });
  const gh = new GitHubSession(new GitHubApi(octokit, { owner: ctx.owner, repo: ctx.repo }, ctx.graphqlUrl), io);
  const identity = inputs.botLogin || (await gh.api.viewerLogin()) || 'github-actions[bot]';
  return runPullRequest({ io, ctx, inputs, config, rootDir, repoPrefix, lockfile, pr, gh, identity });
}
