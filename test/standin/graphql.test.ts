/** GraphQL against the stand-in: validated against GitHub's schema; createCommitOnBranch really commits to a git repo. */
import { createTestRepo, git, type TestRepo } from '../support/github/git.js';
import { standInOctokit } from '../support/github/octokit.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github/standin.js';

const OWNER = 'octo-org';
const REPO = 'tools';

const COMMIT = `mutation($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid url } }
}`;

let remote: TestRepo;
let gh: GitHubStandIn;
let base: string;
let head: string;

beforeEach(async () => {
  remote = await createTestRepo({ files: { 'README.md': '# tools\n', 'mcp-contracts.lock.json': '{"old":true}\n' } });
  base = await remote.head('main');
  head = await remote.commit('feature', { 'src/server.ts': 'export {};\n' });
  gh = await startGitHubStandIn({ owner: OWNER, repo: REPO, repoDir: remote.dir });
  gh.addPullRequest({ number: 5, headRef: 'feature', headSha: head, baseRef: 'main', baseSha: base, author: 'alice' });
});
afterEach(async () => {
  await gh.close();
  await remote.cleanup();
});

function input(expectedHeadOid: string, contents = '{"new":true}\n') {
  return {
    branch: { repositoryNameWithOwner: `${OWNER}/${REPO}`, branchName: 'feature' },
    message: { headline: 'Re-pin MCP contracts', body: 'Approved by @maint' },
    fileChanges: { additions: [{ path: 'mcp-contracts.lock.json', contents: Buffer.from(contents).toString('base64') }] },
    expectedHeadOid,
  };
}

test('createCommitOnBranch commits to the branch, moves the PR head and answers { commit { oid url } }', async () => {
  const ok = standInOctokit(gh);
  const r = await ok.graphql<{ createCommitOnBranch: { commit: { oid: string; url: string } } }>(COMMIT, { input: input(head) });
  const oid = r.createCommitOnBranch.commit.oid;
  expect(oid).toMatch(/^[0-9a-f]{40}$/);
  expect(r.createCommitOnBranch.commit.url).toBe(`https://github.com/${OWNER}/${REPO}/commit/${oid}`);
  expect(await remote.head('feature')).toBe(oid);
  expect(await git(remote.dir, ['show', `${oid}:mcp-contracts.lock.json`])).toBe('{"new":true}\n');
  expect(await git(remote.dir, ['show', `${oid}:src/server.ts`])).toBe('export {};\n');
  expect((await git(remote.dir, ['log', '-1', '--format=%P|%an|%ae|%cn|%B', oid])).trim()).toBe(
    `${head}|github-actions[bot]|41898282+github-actions[bot]@users.noreply.github.com|GitHub|Re-pin MCP contracts\n\nApproved by @maint`,
  );
  expect(gh.pull(5).headSha).toBe(oid);
  expect(gh.pull(5).headShaHistory).toEqual([head, oid]);
  expect(gh.state.commits).toEqual([expect.objectContaining({ oid, parentOid: head, branch: 'feature', additions: [{ path: 'mcp-contracts.lock.json', contents: '{"new":true}\n' }] })]);
  // The check for the new commit is accepted (it is a commit of the repository now).
  await ok.rest.checks.create({ owner: OWNER, repo: REPO, name: 'MCP contracts', head_sha: oid, conclusion: 'success', output: { title: 'ok', summary: 'ok' } });
  const pr = await ok.graphql<{ repository: { pullRequest: { headRefOid: string } } }>(
    'query($owner: String!, $name: String!, $n: Int!) { repository(owner: $owner, name: $name) { pullRequest(number: $n) { headRefOid } } }',
    { owner: OWNER, name: REPO, n: 5 },
  );
  expect(pr.repository.pullRequest.headRefOid).toBe(oid);
  gh.assertClean();
});

test("a stale expectedHeadOid is refused with GitHub's STALE_DATA error and nothing is committed", async () => {
  const moved = await remote.commit('feature', { 'other.txt': 'pushed meanwhile\n' });
  const err = (await standInOctokit(gh)
    .graphql(COMMIT, { input: input(head) })
    .catch((e: unknown) => e)) as { errors: Array<{ type: string; message: string; path: string[] }>; data: unknown };
  expect(err.errors).toEqual([
    expect.objectContaining({
      type: 'STALE_DATA',
      path: ['createCommitOnBranch'],
      message: `Expected branch to point to "${head}" but it did not.  Pull and try again.`,
    }),
  ]);
  expect(err.data).toEqual({ createCommitOnBranch: null });
  expect(await remote.head('feature')).toBe(moved);
  expect(gh.state.commits).toHaveLength(0);
  gh.assertClean(); // a stale head is GitHub's answer to a valid request, not an invalid request
});

test('two concurrent commits with the same expectedHeadOid: one wins, one is STALE_DATA', async () => {
  const ok = standInOctokit(gh);
  const results = await Promise.allSettled([ok.graphql(COMMIT, { input: input(head, 'one\n') }), ok.graphql(COMMIT, { input: input(head, 'two\n') })]);
  expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
  expect((rejected.reason as { errors: Array<{ type: string }> }).errors[0]!.type).toBe('STALE_DATA');
  expect(gh.state.commits).toHaveLength(1);
});

test("requests that do not fit GitHub's GraphQL schema are answered with errors and recorded as invalid", async () => {
  const ok = standInOctokit(gh, { plugins: 'none' });
  const cases: Array<[string, () => Promise<unknown>, RegExp]> = [
    ['unknown field', () => ok.graphql('query { viewer { loginName } }'), /Cannot query field "loginName" on type "User"/],
    ['missing expectedHeadOid', () => ok.graphql(COMMIT, { input: { ...input(head), expectedHeadOid: undefined } }), /expectedHeadOid/],
    ['wrong input field', () => ok.graphql(COMMIT, { input: { ...input(head), fileChanges: { additions: [{ path: 'a', content: 'eA==' }] } } }), /content/],
    ['syntax error', () => ok.graphql('mutation { createCommitOnBranch(input: { }) '), /Syntax Error/],
  ];
  for (const [name, call, message] of cases) {
    const before = gh.invalidRequests.length;
    const err = await call().then(
      () => new Error('accepted'),
      (e: Error) => e,
    );
    expect([name, err.message]).toEqual([name, expect.stringMatching(message)]);
    expect([name, gh.invalidRequests.length]).toEqual([name, before + 1]);
  }
  expect(gh.state.commits).toHaveLength(0);
  expect(gh.invalidRequests.every((r) => r.status === 200 && r.operationId === 'graphql')).toBe(true);
});

test('viewer, repository lookups, a missing branch, a deletion of a missing path', async () => {
  const ok = standInOctokit(gh);
  const v = await ok.graphql<{ viewer: { login: string } }>('query { viewer { login } }');
  expect(v.viewer.login).toBe('github-actions[bot]');
  type GqlErr = { errors: Array<{ type: string; message: string }> };
  const repoErr = (await ok.graphql('query { repository(owner: "octo-org", name: "nope") { id } }').catch((e: unknown) => e)) as GqlErr;
  expect(repoErr.errors[0]).toMatchObject({ type: 'NOT_FOUND', message: "Could not resolve to a Repository with the name 'octo-org/nope'." });
  const noBranch = (await ok.graphql(COMMIT, { input: { ...input(head), branch: { repositoryNameWithOwner: `${OWNER}/${REPO}`, branchName: 'gone' } } }).catch((e: unknown) => e)) as GqlErr;
  expect(noBranch.errors[0]!.type).toBe('NOT_FOUND');
  const delErr = (await ok.graphql(COMMIT, { input: { ...input(head), fileChanges: { deletions: [{ path: 'nope.txt' }] } } }).catch((e: unknown) => e)) as GqlErr;
  expect(delErr.errors[0]!.message).toMatch(/A path was requested for deletion which does not exist/);
  const ref = await ok.graphql<{ repository: { ref: { target: { oid: string } } } }>(
    'query { repository(owner: "octo-org", name: "tools") { ref(qualifiedName: "refs/heads/main") { target { oid } } } }',
  );
  expect(ref.repository.ref.target.oid).toBe(base);
  gh.assertClean();
});

test('read-only token: the mutation is FORBIDDEN like GitHub; faults apply to /graphql too', async () => {
  gh.readOnly(true);
  const ok = standInOctokit(gh);
  const err = (await ok.graphql(COMMIT, { input: input(head) }).catch((e: unknown) => e)) as { errors: Array<{ type: string; message: string }> };
  expect(err.errors[0]).toMatchObject({ type: 'FORBIDDEN', message: 'Resource not accessible by integration' });
  expect(await remote.head('feature')).toBe(head);
  gh.readOnly(false);
  gh.faults.graphqlSomethingWentWrong({ graphql: /createCommitOnBranch/ });
  gh.faults.once({ path: '/graphql', status: 502 });
  const r = await ok.graphql<{ createCommitOnBranch: { commit: { oid: string } } }>(COMMIT, { input: input(head) });
  expect(gh.requests.filter((q) => q.path === '/graphql').map((q) => q.status)).toEqual([200, 200, 502, 200]);
  expect(gh.faults.fired.map((f) => f.label ?? f.status)).toEqual(['graphql-something-went-wrong', 502]);
  expect(await remote.head('feature')).toBe(r.createCommitOnBranch.commit.oid);
  gh.assertClean();
});
