import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLockfile } from '../../src/contract/lockfile.js';
import { keyIdOf, verifyLockfileJson } from '../../src/contract/signature.js';
import { buildScheduleEvent, type GitHubStandIn } from '../support/github/index.js';
import { LABEL, manyTools, OWNER, pinned, profile, readmeWorkflow, REPO, pullRequestStandIn, runAction, scenario, SERVER, type Scenario } from './harness.js';
import { FIXTURES } from '../support/paths.js';
import { fakeNpx } from '../support/fake-npx.js';
import { git } from '../../src/git/worktree.js';

/**
 * The action against the GitHub stand-in on 127.0.0.1 that validates every request against GitHub's OpenAPI and
 * GraphQL descriptions, with real webhook payloads, real git repositories and real MCP fixture servers at base and
 * head. A pull request opened spawns the bundle (dist/index.js) as a runner does; the other runs are the same step in
 * this process (harness.ts, runStep).
 */
const T0 = profile('seed000-t0.json');
const T1 = profile('seed000-t1.json');

let gh: GitHubStandIn;
let s: Scenario;

async function setup(baseTools: string, headTools: string, o: Parameters<typeof scenario>[2] = {}) {
  s = await scenario(baseTools, headTools, o);
  gh = await pullRequestStandIn(s);
}

afterEach(async () => {
  await gh?.close();
  await s?.remote.cleanup();
});

const ours = () => gh.commentsOn(7).filter((c) => c.body.startsWith('<!-- mcp-contract-gate:'));

test('the README workflow listens to the events the gate needs and grants the permissions it uses', () => {
  const wf = readmeWorkflow();
  expect(wf.on.pull_request?.types).toEqual(expect.arrayContaining(['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled']));
  expect(wf.permissions).toMatchObject({ contents: 'write', 'pull-requests': 'write', issues: 'write', checks: 'write' });
  expect(wf.inputs['approve-label']).toBe(LABEL);
});

test('a clean pull request: success, no comment', async () => {
  await setup(T0, T0, { headExtra: { 'README.md': '# tools\n\nDocs only.\n' } });
  const r = await runAction(gh, s, { action: 'opened' });
  expect(r.code).toBe(0);
  expect(r.outputs.decision).toBe('pass');
  expect(ours()).toHaveLength(0);
  const [check] = gh.checkRunsFor(s.head);
  expect(check).toMatchObject({ name: 'MCP contract gate', status: 'completed', conclusion: 'success' });
  gh.assertClean();
});

test('a breaking pull request: failure, a sticky comment, annotations on the lines defining the tools', async () => {
  await setup(T0, T1);
  const r = await runAction(gh, s, { action: 'opened', spawn: true });
  expect(r.code).toBe(1);
  expect(r.outputs).toMatchObject({ decision: 'fail', breaking: '2', silent: '3' });
  const comments = ours();
  expect(comments).toHaveLength(1);
  expect(comments[0]!.body).toContain('search_reviews');
  expect(comments[0]!.body).toContain(LABEL);
  const [check] = gh.checkRunsFor(s.head);
  expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
  const tools = T1.split('\n');
  const lineOf = (name: string) => tools.findIndex((l) => l.includes(`"${name}"`)) + 1;
  const rename = check!.annotations.find((a) => a.title?.includes('param-renamed'));
  expect(rename).toMatchObject({ path: 'server/tools.json', start_line: lineOf('search_reviews'), annotation_level: 'failure' });
  expect(check!.annotations.find((a) => a.title?.includes('param-added-required'))).toMatchObject({ start_line: lineOf('create_export') });
  expect(r.summary).toContain('search_reviews');
  expect(r.stdout).toMatch(/::error title=[^\n]*param-renamed[^\n]*,file=server\/tools.json,line=\d+::/);
  // a second run updates the same comment instead of adding one
  const again = await runAction(gh, s, { action: 'synchronize' });
  expect(ours()).toHaveLength(1);
  // …and, run in this process (as most tests run it), reports exactly what the bundle reported
  const paths = ({ report, sarif, ...rest }: Record<string, string>) => [rest, [report, sarif].map((p) => p?.replace(/^.*\//, ''))];
  expect([again.code, paths(again.outputs), again.summary, again.annotations]).toEqual([r.code, paths(r.outputs), r.summary, r.annotations]);
  expect(r.annotations.find((a) => a.title?.includes('param-renamed'))).toMatchObject({ level: 'error', file: 'server/tools.json', line: lineOf('search_reviews') });
  gh.assertClean();
});

test('approval by a maintainer: success, a re-pin commit made with expectedHeadOid, and the check on the new commit', async () => {
  await setup(T0, T1);
  await runAction(gh, s, { action: 'opened' });
  gh.addLabelEvent({ number: 7, label: LABEL, actor: 'maint' });
  const r = await runAction(gh, s, { action: 'labeled', sender: 'maint', label: LABEL });
  expect(r.code).toBe(0);
  expect(r.outputs.decision).toBe('approved');
  const commit = gh.state.commits.at(-1)!;
  expect(commit).toBeDefined();
  const repinned = r.outputs['repinned-sha']!;
  expect(repinned).toMatch(/^[0-9a-f]{40}$/);
  const graphql = gh.requests.filter((q) => q.graphql && JSON.stringify(q.body).includes('createCommitOnBranch'));
  expect(JSON.stringify(graphql.at(-1)!.body)).toContain(s.head); // expectedHeadOid
  const lock = parseLockfile(await git(s.remote.dir, ['show', `${repinned}:mcp-contracts.lock.json`]), 'lock');
  expect(lock.servers.reviews!.tools.search_reviews!.approval).toMatchObject({ by: 'maint', pullRequest: 7 });
  expect(lock.servers.reviews!.tools.get_profile!.approval).toBeNull();
  expect(gh.checkRunsFor(repinned)[0]).toMatchObject({ name: 'MCP contract gate', conclusion: 'success' });
  expect(gh.checkRunsFor(s.head).at(-1)).toMatchObject({ conclusion: 'success' });
  gh.assertClean();
});

test('servers slow to start (6 s and 20 s, as a cold npx download; both eras) are read at base and head with default settings', async () => {
  // through a stand-in for npx (a package runner, so the start budget covers its download), named by its path
  const tools = mkdtempSync(join(tmpdir(), 'mcg-npx-'));
  try {
    await slowServers(fakeNpx(tools).npx);
  } finally {
    rmSync(tools, { recursive: true, force: true });
  }
}, 150_000); // four downloads at once (DEFAULT_DOWNLOAD_CONCURRENCY) of eight, the 20 s 2026-only server started twice

async function slowServers(npx: string): Promise<void> {
  const slow = (id: string, seconds: number, script: string[]) =>
    `  - id: ${id}\n    command: ${JSON.stringify(npx)}\n    args: [-y, ./download-${seconds}s, ${JSON.stringify(process.execPath)}, ${script.map((a) => JSON.stringify(a)).join(', ')}]\n`;
  const legacy = [SERVER, '--profile', 'server/tools.json'];
  const modern = [join(FIXTURES, 'servers', 'v2-server.mjs'), '--legacy', 'reject'];
  const configExtra = [6, 20].map((n) => slow(`slow${n}-legacy`, n, legacy) + slow(`slow${n}-modern`, n, modern)).join('');
  await setup(T0, T1, { lock: false, configExtra });
  const r = await runAction(gh, s, { action: 'opened' });
  expect(r.summary).not.toContain('could not be read');
  // each slow legacy server carries the same tools as the quick one: the same five blocking changes, three times
  expect(r.summary).toContain('## ❌ MCP contract gate: 15 blocking changes');
  expect(r.summary).toMatch(/### Server `slow6-legacy`\n\nTools: 5 → 5/);
  expect(r.summary).toMatch(/### Server `slow20-legacy`\n\nTools: 5 → 5/);
  expect(r.summary).toMatch(/### Unchanged servers\n\n`slow20-modern`, `slow6-modern`/);
  expect(r.code).toBe(1);
}

test('signing-key: the re-pinned lockfile is signed, verifies with the public key, and exit-code says 1 then 0', async () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const inputs = { 'signing-key': privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
  await setup(T0, T1);
  const first = await runAction(gh, s, { action: 'opened', inputs });
  expect([first.code, first.outputs['exit-code']]).toEqual([1, '1']);
  gh.addLabelEvent({ number: 7, label: LABEL, actor: 'maint' });
  const r = await runAction(gh, s, { action: 'labeled', sender: 'maint', label: LABEL, inputs });
  expect([r.code, r.outputs.decision, r.outputs['exit-code']]).toEqual([0, 'approved', '0']);
  const text = await git(s.remote.dir, ['show', `${r.outputs['repinned-sha']}:mcp-contracts.lock.json`]);
  expect(verifyLockfileJson(JSON.parse(text), [publicKey], 'lock')).toBe(keyIdOf(publicKey));
  expect(parseLockfile(text, 'lock').servers.reviews!.tools.search_reviews!.approval).toMatchObject({ by: 'maint' });
  // the key never reaches anything the run publishes
  const body = (privateKey.export({ format: 'pem', type: 'pkcs8' }).toString().split('\n')[1] ?? '').slice(0, 40);
  // `::add-mask::` lines are how the runner learns what to mask: it consumes them and never shows them
  const published = [r.stdout, r.stderr, r.summary, JSON.stringify(gh.requests.map((q) => q.body ?? ''))].join('\n').replace(/^::add-mask::.*$/gm, '');
  expect(published).not.toContain(body);
  gh.assertClean();
});

test.each([
  ['the pull request author', 'alice', /is the pull request's author/],
  ['a triage user', 'tri', /only users with write, maintain or admin permission can approve/],
])('approval by %s does not count: still failure, and the comment says why', async (_who, actor, why) => {
  await setup(T0, T1);
  gh.addLabelEvent({ number: 7, label: LABEL, actor });
  const r = await runAction(gh, s, { action: 'labeled', sender: actor, label: LABEL });
  expect(r.code).toBe(1);
  expect(r.outputs.approval).toBe('rejected');
  expect(ours()[0]!.body).toMatch(why);
  expect(gh.state.commits).toHaveLength(0);
  gh.assertClean();
});

test('a new commit after approval that changes contracts again: label removed, failure', async () => {
  await setup(T0, T1);
  await runAction(gh, s, { action: 'opened' });
  gh.addLabelEvent({ number: 7, label: LABEL, actor: 'maint' });
  const approved = await runAction(gh, s, { action: 'labeled', sender: 'maint', label: LABEL });
  expect(approved.outputs.decision).toBe('approved');
  const changedAgain = JSON.parse(T1);
  changedAgain.tools.find((t: { name: string }) => t.name === 'get_profile').description = 'Fetch a user profile by email.';
  const next = await s.remote.commit('feature', { 'server/tools.json': `${JSON.stringify(changedAgain, null, 2)}\n` }, 'More changes');
  gh.pushToPullRequest(7, next);
  const r = await runAction(gh, s, { action: 'synchronize', headSha: next });
  expect(r.code).toBe(1);
  expect(r.outputs.approval).toBe('stale');
  expect(gh.labelsOn(7)).not.toContain(LABEL);
  expect(ours()[0]!.body).toMatch(/label was removed/);
  gh.assertClean();
});

test('120 changes: annotations in batches of 50, the comment truncated cleanly under 65,536 characters', async () => {
  await setup(manyTools(60, 'a'), manyTools(60, 'b'));
  const r = await runAction(gh, s, { action: 'opened' });
  expect(r.code).toBe(1);
  const [check] = gh.checkRunsFor(s.head);
  expect(check!.annotations.length).toBeGreaterThanOrEqual(120);
  expect(check!.annotationBatches.every((b) => b.annotations.length <= 50)).toBe(true);
  expect(check!.annotationBatches.length).toBe(Math.ceil(check!.annotations.length / 50));
  const body = ours()[0]!.body;
  expect(body.length).toBeLessThanOrEqual(65_536);
  expect(body).toMatch(/truncated/i);
  expect((body.match(/<details>/g) ?? []).length).toBe((body.match(/<\/details>/g) ?? []).length);
  expect(check!.output?.summary?.length).toBeLessThanOrEqual(65_535);
  expect(r.stdout.match(/::error /g)?.length).toBe(10);
  gh.assertClean();
});

test('a fork pull request with a read-only token: job summary and exit code, no crash', async () => {
  await setup(T0, T1);
  gh.readOnly(true);
  const r = await runAction(gh, s, { action: 'opened', fork: true });
  expect(r.code).toBe(1);
  expect(r.outputs.decision).toBe('fail');
  expect(r.summary).toContain('search_reviews');
  expect(r.summary).toMatch(/read-only/);
  expect(r.stderr).not.toMatch(/TypeError|unexpected error/);
  expect(gh.state.comments.length).toBe(0);
});

// Approved forks (a token that may write checks but cannot push) and read-only forks: see trust.e2e.test.ts.

test('GitHub answering 502 once, then a secondary rate limit: the requests are retried and nothing is lost', async () => {
  await setup(T0, T1);
  gh.faults.once({ method: 'POST', path: /\/issues\/7\/comments$/, status: 502 });
  gh.faults.once({ method: 'POST', path: /\/check-runs$/, status: 502 });
  gh.faults.secondaryRateLimit({ method: 'PATCH', path: /\/check-runs\/\d+$/, retryAfter: 1 });
  const r = await runAction(gh, s, { action: 'opened' });
  expect(r.code).toBe(1);
  expect(gh.faults.fired.length).toBe(3);
  expect(r.stdout).toMatch(/secondary rate limit/);
  expect(ours()).toHaveLength(1);
  expect(gh.checkRunsFor(s.head)[0]).toMatchObject({ conclusion: 'failure' });
  gh.assertClean();
});

test('pull_request_target is refused with an explanation', async () => {
  await setup(T0, T1);
  const r = await runAction(gh, s, { action: 'opened', eventName: 'pull_request_target' });
  expect(r.code).not.toBe(0);
  expect(r.stdout).toMatch(/refusing to run on pull_request_target/);
  expect(gh.requests.filter((q) => q.method !== 'GET')).toHaveLength(0);
});

test('a baseline lockfile edited in the pull request approves nothing', async () => {
  await setup(T0, T1);
  const forged = await pinned(T1); // the head's own contracts, pinned by hand in the pull request
  const head = await s.remote.commit('feature', { 'mcp-contracts.lock.json': forged }, 'Pin by hand');
  gh.pushToPullRequest(7, head);
  const r = await runAction(gh, s, { action: 'synchronize', headSha: head });
  expect(r.code).toBe(1);
  expect(r.outputs.decision).toBe('fail');
  gh.assertClean();
});

test('schedule: the live servers against the committed lockfile (the drift monitor)', async () => {
  await setup(T0, T1);
  const drifted = { ...s, head: s.head };
  const r = await runAction(gh, drifted, { action: 'opened', eventName: 'schedule', payload: buildScheduleEvent({ owner: OWNER, repo: REPO }) as unknown as Record<string, unknown> });
  expect(r.code).toBe(1);
  expect(r.outputs.decision).toBe('fail');
  expect(r.summary).toMatch(/no longer match mcp-contracts\.lock\.json/);
  expect(gh.requests).toHaveLength(0);
});
