import { mergeQueue } from '../../src/app/merge-queue.js';
import { loadConfigAt } from '../../src/config/index.js';
import { DEFAULT_CONFIG_PATH } from '../../src/model/config.js';
import { InputError } from '../../src/util/errors.js';
import type { GitHubStandIn } from '../support/github/index.js';
import { pinned, profile, pullRequestStandIn, scenario, type Scenario } from '../action/harness.js';
import { gitHubSession, recordingIO } from './github-port.js';

/**
 * mergeQueue (src/app/merge-queue.ts) called directly: the check on the merge queue's commit, through the action's
 * own GitHubPort talking HTTP to the GitHub stand-in, on a real git commit made on the queue's branch from the base,
 * with the real fixture MCP server started from that commit's checkout.
 */
const T0 = profile('seed000-t0.json');
const T1 = profile('seed000-t1.json');
const ENV = { PATH: process.env.PATH };

let gh: GitHubStandIn;
let s: Scenario;

beforeEach(async () => {
  s = await scenario(T0, T1); // main: tools T0 pinned in mcp-contracts.lock.json
  gh = await pullRequestStandIn(s);
});
afterEach(async () => {
  await gh?.close();
  await s?.remote.cleanup();
});

/** The queue's merge commit (on gh-readonly-queue/main/…, parent: the base) with `files` changed, and the check on it. */
async function queue(files: Record<string, string | null>) {
  const headSha = await s.remote.commit(`gh-readonly-queue/main/pr-7-${s.base}`, files, 'Merge pull request #7', { from: s.base });
  const rootDir = await s.remote.checkout(headSha);
  const io = recordingIO();
  const session = gitHubSession(gh, io);
  const run = mergeQueue({
    gh: session,
    checkName: 'MCP contract gate',
    headSha,
    baseSha: s.base,
    rootDir,
    configPath: DEFAULT_CONFIG_PATH,
    config: loadConfigAt(rootDir, DEFAULT_CONFIG_PATH, { env: ENV }),
    lockfile: '',
    env: ENV,
    today: new Date().toISOString().slice(0, 10),
    runUrl: undefined,
  });
  return { headSha, run, session, io };
}

test('the merged tree carries the lockfile its pull request re-pinned: success on the queue commit', async () => {
  const { headSha, run, session } = await queue({ 'server/tools.json': T1, 'mcp-contracts.lock.json': await pinned(T1) });
  const r = await run;
  expect(r.verdict.decision).toBe('pass');
  expect(r.evaluation.findings).toEqual([]);
  expect(session.problems).toEqual([]);
  const runs = gh.checkRunsFor(headSha);
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatchObject({ name: 'MCP contract gate', status: 'completed', conclusion: 'success', annotations: [] });
  expect(runs[0]!.output.title).toBe('Live contracts match the lockfile');
  expect(runs[0]!.output.summary).toContain("The merged result's live contracts match mcp-contracts.lock.json.");
  expect(runs[0]!.output.summary).toBe(r.summaryMarkdown);
  // the queue writes nothing but its check: no comment, no label, no commit
  expect(gh.requests.filter((q) => q.method !== 'GET').map((q) => `${q.method} ${q.operationId ?? q.path}`)).toEqual(['POST checks/create', 'PATCH checks/update']);
  gh.assertClean();
});

test('the merged tree drifted from its lockfile: failure on the queue commit, the differences annotated, labels do not apply', async () => {
  const { headSha, run } = await queue({ 'server/tools.json': T1 });
  const r = await run;
  expect(r.verdict.decision).toBe('fail');
  expect(r.evaluation.blocking).toBe(5);
  const [check] = gh.checkRunsFor(headSha);
  expect(check).toMatchObject({ name: 'MCP contract gate', status: 'completed', conclusion: 'failure' });
  expect(check!.output.title).toBe('5 blocking differences from the lockfile');
  expect(check!.output.summary).toMatch(/Labels do not apply in a merge queue/);
  expect(check!.output.summary).toContain('search_reviews');
  const line = T1.split('\n').findIndex((l) => l.includes('"search_reviews"')) + 1;
  expect(check!.annotations.find((a) => a.title?.includes('param-renamed'))).toMatchObject({ path: 'server/tools.json', start_line: line, annotation_level: 'failure' });
  expect(gh.state.comments).toEqual([]);
  expect(gh.state.commits).toEqual([]);
  gh.assertClean();
});

test('no lockfile in the merged tree: the check fails saying so, and the run stops with an input error', async () => {
  const { headSha, run } = await queue({ 'mcp-contracts.lock.json': null });
  await expect(run).rejects.toThrow(InputError);
  await expect(run).rejects.toThrow(/has no mcp-contracts\.lock\.json: each pull request must pin its contracts before it is queued/);
  const [check] = gh.checkRunsFor(headSha);
  expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
  expect(check!.output.title).toBe('No lockfile in the merge group');
  expect(check!.history.map((h) => h.via)).toEqual(['create', 'update']); // completed once
  gh.assertClean();
});

test('a lockfile the merged tree breaks: the check fails with the reason instead of staying in progress', async () => {
  const { headSha, run } = await queue({ 'mcp-contracts.lock.json': '{ "format": \n' });
  await expect(run).rejects.toThrow(InputError);
  const [check] = gh.checkRunsFor(headSha);
  expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
  expect(check!.output.title).toBe('The gate could not run');
  expect(check!.output.summary).toContain('mcp-contracts.lock.json');
  expect(check!.history.map((h) => h.via)).toEqual(['create', 'update']);
  gh.assertClean();
});
