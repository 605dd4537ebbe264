/** The GitHub stand-in driven over real HTTP by @actions/github's Octokit (+ retry/throttling plugins). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestRepo, type TestRepo } from '../support/github/git.js';
import { standInOctokit } from '../support/github/octokit.js';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github/standin.js';

const OWNER = 'octo-org';
const REPO = 'tools';
const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);

let gh: GitHubStandIn;
const repo = { owner: OWNER, repo: REPO };

beforeEach(async () => {
  gh = await startGitHubStandIn({ owner: OWNER, repo: REPO });
  gh.addPullRequest({ number: 7, headRef: 'feature/x', headSha: HEAD, baseRef: 'main', baseSha: BASE, author: 'alice' });
});
afterEach(async () => {
  await gh.close();
});

function statusOf(p: Promise<unknown>): Promise<number> {
  return p.then(
    () => 200,
    (e: { status?: number }) => e.status ?? -1,
  );
}

test('answers like GitHub for the repository and the pull request', async () => {
  // its start-up time is a bench matter, not asserted here (a loaded machine would fail it)
  expect(gh.startupMs).toBeGreaterThan(0);
  const ok = standInOctokit(gh);
  const r = await ok.rest.repos.get(repo);
  expect(r.data.full_name).toBe('octo-org/tools');
  expect(r.data.owner.type).toBe('Organization');
  expect(r.headers['x-ratelimit-limit']).toBe('1000');
  const pr = await ok.rest.pulls.get({ ...repo, pull_number: 7 });
  expect(pr.data.head).toMatchObject({ ref: 'feature/x', sha: HEAD, label: 'octo-org:feature/x' });
  expect(pr.data.head.repo?.full_name).toBe('octo-org/tools');
  expect(pr.data.base).toMatchObject({ ref: 'main', sha: BASE });
  expect(pr.data.user?.login).toBe('alice');
  await expect(statusOf(ok.rest.pulls.get({ ...repo, pull_number: 8 }))).resolves.toBe(404);
  await expect(statusOf(ok.rest.repos.get({ owner: OWNER, repo: 'other' }))).resolves.toBe(404);
  gh.assertClean();
});

test('a fork pull request has a head repository of its own', async () => {
  gh.addPullRequest({ number: 8, headRef: 'main', headSha: HEAD, baseRef: 'main', baseSha: BASE, author: 'mallory', fork: true });
  const pr = await standInOctokit(gh).rest.pulls.get({ ...repo, pull_number: 8 });
  expect(pr.data.head.repo).toMatchObject({ full_name: 'mallory/tools', fork: true });
  expect(pr.data.head.label).toBe('mallory:main');
  expect(pr.data.base.repo.full_name).toBe('octo-org/tools');
  gh.assertClean();
});

test('authentication: no token or a wrong one is 401; GITHUB_TOKEN cannot read /user', async () => {
  await expect(statusOf(standInOctokit(gh, { token: 'ghs_wrong' }).rest.repos.get(repo))).resolves.toBe(401);
  const anonymous = await fetch(`${gh.url}/repos/${OWNER}/${REPO}`);
  expect(anonymous.status).toBe(401);
  const err = await standInOctokit(gh)
    .rest.users.getAuthenticated()
    .catch((e: { status: number; message: string }) => e);
  expect(err).toMatchObject({ status: 403, message: expect.stringContaining('Resource not accessible by integration') });

  const pat = await startGitHubStandIn({ owner: OWNER, repo: REPO, token: 'ghp_personal', tokenIdentity: { login: 'maint', id: 99, type: 'User' } });
  try {
    const me = await standInOctokit(pat).rest.users.getAuthenticated();
    expect(me.data).toMatchObject({ login: 'maint', id: 99, type: 'User' });
    pat.assertClean();
  } finally {
    await pat.close();
  }
  gh.assertClean();
});

test('issue comments: create, update, delete; authors and app recorded', async () => {
  const ok = standInOctokit(gh);
  gh.addComment({ number: 7, body: 'LGTM', author: 'bob' });
  const created = await ok.rest.issues.createComment({ ...repo, issue_number: 7, body: '<!-- mcp-contract-gate -->\nhello' });
  expect(created.status).toBe(201);
  expect(created.headers.location).toBe(created.data.url);
  expect(created.data.user).toMatchObject({ login: 'github-actions[bot]', type: 'Bot', id: 41898282 });
  expect(created.data.performed_via_github_app?.slug).toBe('github-actions');
  const updated = await ok.rest.issues.updateComment({ ...repo, comment_id: created.data.id, body: 'edited' });
  expect(updated.data.body).toBe('edited');
  const list = await ok.rest.issues.listComments({ ...repo, issue_number: 7 });
  expect(list.data.map((c) => [c.user?.login, c.body])).toEqual([
    ['bob', 'LGTM'],
    ['github-actions[bot]', 'edited'],
  ]);
  await ok.rest.issues.deleteComment({ ...repo, comment_id: created.data.id });
  expect(gh.commentsOn(7).map((c) => c.author.login)).toEqual(['bob']);
  expect(gh.state.deletedComments).toHaveLength(1);
  await expect(statusOf(ok.rest.issues.updateComment({ ...repo, comment_id: created.data.id, body: 'x' }))).resolves.toBe(404);
  gh.assertClean();
});

test('pagination: 120 comments over 3 pages with Link headers', async () => {
  for (let i = 0; i < 120; i++) gh.addComment({ number: 7, body: `comment ${i}`, author: i % 2 ? 'bob' : 'carol' });
  const ok = standInOctokit(gh);
  const page2 = await ok.rest.issues.listComments({ ...repo, issue_number: 7, per_page: 50, page: 2 });
  expect(page2.data).toHaveLength(50);
  expect(page2.headers.link).toMatch(/page=1>; rel="prev", <[^>]*page=3>; rel="next", <[^>]*page=3>; rel="last", <[^>]*page=1>; rel="first"/);
  const before = gh.requests.length;
  const all = await ok.paginate(ok.rest.issues.listComments, { ...repo, issue_number: 7, per_page: 50 });
  expect(all).toHaveLength(120);
  expect(all[119]!.body).toBe('comment 119');
  expect(gh.requests.slice(before).map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3']);
  // GitHub clamps per_page to 100 without an error.
  const big = await ok.rest.issues.listComments({ ...repo, issue_number: 7, per_page: 500 });
  expect(big.data).toHaveLength(100);
  gh.assertClean();
});

test('labels and issue events: who labelled, the bot removing a stale label', async () => {
  const ok = standInOctokit(gh);
  gh.setPermission('maint', 'maintain');
  gh.addLabelEvent({ number: 7, label: 'mcp-contract-approved', actor: 'maint', createdAt: '2025-03-01T10:00:00Z' });
  const labels = await ok.rest.issues.listLabelsOnIssue({ ...repo, issue_number: 7 });
  expect(labels.data.map((l) => l.name)).toEqual(['mcp-contract-approved']);
  const events = await ok.rest.issues.listEvents({ ...repo, issue_number: 7 });
  expect(events.data[0]).toMatchObject({ event: 'labeled', actor: { login: 'maint' }, label: { name: 'mcp-contract-approved' }, created_at: '2025-03-01T10:00:00Z' });

  await ok.rest.issues.addLabels({ ...repo, issue_number: 7, labels: ['mcp-contract-changed'] });
  const removed = await ok.rest.issues.removeLabel({ ...repo, issue_number: 7, name: 'mcp-contract-approved' });
  expect(removed.data.map((l) => l.name)).toEqual(['mcp-contract-changed']);
  expect(gh.labelsOn(7)).toEqual(['mcp-contract-changed']);
  const after = await ok.paginate(ok.rest.issues.listEvents, { ...repo, issue_number: 7 });
  expect(after.map((e) => [e.event, e.actor?.login, 'label' in e ? e.label?.name : undefined])).toEqual([
    ['labeled', 'maint', 'mcp-contract-approved'],
    ['labeled', 'github-actions[bot]', 'mcp-contract-changed'],
    ['unlabeled', 'github-actions[bot]', 'mcp-contract-approved'],
  ]);
  // Removing a label that is not there: 404 "Label does not exist", as GitHub answers.
  const err = await ok.rest.issues.removeLabel({ ...repo, issue_number: 7, name: 'nope' }).catch((e: { status: number; message: string }) => e);
  expect(err).toMatchObject({ status: 404, message: expect.stringContaining('Label does not exist') });
  gh.assertClean();
});

test('collaborator permission: legacy permission and role_name, 404 for strangers', async () => {
  const ok = standInOctokit(gh);
  const cases: Array<[Parameters<GitHubStandIn['setPermission']>[1], string]> = [
    ['admin', 'admin'],
    ['maintain', 'write'],
    ['write', 'write'],
    ['triage', 'read'],
    ['read', 'read'],
  ];
  for (const [role, legacy] of cases) {
    gh.setPermission(`u-${role}`, role);
    const r = await ok.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: `u-${role}` });
    expect([r.data.permission, r.data.role_name, r.data.user?.login]).toEqual([legacy, role, `u-${role}`]);
  }
  await expect(statusOf(ok.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: 'stranger' }))).resolves.toBe(404);
  gh.assertClean();
});

const annotation = (i: number) => ({ path: 'src/server.ts', start_line: i + 1, end_line: i + 1, annotation_level: 'warning' as const, message: `change ${i}` });

test('check runs: create, annotations in batches of 50, update, list for ref', async () => {
  const ok = standInOctokit(gh);
  const created = await ok.rest.checks.create({
    ...repo,
    name: 'MCP contracts',
    head_sha: HEAD,
    status: 'in_progress',
    output: { title: 'Checking', summary: 'running', annotations: Array.from({ length: 50 }, (_, i) => annotation(i)) },
  });
  expect(created.status).toBe(201);
  expect(created.data.pull_requests.map((p) => p.number)).toEqual([7]);
  await ok.rest.checks.update({ ...repo, check_run_id: created.data.id, output: { title: 'Checking', summary: 'more', annotations: Array.from({ length: 20 }, (_, i) => annotation(50 + i)) } });
  const done = await ok.rest.checks.update({ ...repo, check_run_id: created.data.id, conclusion: 'failure', output: { title: '2 breaking changes', summary: 'done' } });
  expect(done.data).toMatchObject({ status: 'completed', conclusion: 'failure', output: { annotations_count: 70, title: '2 breaking changes' } });
  const run = gh.state.checkRuns[0]!;
  expect(run.annotationBatches.map((b) => [b.via, b.annotations.length])).toEqual([
    ['create', 50],
    ['update', 20],
  ]);
  expect(run.annotations[69]!.message).toBe('change 69');
  const listed = await ok.rest.checks.listForRef({ ...repo, ref: HEAD, check_name: 'MCP contracts' });
  expect(listed.data.total_count).toBe(1);
  expect(listed.data.check_runs[0]!.id).toBe(created.data.id);
  const byBranch = await ok.rest.checks.listForRef({ ...repo, ref: 'feature/x' });
  expect(byBranch.data.total_count).toBe(1);
  const anns = await ok.paginate(ok.rest.checks.listAnnotations, { ...repo, check_run_id: created.data.id, per_page: 30 });
  expect(anns).toHaveLength(70);
  const err = await ok.rest.checks.create({ ...repo, name: 'x', head_sha: 'c'.repeat(40) }).catch((e: { status: number; message: string }) => e);
  expect(err).toMatchObject({ status: 422, message: expect.stringContaining('No commit found for SHA') });
  gh.assertClean();
});

test('invalid requests are answered 422 and recorded: GitHub limits from the description and added by hand', async () => {
  const ok = standInOctokit(gh, { plugins: 'none' });
  const bad: Array<[string, () => Promise<unknown>, RegExp]> = [
    [
      '51 annotations',
      () => ok.rest.checks.create({ ...repo, name: 'n', head_sha: HEAD, output: { title: 't', summary: 's', annotations: Array.from({ length: 51 }, (_, i) => annotation(i)) } }),
      /annotations must NOT have more than 50 items/,
    ],
    [
      '70,000-char summary',
      () => ok.rest.checks.create({ ...repo, name: 'n', head_sha: HEAD, output: { title: 't', summary: 'x'.repeat(70_000) } }),
      /summary must NOT have more than 65535 characters/,
    ],
    ['unknown conclusion', () => ok.rest.checks.create({ ...repo, name: 'n', head_sha: HEAD, conclusion: 'bogus' as 'success' }), /conclusion must be equal to one of the allowed values/],
    [
      'missing output.summary',
      () => ok.rest.checks.create({ ...repo, name: 'n', head_sha: HEAD, output: { title: 't' } as { title: string; summary: string } }),
      /must have required property 'summary'/,
    ],
    [
      '256-char annotation title (hand limit)',
      () => ok.rest.checks.create({ ...repo, name: 'n', head_sha: HEAD, output: { title: 't', summary: 's', annotations: [{ ...annotation(0), title: 't'.repeat(256) }] } }),
      /title must NOT have more than 255 characters/,
    ],
    [
      '65 KB annotation message (hand limit)',
      () => ok.rest.checks.create({ ...repo, name: 'n', head_sha: HEAD, output: { title: 't', summary: 's', annotations: [{ ...annotation(0), message: 'é'.repeat(33_000) }] } }),
      /message must NOT have more than 65536 bytes/,
    ],
    ['65,537-char comment (hand limit)', () => ok.rest.issues.createComment({ ...repo, issue_number: 7, body: 'x'.repeat(65_537) }), /body\/body must NOT have more than 65536 characters/],
    ['completed without conclusion', () => ok.rest.checks.create({ ...repo, name: 'n', head_sha: HEAD, status: 'completed' }), /"conclusion" wasn't supplied/],
    [
      'path parameter not an integer',
      () => ok.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: 'seven' as unknown as number }),
      /issue_number must be integer/,
    ],
    ['no such operation', () => ok.request('POST /repos/{owner}/{repo}/check-runs/{id}/frobnicate', { ...repo, id: 1 }), /No operation in GitHub's REST API description/],
    [
      'unknown property where GitHub forbids them',
      () => ok.request('POST /repos/{owner}/{repo}/code-scanning/sarifs', { ...repo, commit_sha: HEAD, ref: 'refs/heads/main', sarif: 'H4sI', bogus: 1 }),
      /must NOT have additional properties: "bogus"/,
    ],
  ];
  for (const [name, call, message] of bad) {
    const before = gh.invalidRequests.length;
    const err = await call().then(
      () => ({ status: 200, message: 'accepted' }),
      (e: { status: number; message: string }) => e,
    );
    expect([name, err.status]).toEqual([name, 422]);
    expect(err.message).toMatch(message);
    expect([name, gh.invalidRequests.length]).toEqual([name, before + 1]);
  }
  expect(gh.state.checkRuns).toHaveLength(0);
  expect(gh.state.comments).toHaveLength(0);
  expect(() => gh.assertClean()).toThrow(/invalid/);
  // The limits themselves are still accepted: exactly 50 annotations and a 65,535-character summary.
  await ok.rest.checks.create({ ...repo, name: 'n', head_sha: HEAD, output: { title: 't', summary: 'x'.repeat(65_535), annotations: Array.from({ length: 50 }, (_, i) => annotation(i)) } });
  await ok.rest.issues.createComment({ ...repo, issue_number: 7, body: 'x'.repeat(65_536) });
  // A valid request for an operation the stand-in does not implement: 501, listed apart.
  await expect(statusOf(ok.request('POST /repos/{owner}/{repo}/code-scanning/sarifs', { ...repo, commit_sha: HEAD, ref: 'refs/heads/main', sarif: 'H4sI' }))).resolves.toBe(501);
  expect(gh.unimplementedRequests.map((r) => r.operationId)).toEqual(['code-scanning/upload-sarif']);
  expect(gh.responseProblems).toEqual([]);
});

test('faults.once: a 502 is retried by plugin-retry and then succeeds', async () => {
  gh.faults.once({ method: 'POST', path: /check-runs$/, status: 502 });
  const ok = standInOctokit(gh);
  const r = await ok.rest.checks.create({ ...repo, name: 'MCP contracts', head_sha: HEAD, conclusion: 'success', output: { title: 'ok', summary: 'ok' } });
  expect(r.status).toBe(201);
  const posts = gh.requests.filter((q) => q.method === 'POST');
  expect(posts.map((q) => q.status)).toEqual([502, 201]);
  expect(gh.faults.fired).toHaveLength(1);
  expect(gh.state.checkRuns).toHaveLength(1);
  // Without the retry plugin the 502 reaches the caller.
  gh.faults.once({ operationId: 'pulls/get', status: 502 });
  await expect(statusOf(standInOctokit(gh, { plugins: 'none' }).rest.pulls.get({ ...repo, pull_number: 7 }))).resolves.toBe(502);
  gh.assertClean();
});

test('faults: secondary rate limit is honoured by plugin-throttling; a dropped connection is retried', async () => {
  const seen: number[] = [];
  gh.faults.secondaryRateLimit({ method: 'POST', path: /\/comments$/ });
  const ok = standInOctokit(gh, {
    onSecondaryRateLimit: (after, _o, _k, n) => {
      seen.push(after);
      return n < 2;
    },
  });
  const r = await ok.rest.issues.createComment({ ...repo, issue_number: 7, body: 'hi' });
  expect(r.status).toBe(201);
  expect(seen).toEqual([1]);
  expect(gh.requests.filter((q) => q.method === 'POST').map((q) => q.status)).toEqual([403, 201]);
  expect(gh.commentsOn(7)).toHaveLength(1);

  gh.faults.add({ operationId: 'pulls/get', reset: true, times: 1 });
  const pr = await ok.rest.pulls.get({ ...repo, pull_number: 7 });
  expect(pr.data.number).toBe(7);
  gh.assertClean();
});

test('read-only token (fork pull request): every write is 403 "Resource not accessible by integration"', async () => {
  gh.readOnly(true);
  const ok = standInOctokit(gh);
  const writes: Array<() => Promise<unknown>> = [
    () => ok.rest.issues.createComment({ ...repo, issue_number: 7, body: 'x' }),
    () => ok.rest.checks.create({ ...repo, name: 'n', head_sha: HEAD }),
    () => ok.rest.issues.addLabels({ ...repo, issue_number: 7, labels: ['a'] }),
  ];
  for (const w of writes) {
    const err = await w().catch((e: { status: number; message: string }) => e);
    expect(err).toMatchObject({ status: 403, message: expect.stringContaining('Resource not accessible by integration') });
  }
  expect((await ok.rest.issues.listComments({ ...repo, issue_number: 7 })).status).toBe(200);
  expect(gh.state.comments).toHaveLength(0);
  expect(gh.state.checkRuns).toHaveLength(0);
  // Finer: comments allowed, checks not.
  gh.readOnly(false);
  gh.setTokenPermissions({ checks: 'read' });
  await ok.rest.issues.createComment({ ...repo, issue_number: 7, body: 'x' });
  await expect(statusOf(ok.rest.checks.create({ ...repo, name: 'n', head_sha: HEAD }))).resolves.toBe(403);
  gh.assertClean();
});

describe('with a real git repository as the remote', () => {
  let remote: TestRepo;
  let g: GitHubStandIn;
  let base: string;
  let head: string;
  beforeAll(async () => {
    remote = await createTestRepo({ files: { 'README.md': '# tools\n', 'src/server.ts': 'export const tools = [];\n' } });
    base = await remote.head('main');
    head = await remote.commit('feature', { 'src/server.ts': 'export const tools = ["search"];\n', 'mcp-contracts.lock.json': '{}\n' });
    g = await startGitHubStandIn({ owner: OWNER, repo: REPO, repoDir: remote.dir });
    g.addPullRequest({ number: 3, headRef: 'feature', headSha: head, baseRef: 'main', baseSha: base, author: 'alice' });
  });
  afterAll(async () => {
    await g.close();
    await remote.cleanup();
  });

  test('contents at a ref (JSON and raw), directory listings, 404s', async () => {
    const ok = standInOctokit(g);
    const file = await ok.rest.repos.getContent({ ...repo, path: 'src/server.ts', ref: head });
    expect(Array.isArray(file.data)).toBe(false);
    const f = file.data as { content: string; encoding: string; type: string };
    expect(f.type).toBe('file');
    expect(Buffer.from(f.content, 'base64').toString()).toBe('export const tools = ["search"];\n');
    const raw = await ok.rest.repos.getContent({ ...repo, path: 'src/server.ts', ref: 'main', mediaType: { format: 'raw' } });
    expect(raw.data as unknown as string).toBe('export const tools = [];\n');
    const dir = await ok.rest.repos.getContent({ ...repo, path: '', ref: 'feature' });
    expect((dir.data as Array<{ name: string }>).map((e) => e.name).sort()).toEqual(['README.md', 'mcp-contracts.lock.json', 'src']);
    await expect(statusOf(ok.rest.repos.getContent({ ...repo, path: 'mcp-contracts.lock.json', ref: base }))).resolves.toBe(404);
    g.assertClean();
  });

  test('pull request files come from the real diff; check runs accept commits of the repository', async () => {
    const ok = standInOctokit(g);
    const files = await ok.paginate(ok.rest.pulls.listFiles, { ...repo, pull_number: 3 });
    expect(files.map((x) => [x.filename, x.status, x.additions, x.deletions])).toEqual([
      ['mcp-contracts.lock.json', 'added', 1, 0],
      ['src/server.ts', 'modified', 1, 1],
    ]);
    await ok.rest.checks.create({ ...repo, name: 'c', head_sha: base, conclusion: 'success', output: { title: 't', summary: 's' } });
    g.assertClean();
    // A runner workspace checked out at the head.
    const wt = await remote.checkout(head);
    expect(readFileSync(join(wt, 'src/server.ts'), 'utf8')).toBe('export const tools = ["search"];\n');
  });
});
