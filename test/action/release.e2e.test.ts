import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { buildPushEvent, createTestRepo, prepareRunner, startGitHubStandIn, type GitHubStandIn, type TestRepo } from '../support/github/index.js';
import { ROOT } from '../support/paths.js';
import { cli } from '../support/cli.js';
import { readFileSync } from 'node:fs';
import { configYaml, OWNER, docSnippet, REPO, runStep } from './harness.js';

/**
 * The action's release mode, end to end: the action run as a runner does on a pushed tag (the first push spawns the
 * bundle, dist/index.js; the others run the same step in this process), a real git repository with release tags, the
 * fixture MCP server, and the GitHub stand-in (every request validated against GitHub's OpenAPI description) for the
 * release notes.
 *
 * v1.2.0 → v1.3.0 removes the parameter `limit` of `search` (a closed schema): 1.3.0 is too small. v2.0.0, tagged from
 * v1.2.0 with the same change, makes the bump.
 */
const tools = (withLimit: boolean) =>
  `${JSON.stringify({
    tools: [
      {
        name: 'search',
        description: 'Search the issues.',
        inputSchema: {
          type: 'object',
          additionalProperties: false,
          properties: { query: { type: 'string' }, ...(withLimit ? { limit: { type: 'integer', description: 'most results' } } : {}) },
          required: ['query'],
        },
      },
    ],
  })}\n`;
const pkg = (version: string) => `${JSON.stringify({ name: 'issues-mcp', version, private: true })}\n`;

let remote: TestRepo;
let gh: GitHubStandIn;
const sha: Record<string, string> = {};
const tag = (name: string, commit: string) => execFileSync('git', ['-C', remote.dir, 'tag', name, commit]);

beforeAll(async () => {
  remote = await createTestRepo({ files: { '.github/mcp-contract-gate.yml': configYaml(), 'server/tools.json': tools(true), 'package.json': pkg('1.2.0') } });
  sha['v1.2.0'] = await remote.head('main');
  tag('v1.2.0', sha['v1.2.0']);
  sha['v1.3.0'] = await remote.commit('main', { 'server/tools.json': tools(false), 'package.json': pkg('1.3.0') }, 'Release 1.3.0');
  tag('v1.3.0', sha['v1.3.0']);
  sha['v2.0.0'] = await remote.commit('release-2', { 'server/tools.json': tools(false), 'package.json': pkg('2.0.0') }, 'Release 2.0.0', { from: sha['v1.2.0'] });
  tag('v2.0.0', sha['v2.0.0']);
  gh = await startGitHubStandIn({ owner: OWNER, repo: REPO, repoDir: remote.dir });
}, 60_000);
afterAll(async () => {
  await gh?.close();
  await remote?.cleanup();
});

/** Push of `tagName`: check it out with its tags (actions/checkout with fetch-depth: 0), run the action in release mode (in this process unless `spawn`). */
async function pushTag(tagName: string, inputs: Record<string, string> = {}, spawn = false) {
  const workspace = await remote.checkout(sha[tagName]!);
  execFileSync('git', ['-C', workspace, 'fetch', '-q', remote.dir, '+refs/tags/*:refs/tags/*']);
  const runner = prepareRunner({
    eventName: 'push',
    payload: buildPushEvent({ owner: OWNER, repo: REPO, ref: `refs/tags/${tagName}`, before: '0'.repeat(40), after: sha[tagName]! }) as unknown as Record<string, unknown>,
    apiUrl: gh.url,
    graphqlUrl: gh.graphqlUrl,
    workspace,
    // the README's release workflow, as written
    inputs: { ...docSnippet('release')[0]!.jobs[0]!.inputs, 'github-token': gh.token, ...inputs },
  });
  try {
    const step = await runStep(runner, workspace, { spawn });
    return { code: step.code, stdout: step.stdout + step.stderr, outputs: step.outputs, summary: step.summary };
  } finally {
    runner.cleanup();
  }
}

test("the README's release workflow runs on pushed version tags, with the checkout's tags and a token that may write releases", () => {
  const [wf] = docSnippet('release');
  expect(wf!.on).toEqual({ push: { tags: ['v*'] } });
  expect(wf!.jobs[0]).toMatchObject({ permissions: { contents: 'write' }, inputs: { mode: 'release', 'release-notes': 'true' } });
  expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toMatch(/fetch-depth: 0 {5}# the earlier release tags/);
});

test('push of v1.3.0: the step fails naming 2.0.0 and the removed parameter; the summary holds the changelog; no notes are written', async () => {
  const r = await pushTag('v1.3.0', {}, true);
  expect(r.code).toBe(1);
  expect(r.outputs).toMatchObject({ decision: 'fail', 'exit-code': '1', 'required-bump': 'major', 'suggested-version': '2.0.0', breaking: '1' });
  expect(r.summary).toContain('## Contract changes in 1.3.0 \\(package.json\\) since 1.2.0');
  expect(r.summary).toContain('❌ The contract changes need a major release: 1.3.0 \\(package.json\\) is only a minor bump from 1.2.0; release 2.0.0 \\(or later\\).');
  expect(r.summary).toContain("Baseline: v1.2.0 run in a worktree with today's config.");
  expect(r.summary).toContain('- Tool `search`\n  - Parameter `limit` removed. (`param-removed`; major: calls built on the old contract fail or are rejected)');
  expect(r.summary).toContain('The release notes of v1.3.0 were not written: the release check failed.');
  expect(r.stdout).toMatch(/::error::1\.3\.0 is too small: the contract changes need a major release \(2\.0\.0\)/);
  expect(gh.state.releases).toEqual([]);
  gh.assertClean();
}, 180_000);

test('push of v2.0.0: it passes; the changelog is written into the release notes after the hand-written text, and replaced (not repeated) on a re-run', async () => {
  const release = gh.addRelease({ tag: 'v2.0.0', body: 'Hand-written notes.\n' });
  const r = await pushTag('v2.0.0');
  expect(r.code).toBe(0);
  expect(r.outputs).toMatchObject({ decision: 'pass', 'exit-code': '0', 'required-bump': 'major', 'release-id': String(release.id) });
  expect(r.summary).toContain('The contract changes need a major release: 2.0.0 \\(package.json\\) is a major bump from 1.2.0, which makes it.');
  expect(r.summary).toContain('The changelog was written to the notes of release v2.0.0.');
  const body = release.body ?? '';
  expect(body.startsWith('Hand-written notes.\n\n<!-- mcp-contract-gate:changelog:start -->\n## Contract changes in 2.0.0 \\(package.json\\) since 1.2.0\n')).toBe(true);
  expect(body).toContain('  - Parameter `limit` removed. (`param-removed`; major: calls built on the old contract fail or are rejected)\n<!-- mcp-contract-gate:changelog:end -->');
  const again = await pushTag('v2.0.0');
  expect(again.code).toBe(0);
  expect(release.history).toHaveLength(3);
  expect(release.body).toBe(body);
  // the requests went to GitHub's documented release operations, with valid bodies, and got documented answers
  expect(gh.requests.filter((q) => q.operationId?.startsWith('repos/')).map((q) => `${q.operationId} ${q.status}`)).toEqual([
    'repos/get-release-by-tag 200',
    'repos/update-release 200',
    'repos/get-release-by-tag 200',
    'repos/update-release 200',
  ]);
  gh.assertClean();
}, 180_000);

test('a pushed tag with no release yet: the release is created with the changelog as its notes', async () => {
  execFileSync('git', ['-C', remote.dir, 'tag', 'v2.0.1', sha['v2.0.0']!]);
  sha['v2.0.1'] = sha['v2.0.0']!;
  const r = await pushTag('v2.0.1', { version: '2.0.1', since: 'v1.2.0' });
  expect(r.code).toBe(0);
  const created = gh.state.releases.find((x) => x.tagName === 'v2.0.1');
  expect(created).toMatchObject({ name: 'v2.0.1', draft: false, author: { login: 'github-actions[bot]' } });
  expect(created!.body).toMatch(/^<!-- mcp-contract-gate:changelog:start -->\n## Contract changes in 2\.0\.1 since 1\.2\.0\n/);
  expect(r.outputs['release-id']).toBe(String(created!.id));
  gh.assertClean();
}, 180_000);

test('release-check --github-summary FILE writes exactly the job summary the release mode writes (one definition)', async () => {
  const r = await pushTag('v1.3.0', { 'release-notes': 'false' });
  expect(r.code).toBe(1);
  const workspace = await remote.checkout(sha['v1.3.0']!);
  execFileSync('git', ['-C', workspace, 'fetch', '-q', remote.dir, '+refs/tags/*:refs/tags/*']);
  const file = join(workspace, 'summary.md');
  const local = await cli(workspace, 'release-check', '-q', '--github-summary', file);
  expect(local.code).toBe(1);
  expect(readFileSync(file, 'utf8')).toBe(r.summary);
  expect(r.summary).toContain('**Release check failed:** 1.3.0 is too small');
}, 180_000);
