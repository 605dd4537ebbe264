import { readInputs } from '../../src/action/inputs.js';
import { gatherRefs } from '../../src/app/gate-refs.js';
import { publishPullRequest } from '../../src/app/publish-pull-request.js';
import { loadConfigAt } from '../../src/config/index.js';
import { parseLockfile } from '../../src/contract/lockfile.js';
import { git } from '../../src/git/worktree.js';
import type { CheckAnnotation } from '../../src/publish/github.js';
import { decodeRecord } from '../../src/publish/record.js';
import { stickyMarker } from '../../src/publish/sticky.js';
import { markerComment } from '../../src/report/escape.js';
import { Scrubber } from '../../src/util/secrets.js';
import type { GitHubStandIn } from '../support/github/index.js';
import { LABEL, profile, pullRequestStandIn, scenario, type Scenario } from '../action/harness.js';
import { gitHubSession, recordingIO } from './github-port.js';

/**
 * publishPullRequest (src/app/publish-pull-request.ts) called directly, without the bundle or an action process: the
 * action's own GitHubPort (GitHubSession over GitHubApi and its Octokit) speaks HTTP to the GitHub stand-in, which
 * validates every request against GitHub's descriptions; real git repositories, the real fixture MCP server at the
 * head (the baseline is the base commit's lockfile). The assertions are on what GitHub received.
 */
const T0 = profile('seed000-t0.json');
const T1 = profile('seed000-t1.json');
const ENV = { PATH: process.env.PATH };
const WORKFLOW = 'MCP contract gate';
const JOB = 'gate';

let gh: GitHubStandIn;
let s: Scenario;

afterEach(async () => {
  await gh?.close();
  await s?.remote.cleanup();
});

async function setup(baseTools: string, headTools: string, o: Parameters<typeof scenario>[2] = {}): Promise<void> {
  s = await scenario(baseTools, headTools, o);
  gh = await pullRequestStandIn(s);
}

/**
 * One run of the gate on pull request #7 as GitHub has it now, the way the action's full mode runs it: the check run
 * on the head, discovery in a checkout of the head, then the use case with the action's default inputs.
 */
async function gate() {
  const io = recordingIO();
  const session = gitHubSession(gh, io);
  const settings = readInputs(io);
  const pr = await session.api.pullRequest(7);
  const rootDir = await s.remote.checkout(pr.headSha);
  const config = loadConfigAt(rootDir, settings.config, { env: ENV });
  const check = await session.write('creating the check run', () => session.api.createCheckRun(settings.checkName, pr.headSha));
  const gathered = await gatherRefs({ config, configPath: settings.config, rootDir, baseRef: pr.baseSha, env: ENV });
  const annotated: CheckAnnotation[] = [];
  const result = await publishPullRequest({
    settings,
    pr,
    gh: session,
    rootDir,
    repoPrefix: '',
    identity: (await session.api.viewerLogin()) ?? 'github-actions[bot]',
    scrubber: new Scrubber([gh.token]),
    today: new Date().toISOString().slice(0, 10),
    workflow: WORKFLOW,
    job: JOB,
    runUrl: undefined,
    check,
    gathered,
    annotate: (a) => void annotated.push(...a),
  });
  expect(session.problems).toEqual([]);
  expect(io.warnings).toEqual([]);
  return { ...result, check, annotated, headSha: pr.headSha };
}

/** The gate's sticky comments on #7: those starting with its marker for this workflow and job. */
const ours = () => gh.commentsOn(7).filter((c) => c.body.startsWith(`${markerComment(stickyMarker(WORKFLOW, JOB))}\n`));
const commitMutations = () => gh.requests.filter((q) => q.graphql && q.graphql.query.includes('createCommitOnBranch'));

test('no contract change: a success check with an empty change set recorded, no comment, no re-pin', async () => {
  await setup(T0, T0, { headExtra: { 'README.md': '# tools\n\nDocs only.\n' } });
  const r = await gate();
  expect(r.verdict.decision).toBe('pass');
  expect(r.evaluation.findings).toEqual([]);
  expect(r.repinnedSha).toBeUndefined();
  const runs = gh.checkRunsFor(s.head);
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatchObject({ id: r.check!.id, name: 'MCP contract gate', status: 'completed', conclusion: 'success', annotations: [] });
  expect(runs[0]!.output.title).toBe('No contract changes');
  expect(decodeRecord(runs[0]!.externalId!)).toEqual({ pr: 7, fingerprint: '', complete: true });
  // nothing to say and no earlier comment to update: the pull request gets no comment
  expect(gh.state.comments).toEqual([]);
  expect(commitMutations()).toEqual([]);
  gh.assertClean();
});

test('a breaking change: a failure check with the findings as annotations, one sticky comment naming them, no re-pin', async () => {
  await setup(T0, T1);
  const r = await gate();
  expect(r.verdict.decision).toBe('fail');
  expect(r.evaluation.blocking).toBe(5);
  expect(r.approval).toBe('none');
  expect(r.repinnedSha).toBeUndefined();
  const [check] = gh.checkRunsFor(s.head);
  expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
  expect(check!.output.title).toMatch(/blocking/);
  // the annotations the action prints are the ones the check run received, on the line defining the tool
  expect(check!.annotations).toEqual(r.annotated);
  const line = T1.split('\n').findIndex((l) => l.includes('"search_reviews"')) + 1;
  expect(check!.annotations.find((a) => a.title?.includes('param-renamed'))).toMatchObject({ path: 'server/tools.json', start_line: line, annotation_level: 'failure' });
  const record = decodeRecord(check!.externalId!);
  expect(record).toMatchObject({ pr: 7, complete: true });
  expect(record!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  const comments = ours();
  expect(comments).toHaveLength(1);
  expect(comments[0]!.author.login).toBe('github-actions[bot]');
  expect(comments[0]!.body).toContain('search_reviews');
  expect(comments[0]!.body).toContain(`\`${LABEL}\``);
  expect(check!.output.summary).toContain('search_reviews');
  // nothing approved it: the lockfile is not touched
  expect(gh.state.commits).toEqual([]);
  expect(commitMutations()).toEqual([]);
  expect(gh.pull(7).headSha).toBe(s.head);
  gh.assertClean();
});

test('the sticky comment is updated in place: a second run, then a push that undoes the change, keep one comment', async () => {
  await setup(T0, T1);
  await gate();
  const [first] = ours();
  await gate();
  expect(ours()).toHaveLength(1);
  const fixed = await s.remote.commit('feature', { 'server/tools.json': T0 }, 'Undo the change');
  gh.pushToPullRequest(7, fixed);
  const r = await gate();
  expect(r.verdict.decision).toBe('pass');
  expect(gh.checkRunsFor(fixed)).toEqual([expect.objectContaining({ conclusion: 'success' })]);
  const comments = ours();
  expect(comments).toHaveLength(1);
  expect(comments[0]!.id).toBe(first!.id);
  expect(comments[0]!.body).not.toContain('search_reviews');
  expect(comments[0]!.body).toContain('No blocking contract changes.');
  const patches = gh.requests.filter((q) => q.method === 'PATCH' && q.path === `/repos/${gh.fullName}/issues/comments/${first!.id}`);
  expect(patches.map((q) => q.status)).toEqual([200, 200]);
  gh.assertClean();
});

test('approval by a maintainer after the completed report: a re-pin commit on the head branch, success on both commits', async () => {
  await setup(T0, T1);
  const first = await gate();
  expect(first.verdict.decision).toBe('fail');
  gh.addLabelEvent({ number: 7, label: LABEL, actor: 'maint' });
  const r = await gate();
  expect(r.approval).toBe('approved');
  expect(r.verdict.decision).toBe('approved');
  // one commit, made with GraphQL createCommitOnBranch on the head branch, expecting the head the run judged
  expect(gh.state.commits).toHaveLength(1);
  const commit = gh.state.commits[0]!;
  expect(r.repinnedSha).toBe(commit.oid);
  expect(commit).toMatchObject({ branch: 'feature', parentOid: s.head, headline: 'Re-pin MCP contracts (approved by @maint)', deletions: [] });
  expect(commit.additions.map((a) => a.path)).toEqual(['mcp-contracts.lock.json']);
  const [mutation] = commitMutations();
  expect((mutation!.graphql!.variables as { input: { expectedHeadOid: string } }).input.expectedHeadOid).toBe(s.head);
  expect(gh.pull(7).headSha).toBe(commit.oid);
  // the lockfile in the new commit pins the head's contracts, the approved ones with who approved them
  const lock = parseLockfile(await git(s.remote.dir, ['show', `${commit.oid}:mcp-contracts.lock.json`]), 'lock');
  expect(lock.servers.reviews!.tools.search_reviews!.approval).toMatchObject({ by: 'maint', pullRequest: 7 });
  expect(lock.servers.reviews!.tools.get_profile!.approval).toBeNull();
  // the check: success on the judged head, and the same report on the re-pin commit (a push by the token starts no run)
  const head = gh.checkRunsFor(s.head);
  expect(head.map((c) => c.conclusion)).toEqual(['failure', 'success']);
  expect(head[1]!.output.title).toBe('5 blocking contract changes, approved by @maint');
  expect(gh.checkRunsFor(commit.oid)).toEqual([expect.objectContaining({ name: 'MCP contract gate', status: 'completed', conclusion: 'success' })]);
  expect(gh.checkRunsFor(commit.oid)[0]!.externalId).toBe(head[1]!.externalId);
  // the sticky comment (updated, not added) says who approved and where the lockfile went
  expect(ours()).toHaveLength(1);
  expect(ours()[0]!.body).toContain('approved by maint with the `mcp-contract-approved` label');
  expect(ours()[0]!.body).toContain(`The lockfile was re-pinned in ${commit.oid.slice(0, 7)}`);
  gh.assertClean();
});

test('a label applied by the pull request author approves nothing: still failure, no re-pin, the comment says why', async () => {
  await setup(T0, T1);
  await gate();
  gh.addLabelEvent({ number: 7, label: LABEL, actor: 'alice' });
  const r = await gate();
  expect(r.approval).toBe('rejected');
  expect(r.verdict.decision).toBe('fail');
  expect(gh.state.commits).toEqual([]);
  expect(gh.checkRunsFor(s.head).map((c) => c.conclusion)).toEqual(['failure', 'failure']);
  expect(ours()[0]!.body).toMatch(/is the pull request's author/);
  gh.assertClean();
});
