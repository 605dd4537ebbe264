/**
 * Webhook event payloads for GITHUB_EVENT_PATH, built from GitHub's real examples (npm `@octokit/webhooks-examples`) with
 * repository, pull request, SHAs, users and labels rewritten; plus the environment a runner gives an action.
 *
 * The examples package has no `schedule` and no `pull_request_target` examples: `pull_request_target` payloads are the
 * `pull_request` ones (only the event name and GITHUB_SHA/GITHUB_REF differ), and `schedule` is built from the
 * repository object of a `push` example.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../paths.js';
import { identity, idFor, type Identity } from './objects.js';

export const WEBHOOK_EXAMPLES_PATH = join(ROOT, 'node_modules/@octokit/webhooks-examples/api.github.com/index.json');

/** Webhook payloads are open-ended JSON; tests index into them freely. */
type Obj = Record<string, any>;
interface WebhookDefinition {
  name: string;
  actions: string[];
  examples: Obj[];
}

let definitions: WebhookDefinition[] | undefined;
function examples(event: string): Obj[] {
  definitions ??= JSON.parse(readFileSync(WEBHOOK_EXAMPLES_PATH, 'utf8')) as WebhookDefinition[];
  return definitions.find((d) => d.name === event)?.examples ?? [];
}

/** A deep copy of a real example for an event (and action), preferring one that has the keys in `prefer`. */
export function webhookExample(event: string, action?: string, prefer: string[] = []): Obj {
  const all = examples(event).filter((e) => action === undefined || e.action === action);
  if (!all.length) throw new Error(`@octokit/webhooks-examples has no ${event}${action ? `.${action}` : ''} example`);
  const score = (e: Obj) => prefer.filter((k) => k in e).length;
  const best = [...all].sort((a, b) => score(b) - score(a))[0]!;
  return JSON.parse(JSON.stringify(best)) as Obj;
}

export type PullRequestAction = 'opened' | 'synchronize' | 'reopened' | 'labeled' | 'unlabeled' | 'edited' | 'closed' | 'ready_for_review' | 'converted_to_draft';

export interface RepoSpec {
  owner: string;
  repo: string;
  ownerType?: 'Organization' | 'User'; // default Organization
  repoId?: number;
  private?: boolean;
  defaultBranch?: string; // default main
  /** URLs inside the payload (default: GitHub's). Pass the stand-in's url to make API links point at it. */
  apiUrl?: string;
  serverUrl?: string;
}

export interface PullRequestEventOptions extends RepoSpec {
  number: number;
  headSha: string;
  baseSha: string;
  headRef: string;
  baseRef: string;
  author: string | Identity;
  /** Who triggered the event (default: the author; for labeled/unlabeled pass who applied the label). */
  sender?: string | Identity;
  /** The label of a labeled/unlabeled event (also put on `pull_request.labels` for labeled). */
  label?: string | { name: string; color?: string; description?: string | null };
  /** Labels on the pull request besides `label`. */
  labels?: string[];
  /** true: head comes from `<author>/<repo>`; or name the fork. */
  fork?: boolean | { owner: string; repo?: string };
  /** synchronize: the previous head (`before`); default: a derived fake SHA. */
  before?: string;
  /** The test merge commit (`pull_request.merge_commit_sha`, GITHUB_SHA for pull_request); default: a derived fake SHA. */
  mergeSha?: string;
  title?: string;
  body?: string | null;
  draft?: boolean;
}

function fakeSha(...parts: string[]): string {
  return createHash('sha1').update(parts.join(':')).digest('hex');
}
const repoIdFor = (owner: string, repo: string) => 700_000_000 + (createHash('sha1').update(`${owner}/${repo}`).digest().readUInt32BE(0) % 99_999_999);

/** Deep string replacement over a JSON value. */
function replaceStrings<T>(v: T, pairs: Array<[string | RegExp, string]>): T {
  if (typeof v === 'string') {
    let s: string = v;
    for (const [from, to] of pairs) s = typeof from === 'string' ? s.split(from).join(to) : s.replace(from, to);
    return s as unknown as T;
  }
  if (Array.isArray(v)) return v.map((x) => replaceStrings(x, pairs)) as unknown as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replaceStrings(x, pairs)])) as T;
  return v;
}

function urlPairs(spec: { apiUrl?: string; serverUrl?: string }): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (spec.apiUrl) pairs.push(['https://api.github.com', spec.apiUrl.replace(/\/$/, '')]);
  if (spec.serverUrl) pairs.push(['https://github.com', spec.serverUrl.replace(/\/$/, '')]);
  return pairs;
}

function nodeIdOf(kind: string, id: number): string {
  return Buffer.from(`${kind}${id}`).toString('base64');
}

/** An example user object rewritten to `who`. */
function rewriteUser(example: Obj, who: Identity, spec: RepoSpec): Obj {
  const u = replaceStrings(example, [[`/${example.login}`, `/${who.login}`], [`u/${example.id}?`, `u/${who.id}?`], ...urlPairs(spec)]);
  const nodeKind = who.type === 'Organization' ? '012:Organization' : who.type === 'Bot' ? '03:Bot' : '04:User';
  return {
    ...u,
    login: who.login,
    id: who.id,
    node_id: nodeIdOf(nodeKind, who.id),
    type: who.type,
    site_admin: false,
    // push payloads carry the owner's name and e-mail too
    ...('name' in u ? { name: who.login } : {}),
    ...('email' in u ? { email: `${who.id}+${who.login}@users.noreply.github.com` } : {}),
  };
}

/** An example repository object rewritten to owner/name (and fork-ness). */
function rewriteRepo(example: Obj, o: { owner: Identity; name: string; id: number; fork: boolean; private: boolean; defaultBranch: string }, spec: RepoSpec): Obj {
  const full = `${o.owner.login}/${o.name}`;
  const r = replaceStrings(example, [[example.full_name as string, full], ...urlPairs(spec)]);
  return {
    ...r,
    id: o.id,
    node_id: nodeIdOf('010:Repository', o.id),
    name: o.name,
    full_name: full,
    private: o.private,
    fork: o.fork,
    owner: rewriteUser(example.owner as Obj, o.owner, spec),
    default_branch: o.defaultBranch,
    ...('master_branch' in r ? { master_branch: o.defaultBranch } : {}),
    ...('visibility' in r ? { visibility: o.private ? 'private' : 'public' } : {}),
    description: null,
    homepage: null,
  };
}

function ownerOf(spec: RepoSpec): Identity {
  return identity(spec.owner, spec.ownerType ?? 'Organization');
}

function baseRepo(example: Obj, spec: RepoSpec): Obj {
  return rewriteRepo(
    example,
    { owner: ownerOf(spec), name: spec.repo, id: spec.repoId ?? repoIdFor(spec.owner, spec.repo), fork: false, private: spec.private ?? false, defaultBranch: spec.defaultBranch ?? 'main' },
    spec,
  );
}

/** Sets or removes `organization` to match the owner type (examples differ in whether they carry one). */
function setOrganization(payload: Obj, spec: RepoSpec): void {
  if ((spec.ownerType ?? 'Organization') !== 'Organization') {
    delete payload.organization;
    return;
  }
  const template = (payload.organization as Obj | undefined) ?? findOrganizationExample();
  const owner = ownerOf(spec);
  const org = replaceStrings(template, [[`/orgs/${template.login}`, `/orgs/${owner.login}`], [`u/${template.id}?`, `u/${owner.id}?`], ...urlPairs(spec)]);
  payload.organization = { ...org, login: owner.login, id: owner.id, node_id: nodeIdOf('012:Organization', owner.id), description: '' };
}

function findOrganizationExample(): Obj {
  for (const name of ['pull_request', 'push', 'workflow_dispatch']) for (const e of examples(name)) if (e.organization) return JSON.parse(JSON.stringify(e.organization)) as Obj;
  throw new Error('no organization object in the webhook examples');
}

function labelObject(example: Obj | undefined, l: string | { name: string; color?: string; description?: string | null }, spec: RepoSpec): Obj {
  const o = typeof l === 'string' ? { name: l } : l;
  const id = 8_000_000_000 + (createHash('sha1').update(o.name.toLowerCase()).digest().readUInt32BE(0) % 999_999_999);
  const apiUrl = (spec.apiUrl ?? 'https://api.github.com').replace(/\/$/, '');
  return {
    ...(example ?? {}),
    id,
    node_id: nodeIdOf('05:Label', id),
    url: `${apiUrl}/repos/${spec.owner}/${spec.repo}/labels/${encodeURIComponent(o.name)}`,
    name: o.name,
    color: o.color ?? 'ededed',
    default: false,
    description: o.description ?? null,
  };
}

/**
 * A `pull_request` webhook payload for `action`, from a real `pull_request.<action>` example with every repository, PR,
 * SHA, user and label field rewritten. `fork: true` gives `pull_request.head.repo` another owner and `fork: true`.
 */
export function buildPullRequestEvent(action: PullRequestAction, o: PullRequestEventOptions): Obj {
  const ex = webhookExample('pull_request', action, (o.ownerType ?? 'Organization') === 'Organization' ? ['organization'] : []);
  const exPr = ex.pull_request as Obj;
  const author = identity(o.author);
  const sender = identity(o.sender ?? o.author);
  const repo = baseRepo(ex.repository as Obj, o);
  const forkSpec = o.fork === true ? { owner: author.login, repo: o.repo } : o.fork ? { owner: o.fork.owner, repo: o.fork.repo ?? o.repo } : undefined;
  const headRepo = forkSpec
    ? rewriteRepo(
        exPr.head.repo as Obj,
        { owner: identity(forkSpec.owner), name: forkSpec.repo, id: repoIdFor(forkSpec.owner, forkSpec.repo), fork: true, private: false, defaultBranch: o.defaultBranch ?? 'main' },
        o,
      )
    : repo;
  const fullName = `${o.owner}/${o.repo}`;
  const oldFull = exPr.base.repo.full_name as string;
  const pr = replaceStrings(exPr, [
    [`${oldFull}/pulls/${exPr.number}`, `${fullName}/pulls/${o.number}`],
    [`${oldFull}/pull/${exPr.number}`, `${fullName}/pull/${o.number}`],
    [`${oldFull}/issues/${exPr.number}`, `${fullName}/issues/${o.number}`],
    [exPr.head.sha as string, o.headSha],
    [oldFull, fullName],
    ...urlPairs(o),
  ]);
  const labelNames = [...(o.labels ?? [])];
  const theLabel = o.label !== undefined ? labelObject(ex.label as Obj | undefined, o.label, o) : undefined;
  if (theLabel && action === 'labeled' && !labelNames.includes(theLabel.name)) labelNames.push(theLabel.name);
  const labels = labelNames.map((n) => (theLabel && theLabel.name === n ? theLabel : labelObject(ex.label as Obj | undefined, n, o)));
  const prId = 2_100_000_000 + (createHash('sha1').update(`${fullName}#${o.number}`).digest().readUInt32BE(0) % 99_999_999);
  Object.assign(pr, {
    id: prId,
    node_id: nodeIdOf('011:PullRequest', prId),
    number: o.number,
    state: action === 'closed' ? 'closed' : 'open',
    locked: false,
    title: o.title ?? `Pull request #${o.number}`,
    body: o.body ?? null,
    user: rewriteUser(exPr.user as Obj, author, o),
    labels,
    milestone: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    merge_commit_sha: o.mergeSha ?? fakeSha('merge', o.baseSha, o.headSha),
    draft: o.draft ?? false,
    merged: false,
    merged_at: null,
    merged_by: null,
    closed_at: null,
    author_association: author.login === o.owner ? 'OWNER' : forkSpec ? 'CONTRIBUTOR' : 'MEMBER',
    maintainer_can_modify: !!forkSpec,
    head: {
      ...(pr.head as Obj),
      label: `${forkSpec?.owner ?? o.owner}:${o.headRef}`,
      ref: o.headRef,
      sha: o.headSha,
      user: rewriteUser(exPr.head.user as Obj, forkSpec ? identity(forkSpec.owner) : ownerOf(o), o),
      repo: headRepo,
    },
    base: { ...(pr.base as Obj), label: `${o.owner}:${o.baseRef}`, ref: o.baseRef, sha: o.baseSha, user: rewriteUser(exPr.base.user as Obj, ownerOf(o), o), repo },
  });
  const payload: Obj = { action, number: o.number, pull_request: pr };
  if (action === 'synchronize') {
    payload.before = o.before ?? fakeSha('before', o.headSha);
    payload.after = o.headSha;
  }
  if (action === 'labeled' || action === 'unlabeled') {
    if (!theLabel) throw new Error(`buildPullRequestEvent('${action}') needs a label`);
    payload.label = theLabel;
  }
  payload.repository = repo;
  if (ex.organization || (o.ownerType ?? 'Organization') === 'Organization') {
    payload.organization = ex.organization;
    setOrganization(payload, o);
  }
  payload.sender = rewriteUser(ex.sender as Obj, sender, o);
  return payload;
}

/** `pull_request_target` carries the same payload as `pull_request` (run `prepareRunner` with eventName 'pull_request_target'). */
export function buildPullRequestTargetEvent(action: PullRequestAction, o: PullRequestEventOptions): Obj {
  return buildPullRequestEvent(action, o);
}

export interface PushEventOptions extends RepoSpec {
  ref: string;
  before: string;
  after: string;
  pusher?: string | Identity;
  sender?: string | Identity;
  message?: string;
}

/** A branch `push` payload (from the `refs/heads/…` push example). */
export function buildPushEvent(o: PushEventOptions): Obj {
  const ex = webhookExample('push', undefined, ['organization', 'head_commit']);
  const all = examples('push').filter((e) => String(e.ref).startsWith('refs/heads/'));
  const base = all.length ? (JSON.parse(JSON.stringify(all[0])) as Obj) : ex;
  const oldFull = base.repository.full_name as string;
  const pusher = identity(o.pusher ?? o.sender ?? 'octocat');
  const fullName = `${o.owner}/${o.repo}`;
  const serverUrl = (o.serverUrl ?? 'https://github.com').replace(/\/$/, '');
  const commit = base.head_commit ? replaceStrings(base.head_commit as Obj, [[oldFull, fullName], ...urlPairs(o)]) : {};
  const headCommit = {
    ...commit,
    id: o.after,
    tree_id: fakeSha('tree', o.after),
    message: o.message ?? 'Update',
    url: `${serverUrl}/${fullName}/commit/${o.after}`,
    author: { name: pusher.login, email: `${pusher.id}+${pusher.login}@users.noreply.github.com`, username: pusher.login },
    committer: { name: 'GitHub', email: 'noreply@github.com', username: 'web-flow' },
  };
  const zero = /^0{40}$/;
  const payload: Obj = {
    ref: o.ref,
    before: o.before,
    after: o.after,
    created: zero.test(o.before),
    deleted: zero.test(o.after),
    forced: false,
    base_ref: null,
    compare: `${serverUrl}/${fullName}/compare/${o.before.slice(0, 12)}...${o.after.slice(0, 12)}`,
    commits: zero.test(o.after) ? [] : [headCommit],
    head_commit: zero.test(o.after) ? null : headCommit,
    repository: { ...baseRepo(base.repository as Obj, o), master_branch: o.defaultBranch ?? 'main' },
    pusher: { name: pusher.login, email: `${pusher.id}+${pusher.login}@users.noreply.github.com` },
    sender: rewriteUser(base.sender as Obj, identity(o.sender ?? pusher), o),
  };
  setOrganization(payload, o);
  return payload;
}

export interface WorkflowDispatchOptions extends RepoSpec {
  ref?: string;
  inputs?: Record<string, string | boolean | number>;
  workflow?: string;
  sender?: string | Identity;
}

export function buildWorkflowDispatchEvent(o: WorkflowDispatchOptions): Obj {
  const ex = webhookExample('workflow_dispatch', undefined, ['organization']);
  const payload: Obj = {
    inputs: o.inputs ?? {},
    ref: o.ref ?? `refs/heads/${o.defaultBranch ?? 'main'}`,
    repository: baseRepo(ex.repository as Obj, o),
    sender: rewriteUser(ex.sender as Obj, identity(o.sender ?? 'octocat'), o),
    workflow: o.workflow ?? '.github/workflows/mcp-contract-gate.yml',
  };
  payload.organization = ex.organization;
  setOrganization(payload, o);
  return payload;
}

export interface ScheduleOptions extends RepoSpec {
  cron?: string;
  workflow?: string;
}

/** `schedule` (no example exists): `{ schedule, repository, organization?, workflow }`, as GitHub sends it (no sender). */
export function buildScheduleEvent(o: ScheduleOptions): Obj {
  const ex = webhookExample('workflow_dispatch', undefined, ['organization']);
  const payload: Obj = {
    schedule: o.cron ?? '0 6 * * 1',
    repository: baseRepo(ex.repository as Obj, o),
    workflow: o.workflow ?? '.github/workflows/mcp-contract-gate.yml',
  };
  setOrganization(payload, o);
  return payload;
}

export interface MergeGroupOptions extends RepoSpec {
  headSha: string;
  baseSha: string;
  baseRef?: string;
  prNumber?: number;
  sender?: string | Identity;
}

/** A `merge_group` `checks_requested` payload (from the real example): the queue's temporary branch and its commits. */
export function buildMergeGroupEvent(o: MergeGroupOptions): Obj {
  const ex = webhookExample('merge_group', 'checks_requested');
  const base = o.baseRef ?? 'main';
  const headRef = `refs/heads/gh-readonly-queue/${base}/pr-${o.prNumber ?? 7}-${o.baseSha}`;
  const mg = ex.merge_group as Obj;
  const payload: Obj = {
    action: 'checks_requested',
    merge_group: {
      ...mg,
      head_sha: o.headSha,
      head_ref: headRef,
      base_sha: o.baseSha,
      base_ref: `refs/heads/${base}`,
      head_commit: { ...(mg.head_commit as Obj), id: o.headSha, tree_id: fakeSha('tree', o.headSha), message: `Merge pull request #${o.prNumber ?? 7}` },
    },
    repository: baseRepo(ex.repository as Obj, o),
    sender: rewriteUser(ex.sender as Obj, identity(o.sender ?? 'github-merge-queue[bot]', 'Bot'), o),
  };
  setOrganization(payload, o);
  return payload;
}

export interface WorkflowRunOptions extends RepoSpec {
  headSha: string;
  headBranch: string;
  runId?: number;
  workflow?: string;
  event?: string;
  conclusion?: string;
  fork?: { owner: string; repo?: string };
  /** The workflow file of the run (`workflow_run.path`, as GitHub sends it; the example predates the field). */
  workflowPath?: string;
}

/**
 * A `workflow_run` `completed` payload (from the real example): the run of the untrusted workflow that a trusted one
 * follows. As GitHub sends it for forks, `pull_requests` is empty: the pull request is found another way.
 */
export function buildWorkflowRunEvent(o: WorkflowRunOptions): Obj {
  const ex = webhookExample('workflow_run', 'completed');
  const wr = ex.workflow_run as Obj;
  const repo = baseRepo(wr.repository as Obj, o);
  const headRepo = o.fork
    ? rewriteRepo(
        wr.head_repository as Obj,
        { owner: identity(o.fork.owner, 'User'), name: o.fork.repo ?? o.repo, id: repoIdFor(o.fork.owner, o.fork.repo ?? o.repo), fork: true, private: false, defaultBranch: 'main' },
        o,
      )
    : repo;
  const payload: Obj = {
    action: 'completed',
    workflow: ex.workflow,
    workflow_run: {
      ...wr,
      id: o.runId ?? 1_234_567_890,
      name: o.workflow ?? 'MCP contract gate',
      event: o.event ?? 'pull_request',
      status: 'completed',
      conclusion: o.conclusion ?? 'success',
      head_branch: o.headBranch,
      head_sha: o.headSha,
      ...(o.workflowPath ? { path: o.workflowPath } : {}),
      pull_requests: [],
      repository: repo,
      head_repository: headRepo,
    },
    repository: baseRepo(ex.repository as Obj, o),
    sender: rewriteUser(ex.sender as Obj, identity('octocat'), o),
  };
  setOrganization(payload, o);
  return payload;
}

// ---------------------------------------------------------------------------------------------------------------------
// Runner environment

/** The env var @actions/core reads an input from: `INPUT_` + name upper-cased with spaces → `_` (dashes are kept). */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

export type EventName = 'pull_request' | 'pull_request_target' | 'push' | 'schedule' | 'workflow_dispatch' | string;

export interface RunnerOptions {
  eventName: EventName;
  payload: Obj;
  inputs?: Record<string, string | number | boolean>;
  /** The stand-in's url / graphqlUrl. */
  apiUrl: string;
  graphqlUrl?: string;
  serverUrl?: string;
  /** Default per event: pull_request → merge_commit_sha; pull_request_target → base sha; push → after; otherwise required for a real SHA. */
  sha?: string;
  ref?: string;
  workspace?: string;
  workflow?: string;
  job?: string;
  runId?: number;
  runAttempt?: number;
  actor?: string;
  /** Extra variables (win over the computed ones). */
  env?: Record<string, string>;
}

export interface RunnerEnv {
  /** The variables a runner sets for a step (GITHUB_*, RUNNER_*, INPUT_*, CI). */
  env: Record<string, string>;
  dir: string;
  eventPath: string;
  outputPath: string;
  summaryPath: string;
  statePath: string;
  envPath: string;
  pathPath: string;
  runnerTemp: string;
  /** process.env minus inherited GITHUB_x, INPUT_x, RUNNER_x, ACTIONS_x variables (a CI runner's own), plus `env`: for spawn(). */
  processEnv(): NodeJS.ProcessEnv;
  /** What the step wrote with core.setOutput (GITHUB_OUTPUT). */
  readOutputs(): Record<string, string>;
  /** What the step wrote with core.summary (GITHUB_STEP_SUMMARY). */
  readSummary(): string;
  /** core.exportVariable (GITHUB_ENV) and core.saveState (GITHUB_STATE). */
  readExportedEnv(): Record<string, string>;
  readState(): Record<string, string>;
  cleanup(): void;
}

/** Writes the payload and the runner's command files into a temp dir and returns the environment for the action. */
export function prepareRunner(o: RunnerOptions): RunnerEnv {
  const dir = mkdtempSync(join(tmpdir(), 'standin-runner-'));
  const p = (n: string) => join(dir, n);
  const eventPath = p('event.json');
  writeFileSync(eventPath, JSON.stringify(o.payload, null, 2));
  for (const f of ['output', 'step_summary', 'state', 'env', 'path']) writeFileSync(p(f), '');
  const runnerTemp = join(dir, 'temp');
  mkdirSync(runnerTemp, { recursive: true });
  const repo = o.payload.repository as Obj | undefined;
  const fullName = String(repo?.full_name ?? 'octo-org/tools');
  const pr = o.payload.pull_request as Obj | undefined;
  let sha = o.sha;
  let ref = o.ref;
  let headRef = '';
  let baseRef = '';
  switch (o.eventName) {
    case 'pull_request':
      sha ??= String(pr?.merge_commit_sha);
      ref ??= `refs/pull/${String(o.payload.number)}/merge`;
      headRef = String(pr?.head?.ref ?? '');
      baseRef = String(pr?.base?.ref ?? '');
      break;
    case 'pull_request_target':
      sha ??= String(pr?.base?.sha);
      ref ??= `refs/heads/${String(pr?.base?.ref)}`;
      headRef = String(pr?.head?.ref ?? '');
      baseRef = String(pr?.base?.ref ?? '');
      break;
    case 'push':
      sha ??= String(o.payload.after);
      ref ??= String(o.payload.ref);
      break;
    case 'workflow_dispatch':
      ref ??= String(o.payload.ref);
      break;
    default:
      ref ??= `refs/heads/${String(repo?.default_branch ?? 'main')}`;
  }
  sha ??= '0'.repeat(40);
  const actor = o.actor ?? String((o.payload.sender as Obj | undefined)?.login ?? (repo?.owner as Obj | undefined)?.login ?? 'octocat');
  const workflow = o.workflow ?? 'MCP contract gate';
  const env: Record<string, string> = {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: fullName,
    GITHUB_REPOSITORY_OWNER: fullName.split('/')[0]!,
    GITHUB_REPOSITORY_ID: String(repo?.id ?? ''),
    GITHUB_SHA: sha,
    GITHUB_REF: ref,
    GITHUB_REF_NAME: o.eventName === 'pull_request' ? `${String(o.payload.number)}/merge` : ref.replace(/^refs\/(heads|tags)\//, ''),
    GITHUB_REF_TYPE: ref.startsWith('refs/tags/') ? 'tag' : 'branch',
    GITHUB_HEAD_REF: headRef,
    GITHUB_BASE_REF: baseRef,
    GITHUB_WORKFLOW: workflow,
    GITHUB_WORKFLOW_REF: `${fullName}/.github/workflows/mcp-contract-gate.yml@${ref}`,
    GITHUB_JOB: o.job ?? 'contracts',
    GITHUB_ACTION: '__run',
    GITHUB_RUN_ID: String(o.runId ?? 9_876_543_210),
    GITHUB_RUN_NUMBER: '42',
    GITHUB_RUN_ATTEMPT: String(o.runAttempt ?? 1),
    GITHUB_ACTOR: actor,
    GITHUB_ACTOR_ID: String(idFor(actor)),
    GITHUB_TRIGGERING_ACTOR: actor,
    GITHUB_SERVER_URL: (o.serverUrl ?? 'https://github.com').replace(/\/$/, ''),
    GITHUB_API_URL: o.apiUrl.replace(/\/$/, ''),
    GITHUB_GRAPHQL_URL: o.graphqlUrl ?? `${o.apiUrl.replace(/\/$/, '')}/graphql`,
    GITHUB_WORKSPACE: o.workspace ?? process.cwd(),
    GITHUB_OUTPUT: p('output'),
    GITHUB_STEP_SUMMARY: p('step_summary'),
    GITHUB_STATE: p('state'),
    GITHUB_ENV: p('env'),
    GITHUB_PATH: p('path'),
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'GitHub Actions 1',
    RUNNER_ENVIRONMENT: 'github-hosted',
    RUNNER_TOOL_CACHE: join(dir, 'toolcache'),
  };
  for (const [k, v] of Object.entries(o.inputs ?? {})) env[inputEnvName(k)] = String(v);
  Object.assign(env, o.env);
  return {
    env,
    dir,
    eventPath,
    runnerTemp,
    outputPath: p('output'),
    summaryPath: p('step_summary'),
    statePath: p('state'),
    envPath: p('env'),
    pathPath: p('path'),
    processEnv() {
      const clean: NodeJS.ProcessEnv = {};
      for (const [k, v] of Object.entries(process.env)) if (!/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)/.test(k)) clean[k] = v;
      const noProxy = [clean.NO_PROXY ?? clean.no_proxy, '127.0.0.1', 'localhost'].filter(Boolean).join(',');
      return { ...clean, NO_PROXY: noProxy, no_proxy: noProxy, ...env };
    },
    readOutputs: () => parseCommandFile(readFileSync(p('output'), 'utf8')),
    readSummary: () => readFileSync(p('step_summary'), 'utf8'),
    readExportedEnv: () => parseCommandFile(readFileSync(p('env'), 'utf8')),
    readState: () => parseCommandFile(readFileSync(p('state'), 'utf8')),
    cleanup: () => {
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Parses a GITHUB_OUTPUT / GITHUB_ENV / GITHUB_STATE file: `name<<DELIM\nvalue\nDELIM` blocks (what @actions/core writes)
 * and plain `name=value` lines.
 */
export function parseCommandFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line) continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delim] = heredoc as unknown as [string, string, string];
      const value: string[] = [];
      while (++i < lines.length && lines[i] !== delim) value.push(lines[i]!);
      out[name] = value.join('\n');
      continue;
    }
    const eq = line.indexOf('=');
    if (eq > 0) out[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return out;
}
