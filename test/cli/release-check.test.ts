import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cli } from '../support/cli.js';
import { FIXTURES } from '../support/paths.js';

/**
 * A server author's repository, for real: a git repository with the fixture MCP server (a real SDK server serving
 * `server/tools.json`), a package.json carrying the version, and two release tags. v1.2.0 → v1.3.0 removes the
 * parameter `limit` of `search` (a closed schema: callers sending it are rejected), so 1.3.0 is too small.
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const GOLDEN = join(FIXTURES, 'release', 'changelog-v1.2.0-v1.3.0.md');

const tools = (withLimit: boolean, extra: object[] = []) =>
  `${JSON.stringify(
    {
      tools: [
        {
          name: 'search',
          description: 'Search the issues.',
          inputSchema: {
            type: 'object',
            additionalProperties: false,
            properties: { query: { type: 'string', description: 'words to look for' }, ...(withLimit ? { limit: { type: 'integer', description: 'most results' } } : {}) },
            required: ['query'],
          },
        },
        { name: 'get_issue', description: 'Read one issue.', inputSchema: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } },
        ...extra,
      ],
    },
    null,
    2,
  )}\n`;

const CONFIG = `servers:\n  - id: issues\n    command: node\n    args: [${JSON.stringify(SERVER)}, --profile, server/tools.json]\n`;
// private: the registry baseline is not tried (no package is published under this name)
const pkg = (version: string) => `${JSON.stringify({ name: 'issues-mcp', version, private: true, type: 'module' }, null, 2)}\n`;

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } }).toString();
const write = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
};
const release = (tag: string, files: Record<string, string>) => {
  write(files);
  git('add', '-A');
  git('commit', '-q', '-m', `release ${tag}`);
  git('tag', tag);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-release-'));
  git('init', '-q', '-b', 'main');
  release('v1.2.0', { '.github/mcp-contract-gate.yml': CONFIG, 'package.json': pkg('1.2.0'), 'server/tools.json': tools(true) });
  release('v1.3.0', { 'package.json': pkg('1.3.0'), 'server/tools.json': tools(false) });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('release-check at v1.3.0 fails naming 2.0.0 and the removed parameter; with the version set to 2.0.0 it passes', async () => {
  const r = await cli(dir, 'release-check', '-q');
  expect(r.stderr).toBe('');
  expect(r.code).toBe(1);
  expect(r.stdout).toContain('✗ The contract changes need a major release: 1.3.0 (package.json) is only a minor bump from 1.2.0; release 2.0.0 (or later).');
  expect(r.stdout.split('\n')[0]).toBe("Baseline: v1.2.0 run in a worktree with today's config.");
  expect(r.stdout).toContain("    Parameter 'limit' removed. [param-removed; major: calls built on the old contract fail or are rejected]");
  expect(r.stdout).toContain('  tool search');

  const json = JSON.parse((await cli(dir, 'release-check', '--format', 'json')).stdout);
  expect(json).toMatchObject({ ok: false, bump: { needed: 'major', from: '1.2.0', to: '1.3.0', actual: 'minor', suggested: '2.0.0', ok: false }, fromLabel: 'v1.2.0', toLabel: 'package.json' });
  expect(json.sections.breaking).toEqual([
    {
      server: 'issues',
      entity: 'tool',
      tool: 'search',
      rule: 'param-removed',
      severity: 'breaking',
      path: 'limit',
      pointer: '/inputSchema/properties/limit',
      text: "Parameter 'limit' removed.",
      bump: 'major',
      why: 'calls built on the old contract fail or are rejected',
    },
  ]);

  // the same release numbered 2.0.0: against v1.2.0 it makes the bump; as the release after v1.3.0 it changes nothing
  write({ 'package.json': pkg('2.0.0') });
  const ok = await cli(dir, 'release-check', '-q', '--since', 'v1.2.0');
  expect(ok.code).toBe(0);
  expect(ok.stdout).toContain('✓ The contract changes need a major release: 2.0.0 (package.json) is a major bump from 1.2.0, which makes it.');
  const after13 = await cli(dir, 'release-check', '-q');
  expect(after13.code).toBe(0);
  expect(after13.stdout).toContain("Baseline: v1.3.0 run in a worktree with today's config.\nContract changes in 2.0.0 (package.json) since 1.3.0\n✓ No contract change: no bump is required");
  // --version wins over the files; a pre-release of the next major makes the bump too
  expect((await cli(dir, 'release-check', '-q', '--since', 'v1.2.0', '--version', '1.3.1')).code).toBe(1);
  expect((await cli(dir, 'release-check', '-q', '--since', 'v1.2.0', '--version', '2.0.0-rc.1')).code).toBe(0);
}, 120_000);

test('the changelog between the two tags matches the golden file, the same bytes every run; JSON and the one-line summary agree', async () => {
  const md = await cli(dir, 'changelog', 'v1.2.0', 'v1.3.0', '-q');
  expect([md.code, md.stderr]).toEqual([0, '']);
  if (process.env.UPDATE_RELEASE_FIXTURES) {
    mkdirSync(dirname(GOLDEN), { recursive: true });
    writeFileSync(GOLDEN, md.stdout);
  }
  expect(md.stdout).toBe(readFileSync(GOLDEN, 'utf8'));
  expect((await cli(dir, 'changelog', 'v1.2.0', 'v1.3.0', '-q')).stdout).toBe(md.stdout);

  const summary = await cli(dir, 'changelog', 'v1.2.0', 'v1.3.0', '--format', 'summary');
  expect(summary.stdout).toBe('1 breaking, 0 changed meaning, 0 added, 0 other. The contract changes need a major release: 1.3.0 is only a minor bump from 1.2.0; release 2.0.0 (or later).\n');
  const json = JSON.parse((await cli(dir, 'changelog', 'v1.2.0', 'v1.3.0', '--format', 'json')).stdout);
  expect(json.counts).toEqual({ breaking: 1, changedMeaning: 0, added: 0, other: 0 });
  expect(json.subject).toEqual({ before: 'v1.2.0', after: 'v1.3.0' });
}, 120_000);

test('the last release read from its lockfile: pinned at v1.2.0, a new tool since is Added, the removed parameter Breaking', async () => {
  git('checkout', '-q', 'v1.2.0');
  expect((await cli(dir, 'pin', '-q')).code).toBe(0);
  git('add', '-A');
  git('commit', '-q', '-m', 'pin');
  git('tag', '-f', 'v1.2.0');
  git('checkout', '-q', 'main');
  git('rebase', '-q', 'v1.2.0');
  // the server at the tag no longer runs (its tools file is gone): only the lockfile can say what 1.2.0 was
  write({ 'server/tools.json': tools(false, [{ name: 'close_issue', description: 'Close an issue.', inputSchema: { type: 'object', properties: { id: { type: 'integer' } } } }]) });
  const r = await cli(dir, 'release-check', '--format', 'markdown', '-q', '--since', 'v1.2.0');
  expect(r.code).toBe(1);
  expect(r.stdout).toContain('### Breaking');
  expect(r.stdout).toContain('### Added');
  expect(r.stdout).toContain('Baseline: lockfile mcp\\-contracts.lock.json at v1.2.0.');
  expect(r.stdout).toContain('- Tool `close_issue`\n  - Tool `close_issue` added');
  const json = JSON.parse((await cli(dir, 'release-check', '--format', 'json', '-q')).stdout);
  expect(json.counts).toMatchObject({ breaking: 1, added: 1 });
}, 120_000);

test('bad input: no earlier tag, no version, versions that disagree, an unknown ref', async () => {
  // no release before 1.0.0 and nothing published: could not run (exit 3), saying what was tried
  const first = await cli(dir, 'release-check', '--version', '1.0.0', '-q');
  expect(first.code).toBe(3);
  expect(first.stdout).toContain('lockfile: no release tag below 1.0.0 (2 of the 2 tags are this server');
  write({ 'server.json': JSON.stringify({ name: 'io.github.acme/issues', description: 'Issues', version: '1.4.0' }) });
  const disagree = await cli(dir, 'release-check', '-q', '--format', 'json');
  expect(disagree.code).toBe(1);
  expect(JSON.parse(disagree.stdout).problems).toEqual(['package.json says 1.3.0, but server.json says 1.4.0: make them agree before releasing']);
  rmSync(join(dir, 'server.json'));
  write({ 'package.json': '{"name": "x"}' });
  expect(await cli(dir, 'release-check')).toMatchObject({ code: 2, stderr: expect.stringContaining('no version to check') });
  expect(await cli(dir, 'changelog', 'v1.2.0', 'v9')).toMatchObject({ code: 2, stderr: expect.stringContaining('"v9" is not a commit in this repository') });
}, 120_000);

test('changelog of two files: snapshots or lockfiles, with the versions given on the command line', async () => {
  const profiles = join(FIXTURES, 'servers', 'profiles');
  const r = await cli(dir, 'changelog', join(profiles, 'seed001-v1.json'), join(profiles, 'seed001-v2.json'), '--format', 'json', '--from-version', '0.4.0', '--to-version', '0.4.1');
  expect(r.code).toBe(0);
  const json = JSON.parse(r.stdout);
  expect(json).toMatchObject({ ok: false, bump: { needed: 'major', from: '0.4.0', to: '0.4.1', actual: 'minor', suggested: '0.5.0', ok: false }, counts: { changedMeaning: 1, added: 2 } });
  expect(json.sections.changedMeaning[0]).toMatchObject({ tool: 'get_pods', rule: 'param-renamed', text: "Parameter 'selector' renamed to 'label_selector'." });
  // a lockfile on one side: the pinned contracts against a snapshot of the same servers
  expect((await cli(dir, 'pin', '-q')).code).toBe(0);
  const snap = await cli(dir, 'snapshot', '-q', '--out', 'now.json');
  expect(snap.code).toBe(0);
  const same = await cli(dir, 'changelog', 'mcp-contracts.lock.json', 'now.json', '--format', 'summary');
  expect(same).toMatchObject({ code: 0, stdout: '0 breaking, 0 changed meaning, 0 added, 0 other. No contract change: no bump is required.\n' });
  expect(await cli(dir, 'changelog', 'now.json', 'v1.2.0')).toMatchObject({ code: 2, stderr: expect.stringContaining('now.json is a file and the other argument is not') });
}, 120_000);
