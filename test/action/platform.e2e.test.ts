import { buildMergeGroupEvent, buildWorkflowRunEvent, type GitHubStandIn } from '../support/github/index.js';
import {
  SERVER,
  LABEL,
  OWNER,
  profile,
  docSnippet,
  readmeWorkflow,
  REPO,
  pullRequestStandIn,
  runAction,
  scenario,
  tokenPermissionsFor,
  type ActionResult,
  type Scenario,
  type SnippetJob,
} from './harness.js';

/**
 * The gate at scale on GitHub: the merge queue, the discover/publish split (read-only discovery, publish that runs no
 * pull-request code), sharded discovery and forks through workflow_run. Every run uses a documented snippet's events,
 * permissions and inputs, against the stand-in.
 */
const T0 = profile('seed000-t0.json');
const T1 = profile('seed000-t1.json');
const RESULTS = 'mcp-contract-gate-results';

let gh: GitHubStandIn;
let s: Scenario;

/** Three servers serving the same tools file: enough to shard. */
const threeServers = ['search-a', 'search-b'].map((id) => `  - id: ${id}\n    command: node\n    args: [${JSON.stringify(SERVER)}, --profile, server/tools.json]\n`).join('');

async function setup(o: { fork?: boolean; configExtra?: string } = {}) {
  s = await scenario(T0, T1, o.configExtra ? { configExtra: o.configExtra } : {});
  gh = await pullRequestStandIn(s, o);
}

afterEach(async () => {
  await gh?.close();
  await s?.remote.cleanup();
});

const ours = () => gh.commentsOn(7).filter((c) => c.body.startsWith('<!-- mcp-contract-gate:'));
const job = (snippet: string, name: string, doc = 0): SnippetJob => docSnippet(snippet)[doc]!.jobs.find((j) => j.name === name)!;
const withShard = (inputs: Record<string, string>, shard: string) => Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, v.replace('${{ matrix.shard }}', shard)]));
type Event = Parameters<typeof runAction>[2];

/** A discover job of a snippet: its permissions on the token, its inputs; nothing may be sent to GitHub. */
async function discover(snippet: string, shard: string, event: Event, doc = 0): Promise<ActionResult> {
  const j = job(snippet, 'discover', doc);
  gh.setTokenPermissions(tokenPermissionsFor(j.permissions));
  const before = gh.requests.length;
  const r = await runAction(gh, s, { ...event, inputs: withShard(j.inputs, shard), exactInputs: true });
  expect(r.code).toBe(0);
  expect(r.result).toBeDefined();
  expect(gh.requests.length).toBe(before); // discovery talks to no one
  return r;
}

/** The publish job: the trusted checkout, the artifacts downloaded under RESULTS/<artifact>/. */
async function publish(snippet: string, results: Record<string, string>, event: Event, o: { doc?: number; checkout?: string } = {}): Promise<ActionResult> {
  const j = job(snippet, 'publish', o.doc ?? 0);
  gh.setTokenPermissions(tokenPermissionsFor(j.permissions));
  const files = Object.fromEntries(Object.entries(results).map(([artifact, text]) => [`${RESULTS}/${artifact}/mcp-contract-gate-discovery.json`, text]));
  return runAction(gh, s, { ...event, inputs: j.inputs, exactInputs: true, files, checkout: o.checkout ?? s.base });
}

describe('merge queue', () => {
  test('the README workflow also runs on merge_group', () => {
    expect(readmeWorkflow().on).toHaveProperty('merge_group');
  });

  test('a queued pull request that was approved and re-pinned: the merge group check passes on its commit', async () => {
    await setup();
    await runAction(gh, s, { action: 'opened' });
    gh.addLabelEvent({ number: 7, label: LABEL, actor: 'maint' });
    const approved = await runAction(gh, s, { action: 'labeled', sender: 'maint', label: LABEL });
    const merged = approved.outputs['repinned-sha']!;
    const r = await runAction(gh, s, {
      action: 'opened',
      headSha: merged,
      sha: merged,
      eventName: 'merge_group',
      payload: buildMergeGroupEvent({ owner: OWNER, repo: REPO, headSha: merged, baseSha: s.base }) as never,
      spawn: true, // one run per event kind spawns the bundle as a runner does
    });
    expect(r.code).toBe(0);
    expect(r.outputs.decision).toBe('pass');
    expect(gh.checkRunsFor(merged).at(-1)).toMatchObject({ name: 'MCP contract gate', conclusion: 'success' });
    gh.assertClean();
  });

  test('a merge group whose contracts differ from its lockfile fails on the queue commit and says labels do not apply there', async () => {
    await setup();
    const r = await runAction(gh, s, {
      action: 'opened',
      sha: s.head,
      eventName: 'merge_group',
      payload: buildMergeGroupEvent({ owner: OWNER, repo: REPO, headSha: s.head, baseSha: s.base }) as never,
    });
    expect(r.code).toBe(1);
    const check = gh.checkRunsFor(s.head).at(-1)!;
    expect(check).toMatchObject({ name: 'MCP contract gate', conclusion: 'failure' });
    expect(check.output.title).toMatch(/blocking differences? from the lockfile/);
    expect(r.summary).toMatch(/Labels do not apply in a merge queue/);
    expect(ours()).toHaveLength(0);
    gh.assertClean();
  });
});

describe('discover with a read-only token, publish without running pull-request code', () => {
  test('the split workflow (docs/action.md): read-only discover jobs, a publish job with the write permissions', () => {
    const [wf] = docSnippet('split');
    expect(wf!.on).toHaveProperty('pull_request');
    expect(job('split', 'discover').permissions).toEqual({ contents: 'read' });
    expect(job('split', 'publish').permissions).toMatchObject({ contents: 'write', 'pull-requests': 'write', issues: 'write', checks: 'write' });
    expect(job('split', 'publish').inputs).toMatchObject({ mode: 'publish', results: RESULTS });
  });

  test('one shard: publish posts the comment and the check; after a label, it approves and re-pins', async () => {
    await setup();
    const d = await discover('split', '', { action: 'opened' });
    const r = await publish('split', { 'mcp-contract-discovery-0': d.result! }, { action: 'opened' });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ decision: 'fail', breaking: '2', silent: '3' });
    expect(ours()).toHaveLength(1);
    expect(gh.checkRunsFor(s.head).at(-1)).toMatchObject({ conclusion: 'failure' });
    // the check's summary says which run and workflow file produced the result (this run: its discover jobs)
    const summary = gh.checkRunsFor(s.head).at(-1)!.output.summary;
    expect(summary).toContain('### Where the results came from');
    expect(summary).toMatch(
      /Workflow run \[MCP contract gate \(run 9876543210\)\]\(https?:\/\/[^)]+\/actions\/runs\/9876543210\) · event `pull_request` · head branch `feature` · workflow file `\.github\/workflows\/mcp-contract-gate\.yml` \(this run/,
    );
    expect(summary).toContain('| `mcp-contract-discovery-0/mcp-contract-gate-discovery.json` | `reviews` |');
    expect(ours()[0]!.body).not.toContain('Where the results came from'); // the check records it; the comment stays short
    gh.addLabelEvent({ number: 7, label: LABEL, actor: 'maint' });
    const d2 = await discover('split', '', { action: 'labeled', sender: 'maint', label: LABEL });
    const r2 = await publish('split', { 'mcp-contract-discovery-0': d2.result! }, { action: 'labeled', sender: 'maint', label: LABEL });
    expect(r2.outputs).toMatchObject({ decision: 'approved', approval: 'approved' });
    expect(r2.outputs['repinned-sha']).toMatch(/^[0-9a-f]{40}$/);
    gh.assertClean();
  });

  test("the snippet's matrix (two shards) and a three-shard matrix: one comment and one check for all servers", async () => {
    await setup({ configExtra: threeServers });
    const shards = ['reviews', 'search-a', 'search-b'];
    const results: Record<string, string> = {};
    for (const [i, shard] of shards.entries()) results[`mcp-contract-discovery-${i}`] = (await discover('split', shard, { action: 'opened' })).result!;
    const r = await publish('split', results, { action: 'opened' });
    expect(r.code).toBe(1);
    expect(ours()).toHaveLength(1);
    expect(gh.checkRunsFor(s.head).filter((c) => c.name === 'MCP contract gate')).toHaveLength(1);
    const body = ours()[0]!.body;
    for (const id of shards) expect(body).toContain(`Server \`${id}\``);
    // the snippet's own matrix: its globs split the same servers in two
    const matrix = job('split', 'discover').matrix!.shard as string[];
    const two: Record<string, string> = {};
    for (const [i, shard] of matrix.entries()) two[`mcp-contract-discovery-${i}`] = (await discover('split', shard === 'search-*' ? 'search-*' : shard, { action: 'synchronize' })).result!;
    const r2 = await publish('split', two, { action: 'synchronize' });
    expect(r2.outputs).toMatchObject({ breaking: String(2 * 3), silent: String(3 * 3) });
    gh.assertClean();
  });

  test.each([
    ['a shard is missing', (all: string[]) => ({ a: all[0]!, b: all[1]! }), /no shard discovered 'search-b'/],
    ['a shard is there twice', (all: string[]) => ({ a: all[0]!, b: all[1]!, c: all[2]!, d: all[2]! }), /'search-b' was discovered by more than one shard/],
  ])('%s: publish fails closed, on the check too', async (_what, pick, why) => {
    await setup({ configExtra: threeServers });
    const all: string[] = [];
    for (const shard of ['reviews', 'search-a', 'search-b']) all.push((await discover('split', shard, { action: 'opened' })).result!);
    const r = await publish('split', pick(all), { action: 'opened' });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(why);
    const check = gh.checkRunsFor(s.head).at(-1)!;
    expect(check).toMatchObject({ conclusion: 'failure' });
    expect(check.output.summary).toMatch(why);
    expect(ours()).toHaveLength(0);
  });

  test('a result discovered at an older head commit is not published over a newer push', async () => {
    await setup();
    const old = await discover('split', '', { action: 'opened' });
    const next = await s.remote.commit('feature', { 'README.md': '# tools\n\nnewer\n' }, 'Newer push');
    gh.pushToPullRequest(7, next);
    const r = await publish('split', { 'mcp-contract-discovery-0': old.result! }, { action: 'synchronize', headSha: next });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/was discovered at [0-9a-f]{7}, but the pull request's head is now [0-9a-f]{7}/);
    expect(gh.checkRunsFor(next).at(-1)).toMatchObject({ conclusion: 'failure' });
    expect(gh.state.commits).toHaveLength(0);
  });
});

describe('forks: discover in the pull_request workflow, publish from a trusted workflow_run', () => {
  test('the fork snippet (docs/action.md): a read-only pull_request workflow and a workflow_run that follows it', () => {
    const [untrusted, trusted] = docSnippet('fork');
    expect(untrusted!.on).toHaveProperty('pull_request');
    expect(untrusted!.jobs[0]!.permissions).toEqual({ contents: 'read' });
    expect(trusted!.on.workflow_run).toMatchObject({ workflows: [untrusted!.name], types: ['completed'] });
  });

  test('a fork: the publish workflow comments and checks; after a label, approved, and the pin command since a fork cannot be pushed', async () => {
    await setup({ fork: true });
    const wr = (headSha: string) => ({
      action: 'opened' as const,
      fork: true,
      eventName: 'workflow_run',
      payload: buildWorkflowRunEvent({
        owner: OWNER,
        repo: REPO,
        headSha,
        headBranch: 'feature',
        fork: { owner: 'alice' },
        runId: 4242,
        workflow: 'MCP contract gate (discover)',
        workflowPath: '.github/workflows/mcp-discover.yml',
      }) as never,
    });
    const d = await discover('fork', '', { action: 'opened', fork: true });
    const r = await publish('fork', { 'mcp-contract-discovery': d.result! }, wr(s.head), { doc: 1 });
    expect(r.code).toBe(1);
    expect(ours()).toHaveLength(1);
    expect(gh.checkRunsFor(s.head).at(-1)).toMatchObject({ conclusion: 'failure' });
    // from the workflow_run payload: the run, its event and head branch, the workflow file; and the artifact's file
    const summary = gh.checkRunsFor(s.head).at(-1)!.output.summary;
    expect(summary).toMatch(
      /Workflow run \[MCP contract gate \\\(discover\\\) \(run 4242\)\]\(https?:\/\/[^)]+\/actions\/runs\/4242\) · event `pull_request` · head branch `feature` · workflow file `\.github\/workflows\/mcp-discover\.yml` \(from the `workflow_run` event/,
    );
    expect(summary).toContain('| `mcp-contract-discovery/mcp-contract-gate-discovery.json` | `reviews` |');
    expect(summary).toContain('not what it says');
    gh.addLabelEvent({ number: 7, label: LABEL, actor: 'maint' });
    const d2 = await discover('fork', '', { action: 'labeled', sender: 'maint', label: LABEL, fork: true });
    const r2 = await publish('fork', { 'mcp-contract-discovery': d2.result! }, wr(s.head), { doc: 1 });
    expect(r2.outputs).toMatchObject({ decision: 'fail', approval: 'approved' });
    expect(r2.summary).toContain('npx mcp-contract-gate pin --by maint');
    expect(gh.state.commits).toHaveLength(0);
    gh.assertClean();
  });

  test('a workflow_run for an older head commit publishes nothing', async () => {
    await setup({ fork: true });
    const d = await discover('fork', '', { action: 'opened', fork: true });
    const next = await s.remote.commit('feature', { 'README.md': '# newer\n' }, 'Newer');
    gh.pushToPullRequest(7, next);
    const r = await publish(
      'fork',
      { 'mcp-contract-discovery': d.result! },
      {
        action: 'opened',
        fork: true,
        eventName: 'workflow_run',
        payload: buildWorkflowRunEvent({ owner: OWNER, repo: REPO, headSha: s.head, headBranch: 'feature', fork: { owner: 'alice' } }) as never,
      },
      { doc: 1 },
    );
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/the newer push has its own run/);
    expect(ours()).toHaveLength(0);
  });
});

describe("the project's own CI", () => {
  test('the action step in ci.yml discovers every fixture server of its config', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { parse } = await import('yaml');
    const { ROOT } = await import('../support/paths.js');
    const { loadConfigAt } = await import('../../src/config/index.js');
    const { discoverAll } = await import('../../src/discovery/index.js');
    const ci = parse(readFileSync(join(ROOT, '.github/workflows/ci.yml'), 'utf8')) as { jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, string> }> }> };
    const step = Object.values(ci.jobs)
      .flatMap((j) => j.steps)
      .find((st) => st.uses === './')!;
    expect(step.with).toMatchObject({ mode: 'discover' });
    const config = loadConfigAt(ROOT, step.with!.config!, { env: {} });
    const set = await discoverAll(config.servers, { rootDir: ROOT, env: {} });
    for (const srv of config.servers) {
      expect(set.servers[srv.id]?.error).toBeUndefined();
      expect(set.servers[srv.id]?.tools.length).toBeGreaterThan(0);
    }
  });
});

test('the release workflow verifies the tag against package.json, the suite and dist/, then moves the major tag', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { parse } = await import('yaml');
  const { ROOT } = await import('../support/paths.js');
  const wf = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as { on: { push: { tags: string[] } }; jobs: { release: { steps: Array<{ run?: string }> } } };
  expect(wf.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+']);
  const runs = wf.jobs.release.steps.map((st) => st.run ?? '').join('\n');
  expect(runs).toMatch(/package\.json/);
  expect(runs).toMatch(/bash \.ci\/run/);
  expect(runs).toMatch(/git diff --exit-code --stat -- dist/);
  expect(runs).toMatch(/git tag -f "\$major"/);
});
