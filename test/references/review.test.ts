import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readInputs } from '../../src/action/inputs.js';
import { gatherRefs } from '../../src/app/gate-refs.js';
import { publishPullRequest } from '../../src/app/publish-pull-request.js';
import { referenceRewrites } from '../../src/app/reference-files.js';
import { reviewMarker } from '../../src/app/review.js';
import { loadConfigAt } from '../../src/config/index.js';
import { stickyMarker } from '../../src/publish/sticky.js';
import { Scrubber } from '../../src/util/secrets.js';
import type { GitHubStandIn } from '../support/github/index.js';
import { LABEL, pullRequestStandIn, scenario, type Scenario } from '../action/harness.js';
import { gitHubSession, recordingIO } from '../app/github-port.js';
import { ALIAS, ENV, filesOf, REFS, tools } from './fixture.js';

/**
 * The gate's pull-request review of suggested changes for references to renamed tools, through the action's
 * GitHubPort to the GitHub stand-in (which validates every request and answer against GitHub's description, and
 * places a review comment only on a line of the pull request's diff): the release renames search_code to find_code.
 * Here the pull request adds the fixture repository's files, so their lines are in its diff.
 */
const MARKER = stickyMarker('MCP contract gate', 'gate');

let gh: GitHubStandIn;
let s: Scenario;
afterEach(async () => {
  await gh?.close();
  await s?.remote.cleanup();
});

async function gate() {
  const io = recordingIO();
  const session = gitHubSession(gh, io);
  const settings = readInputs(io);
  const pr = await session.api.pullRequest(7);
  const rootDir = await s.remote.checkout(pr.headSha);
  const config = loadConfigAt(rootDir, settings.config, { env: ENV });
  const check = await session.write('creating the check run', () => session.api.createCheckRun(settings.checkName, pr.headSha));
  const gathered = await gatherRefs({ config, configPath: settings.config, rootDir, baseRef: pr.baseSha, env: ENV });
  const result = await publishPullRequest({
    settings,
    pr,
    gh: session,
    rootDir,
    repoPrefix: '',
    identity: (await session.api.viewerLogin()) ?? 'github-actions[bot]',
    scrubber: new Scrubber([gh.token]),
    today: new Date().toISOString().slice(0, 10),
    workflow: 'MCP contract gate',
    job: 'gate',
    runUrl: undefined,
    check,
    gathered,
    annotate: () => undefined,
  });
  return { ...result, rootDir, session };
}

/** The suggestion block of a review comment's body, as GitHub applies it: the line replaced by the fenced text. */
function suggestionOf(body: string): string {
  const m = /^(`{3,})suggestion\n([\s\S]*)\n\1$/m.exec(body);
  if (!m) throw new Error(`no suggestion block in ${body}`);
  return m[2]!;
}

/** Apply review comments to a checkout with `git apply`, one patch per comment (each replaces its one line). */
function applySuggestions(dir: string, comments: Array<{ path: string; originalLine: number; body: string }>): void {
  for (const c of comments) {
    const lines = readFileSync(join(dir, c.path), 'utf8').split('\n');
    const patch = `--- a/${c.path}\n+++ b/${c.path}\n@@ -${c.originalLine},1 +${c.originalLine},1 @@\n-${lines[c.originalLine - 1]}\n+${suggestionOf(c.body)}\n`;
    writeFileSync(join(dir, '.suggestion.patch'), patch);
    execFileSync('git', ['-C', dir, 'apply', '--check', '--unidiff-zero', '.suggestion.patch'], { stdio: 'pipe' });
    execFileSync('git', ['-C', dir, 'apply', '--unidiff-zero', '.suggestion.patch'], { stdio: 'pipe' });
  }
}

test('one review of suggested changes at the renamed references’ lines; applied, they give the rewritten files; a second push updates it', async () => {
  s = await scenario(tools('base.json'), tools('head.json'), { configExtra: ALIAS, headExtra: filesOf(join(REFS, 'repo')) });
  gh = await pullRequestStandIn(s);
  const first = await gate();
  expect(first.verdict.decision).toBe('fail');
  expect(first.session.problems).toEqual([]);
  const [review, ...others] = gh.reviewsOn(7);
  expect(others).toEqual([]);
  expect(review!.state).toBe('COMMENTED');
  expect(review!.commitId).toBe(s.head);
  expect(review!.body.startsWith(`${reviewMarker(MARKER)}\n`)).toBe(true);
  expect(review!.body).toContain('10 suggested changes for references to renamed MCP tools');
  const comments = gh.reviewCommentsOf(review!.id);
  // one per line with a renamed reference the file holds verbatim: structured files and code; prose never
  expect(comments.map((c) => `${c.path}:${c.originalLine}`).sort()).toEqual(
    [
      '.claude/agents/triage.md',
      '.claude/commands/review/pr.md',
      '.claude/settings.json',
      '.github/chatmodes/triage.chatmode.md',
      '.github/prompts/find.prompt.md',
      '.github/workflows/agent.yml',
      '.github/workflows/triage.md',
      'agent/client.py',
      'skills/release/SKILL.md',
      'src/client.ts',
    ]
      .map((f) => `${f}:${first.evaluation.findings.find((x) => x.rule === 'reference-renamed' && x.message.startsWith(`${f}:`))!.message.split(':')[1]}`)
      .sort(),
  );
  expect(comments.every((c) => !c.path.endsWith('AGENTS.md'))).toBe(true);
  expect(comments.find((c) => c.path === '.claude/settings.json')!.body).toContain('`mcp__tracker__search_code` names `search_code`, which server `reviews` renamed to `find_code`.');

  // applied with git apply, the suggestions give exactly what the re-pin rewrite writes, and fix the code calls too
  const expected = referenceRewrites(first.rootDir, first.evaluation.findings).files;
  const before = new Map(comments.map((c) => [c.path, readFileSync(join(first.rootDir, c.path), 'utf8')]));
  applySuggestions(first.rootDir, comments);
  for (const f of expected) expect(readFileSync(join(first.rootDir, f.path), 'utf8')).toBe(f.contents);
  for (const code of ['src/client.ts', 'agent/client.py']) {
    const after = readFileSync(join(first.rootDir, code), 'utf8');
    expect(after).not.toContain('search_code');
    expect(after).toBe(before.get(code)!.replace('search_code', 'find_code'));
  }
  expect(readFileSync(join(first.rootDir, 'AGENTS.md'), 'utf8')).toContain('mcp__tracker__search_code');

  // a second push fixes settings.json by hand: the same review is updated (its comment there deleted), not repeated
  const settings = readFileSync(join(REFS, 'repo/.claude/settings.json'), 'utf8');
  const pushed = await s.remote.commit('feature', { '.claude/settings.json': settings.replace('mcp__tracker__search_code', 'mcp__tracker__find_code') }, 'Rename by hand');
  gh.pushToPullRequest(7, pushed);
  const second = await gate();
  expect(second.session.problems).toEqual([]);
  expect(gh.reviewsOn(7).map((r) => r.id)).toEqual([review!.id]);
  expect(review!.body).toContain(`9 suggested changes for references to renamed MCP tools (head ${pushed.slice(0, 7)})`);
  expect(review!.history).toHaveLength(2);
  expect(gh.state.deletedReviewComments.map((c) => c.path)).toEqual(['.claude/settings.json']);
  const left = gh.reviewCommentsOf(review!.id);
  expect(left).toHaveLength(9);
  // the others still apply at the new head (GitHub keeps them on their lines): left as they were
  expect(left.every((c) => c.history.length === 1)).toBe(true);
  const creates = gh.requests.filter((r) => r.operationId === 'pulls/create-review');
  expect(creates).toHaveLength(1);

  // a third run on the same head changes nothing
  const writes = gh.requests.length;
  await gate();
  const again = gh.requests.slice(writes).filter((r) => r.operationId?.startsWith('pulls/') && r.method !== 'GET');
  expect(again).toEqual([]);

  // a push that adds a renamed reference on a line the review has no comment on: a submitted review takes no new
  // comment and a COMMENT review cannot be dismissed or deleted, so a new review is posted and the old one retired
  // (its comments deleted, its body without the marker): one current review
  const added = await s.remote.commit('feature', { '.claude/agents/new.md': '---\ntools: mcp__tracker__search_code\n---\nNew agent.\n' }, 'Add an agent');
  gh.pushToPullRequest(7, added);
  expect((await gate()).session.problems).toEqual([]);
  const [old, current, ...more] = gh.reviewsOn(7);
  expect(more).toEqual([]);
  expect(old!.id).toBe(review!.id);
  expect(old!.body).not.toContain('mcp-contract-gate:');
  expect(old!.body).toContain('superseded by a newer review');
  expect(gh.reviewCommentsOf(old!.id)).toEqual([]);
  expect(current!.body.startsWith(`${reviewMarker(MARKER)}\n`)).toBe(true);
  expect(current!.commitId).toBe(added);
  expect(
    gh
      .reviewCommentsOf(current!.id)
      .map((c) => c.path)
      .sort(),
  ).toEqual([...left.map((c) => c.path), '.claude/agents/new.md'].sort());

  // approved: the re-pin commit rewrites the structured references, so only the code keeps its suggestions (in place)
  gh.addLabelEvent({ number: 7, label: LABEL, actor: 'maint' });
  const approved = await gate();
  expect(approved.verdict.decision).toBe('approved');
  expect(approved.repinnedSha).toBe(gh.state.commits[0]!.oid);
  expect(approved.session.problems).toEqual([]);
  expect(gh.reviewsOn(7).map((r) => r.id)).toEqual([old!.id, current!.id]);
  expect(
    gh
      .reviewCommentsOf(current!.id)
      .map((c) => c.path)
      .sort(),
  ).toEqual(['agent/client.py', 'src/client.ts']);
  expect(current!.body).toContain('2 suggested changes for references to renamed MCP tools');
  gh.assertClean();
}, 180_000);

test('a fork pull request gets no review and no attempt at one', async () => {
  s = await scenario(tools('base.json'), tools('head.json'), { configExtra: ALIAS, headExtra: filesOf(join(REFS, 'repo')) });
  gh = await pullRequestStandIn(s, { fork: true });
  gh.readOnly();
  const r = await gate();
  expect(r.verdict.decision).toBe('fail');
  expect(gh.requests.filter((q) => q.operationId?.startsWith('pulls/') && q.operationId !== 'pulls/get')).toEqual([]);
  expect(gh.reviewsOn(7)).toEqual([]);
  gh.assertClean();
}, 120_000);

test('references outside the pull request’s diff take no suggestion: no review; a token without pull-requests: write costs only the review', async () => {
  s = await scenario(tools('base.json'), tools('head.json'), {
    configExtra: ALIAS,
    headExtra: { '.claude/agents/new.md': '---\ntools: mcp__tracker__search_code\n---\nNew agent.\n' },
    baseExtra: filesOf(join(REFS, 'repo')),
  });
  gh = await pullRequestStandIn(s);
  gh.setTokenPermissions({ pull_requests: 'read' });
  const r = await gate();
  expect(r.verdict.decision).toBe('fail');
  // the one reference in the diff (the new agent) would be suggested: the review is refused (403), nothing else is
  expect(r.session.problems).toEqual([expect.stringMatching(/^posting the review with suggested changes failed \(HTTP 403\)/)]);
  expect(gh.reviewsOn(7)).toEqual([]);
  const [check] = gh.checkRunsFor(s.head);
  expect(check!.status).toBe('completed');
  expect(gh.commentsOn(7)).toHaveLength(1);
  const create = gh.requests.find((q) => q.operationId === 'pulls/create-review')!;
  // only the line the pull request adds: the base's references are outside its diff
  expect((create.body as { comments: Array<{ path: string; line: number }> }).comments.map((c) => `${c.path}:${c.line}`)).toEqual(['.claude/agents/new.md:2']);
  expect((create.body as { body: string }).body).toMatch(/1 suggested change for references .*\n\n\d+ more lines naming a renamed tool lie outside this pull request's diff/);

  // with the permission, and the new agent fixed: nothing to suggest and no review yet, so none is posted
  gh.setTokenPermissions({ pull_requests: 'write' });
  const pushed = await s.remote.commit('feature', { '.claude/agents/new.md': '---\ntools: mcp__tracker__find_code\n---\nNew agent.\n' }, 'Fix');
  gh.pushToPullRequest(7, pushed);
  const again = await gate();
  expect(again.session.problems).toEqual([]);
  expect(gh.reviewsOn(7)).toEqual([]);
  gh.assertClean();

  // the stand-in holds GitHub's rule: a review comment on a line outside the diff is refused (and the request marked)
  const outside = again.session.api.createReview(7, { commitId: pushed, body: 'x', comments: [{ path: '.claude/settings.json', line: 5, body: 'y' }] });
  await expect(outside).rejects.toMatchObject({ status: 422 });
  expect(gh.invalidRequests.map((q) => q.operationId)).toEqual(['pulls/create-review']);
}, 180_000);

test('two reviews of the gate (runs that raced): the newest is kept and updated, the other retired', async () => {
  const agent = '---\ntools: mcp__tracker__search_code\n---\nNew agent.\n';
  s = await scenario(tools('base.json'), tools('head.json'), { configExtra: ALIAS, headExtra: { '.claude/agents/new.md': agent } });
  gh = await pullRequestStandIn(s);
  const api = gitHubSession(gh, recordingIO()).api;
  const body = `${reviewMarker(MARKER)}\nan earlier run`;
  const comments = [{ path: '.claude/agents/new.md', line: 2, body: 'old text' }];
  const first = await api.createReview(7, { commitId: s.head, body, comments });
  const second = await api.createReview(7, { commitId: s.head, body, comments });
  const r = await gate();
  expect(r.session.problems).toEqual([]);
  const [a, b, ...more] = gh.reviewsOn(7);
  expect(more).toEqual([]);
  expect([a!.id, b!.id]).toEqual([first, second]);
  expect(a!.body).toContain('superseded by a newer review');
  expect(gh.reviewCommentsOf(first)).toEqual([]);
  expect(b!.body).toContain('1 suggested change for references to renamed MCP tools');
  const [kept, ...others] = gh.reviewCommentsOf(second);
  expect(others).toEqual([]);
  expect(kept!.history).toEqual(['old text', expect.stringContaining('```suggestion\ntools: mcp__tracker__find_code\n```')]);
  expect(gh.requests.filter((q) => q.operationId === 'pulls/create-review')).toHaveLength(2);
  gh.assertClean();
}, 120_000);
