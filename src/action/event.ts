import { readFileSync } from 'node:fs';
import { isObject, type JsonObject } from '../util/json.js';
import { InputError } from '../util/errors.js';

/** What the workflow run is about, from the runner's environment and the webhook payload. */
export interface RunContext {
  eventName: string;
  action?: string;
  payload: JsonObject;
  owner: string;
  repo: string;
  sha: string;
  apiUrl: string;
  graphqlUrl: string;
  serverUrl: string;
  workflow: string;
  job: string;
  runId: string;
  workspace: string;
  runnerTemp: string;
}

export interface PullRequestInfo {
  number: number;
  author: string;
  headSha: string;
  headRef: string;
  baseSha: string;
  baseRef: string;
  labels: string[];
  /** The head branch lives in another repository: the token cannot push there. */
  fork: boolean;
  /** On a `labeled` event: who applied which label (the webhook's sender). */
  labeledNow?: { label: string; by: string };
}

export function readContext(env: Record<string, string | undefined>): RunContext {
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = repository.split('/');
  if (!owner || !repo) throw new InputError('GITHUB_REPOSITORY is not set: run this inside a GitHub Actions workflow (or use the CLI)');
  let payload: JsonObject = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      const data = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'));
      if (isObject(data)) payload = data;
    } catch (err) {
      throw new InputError(`cannot read the event payload at GITHUB_EVENT_PATH (${(err as Error).message})`);
    }
  }
  const apiUrl = env.GITHUB_API_URL ?? 'https://api.github.com';
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    action: typeof payload.action === 'string' ? payload.action : undefined,
    payload,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? '',
    apiUrl,
    graphqlUrl: env.GITHUB_GRAPHQL_URL ?? `${apiUrl.replace(/\/$/, '')}/graphql`,
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    workflow: env.GITHUB_WORKFLOW ?? '',
    job: env.GITHUB_JOB ?? '',
    runId: env.GITHUB_RUN_ID ?? '',
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    runnerTemp: env.RUNNER_TEMP ?? '',
  };
}

export function pullRequestOf(ctx: RunContext): PullRequestInfo | undefined {
  const pr = ctx.payload.pull_request;
  if (!isObject(pr)) return undefined;
  const head = isObject(pr.head) ? pr.head : {};
  const base = isObject(pr.base) ? pr.base : {};
  const headRepo = isObject(head.repo) ? head.repo : {};
  const baseRepo = isObject(base.repo) ? base.repo : {};
  const user = isObject(pr.user) ? pr.user : {};
  const labels = Array.isArray(pr.labels) ? pr.labels.filter(isObject).map((l) => String(l.name)) : [];
  const info: PullRequestInfo = {
    number: Number(pr.number),
    author: String(user.login ?? ''),
    headSha: String(head.sha ?? ''),
    headRef: String(head.ref ?? ''),
    baseSha: String(base.sha ?? ''),
    baseRef: String(base.ref ?? ''),
    labels,
    fork: Boolean(headRepo.full_name && baseRepo.full_name && headRepo.full_name !== baseRepo.full_name),
  };
  const label = isObject(ctx.payload.label) ? String(ctx.payload.label.name) : undefined;
  const sender = isObject(ctx.payload.sender) ? String(ctx.payload.sender.login) : undefined;
  if (ctx.action === 'labeled' && label && sender) info.labeledNow = { label, by: sender };
  return info;
}
