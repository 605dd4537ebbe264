import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cli } from '../support/cli.js';
import { FIXTURES } from '../support/paths.js';

/**
 * A server repository with a real history shape, built here with real git and run with the real fixture server:
 *
 * - v1.0.0: the server alone (no gate config, no lockfile: the repository adopts the gate later);
 * - v1.1.0: a tool, a resource (a URL) and a prompt added; the gate adopted (config, lockfile); a second package,
 *   packages/pkg-b, with its own server, package.json and `pkg-b@0.3.0` tag;
 * - v1.1.1: descriptions edited only (a tool's and a template's);
 * - v2.0.0: a parameter removed (closed schema), a resource removed, `$schema` written on every tool;
 * - pkg-b@0.3.1: pkg-b adds a tool.
 *
 * At each tag release-check names its baseline and advises the bump against it; pkg-b reads only its own tags and
 * manifest. The changelogs between tags are golden files (rendered with a real Markdown renderer elsewhere:
 * changelog-render.unit.test.ts).
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const GOLDEN = join(FIXTURES, 'release', 'history');

type Tool = { name: string; description: string; inputSchema: Record<string, unknown> };
const search = (o: { description?: string; limit?: boolean; schema?: boolean } = {}): Tool => ({
  name: 'search',
  description: o.description ?? 'Search the issues.',
  inputSchema: {
    ...(o.schema ? { $schema: 'http://json-schema.org/draft-07/schema#' } : {}),
    type: 'object',
    additionalProperties: false,
    properties: { query: { type: 'string', description: 'words to look for' }, ...(o.limit === false ? {} : { limit: { type: 'integer', description: 'most results' } }) },
    required: ['query'],
  },
});
const tool = (name: string, description: string, schema = false): Tool => ({
  name,
  description,
  inputSchema: { ...(schema ? { $schema: 'http://json-schema.org/draft-07/schema#' } : {}), type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
});
const profile = (p: object) => `${JSON.stringify({ serverInfo: { name: 'issues', version: '1.0.0' }, ...p }, null, 2)}\n`;

const V100 = {
  tools: [search(), tool('get_issue', 'Read one issue.')],
  prompts: [{ name: 'triage', description: 'Triage an issue.', arguments: [{ name: 'id', description: 'the issue', required: true }] }],
  resources: [{ uri: 'issues://recent', name: 'recent', description: 'The latest issues.', mimeType: 'application/json' }],
  resourceTemplates: [{ uriTemplate: 'issues://{id}', name: 'issue', description: 'One issue.' }],
};
const V110 = {
  ...V100,
  tools: [...V100.tools, tool('close_issue', 'Close an issue.')],
  prompts: [...V100.prompts, { name: 'summarize', description: 'Summarize the week.' }],
  resources: [...V100.resources, { uri: 'https://example.com/issues/labels.json', name: 'labels', description: 'The labels in use.' }],
};
const V111 = {
  ...V110,
  tools: [search({ description: 'Search the open issues by title and body.' }), ...V110.tools.slice(1)],
  resourceTemplates: [{ uriTemplate: 'issues://{id}', name: 'issue', description: 'One issue, with its comments.' }],
};
const V200 = {
  ...V111,
  tools: [search({ description: 'Search the open issues by title and body.', limit: false, schema: true }), tool('get_issue', 'Read one issue.', true), tool('close_issue', 'Close an issue.', true)],
  resources: V111.resources.slice(1),
};
const B030 = { tools: [tool('list_boards', 'List the boards.')] };
const B031 = { tools: [...B030.tools, tool('archive_board', 'Archive a board.')] };

const CONFIG = [
  'servers:',
  '  - id: issues',
  '    command: node',
  `    args: [${JSON.stringify(SERVER)}, --profile, server/profile.json]`,
  '  - id: boards',
  '    command: node',
  `    args: [${JSON.stringify(SERVER)}, --profile, profile.json]`,
  '    cwd: packages/pkg-b',
  '',
].join('\n');
const pkg = (name: string, version: string) => `${JSON.stringify({ name, version, private: true, type: 'module' }, null, 2)}\n`;

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } }).toString();
const write = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
};
const pin = async () => {
  const r = await cli(dir, 'pin', '-q');
  if (r.code !== 0) throw new Error(`pin failed: ${r.stderr}`);
};
const commit = (message: string, ...tags: string[]) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
  for (const t of tags) git('tag', t);
};
const json = async (cwd: string, ...args: string[]) => {
  const r = await cli(cwd, 'release-check', '--format', 'json', ...args);
  return { code: r.code, stderr: r.stderr, out: JSON.parse(r.stdout) };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-history-'));
  git('init', '-q', '-b', 'main');
  write({ 'package.json': pkg('issues-mcp', '1.0.0'), 'server/profile.json': profile(V100) });
  commit('1.0.0', 'v1.0.0');
  write({
    'package.json': pkg('issues-mcp', '1.1.0'),
    'server/profile.json': profile(V110),
    '.github/mcp-contract-gate.yml': CONFIG,
    'packages/pkg-b/package.json': pkg('pkg-b', '0.3.0'),
    'packages/pkg-b/profile.json': profile(B030),
  });
  await pin();
  commit('1.1.0: close_issue, labels, summarize; adopt the gate; pkg-b 0.3.0', 'v1.1.0', 'pkg-b@0.3.0');
  write({ 'package.json': pkg('issues-mcp', '1.1.1'), 'server/profile.json': profile(V111) });
  await pin();
  commit('1.1.1: descriptions', 'v1.1.1');
  write({ 'package.json': pkg('issues-mcp', '2.0.0'), 'server/profile.json': profile(V200) });
  await pin();
  commit('2.0.0: limit and recent removed', 'v2.0.0');
  write({ 'packages/pkg-b/package.json': pkg('pkg-b', '0.3.1'), 'packages/pkg-b/profile.json': profile(B031) });
  await pin();
  commit('pkg-b 0.3.1: archive_board', 'pkg-b@0.3.1');
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('v1.1.0 (v1.0.0 has no config and no lockfile): the baseline is v1.0.0 run in a worktree with today’s config; minor', async () => {
  git('checkout', '-q', 'v1.1.0');
  const text = await cli(dir, 'release-check', '-q');
  expect(text.stderr).toBe('');
  expect(text.stdout.split('\n')[0]).toBe("Baseline: v1.0.0 run in a worktree with today's config.");
  const { code, out } = await json(dir);
  expect(code).toBe(0);
  expect(out.baseline).toEqual({
    kind: 'worktree',
    label: "v1.0.0 run in a worktree with today's config",
    ref: 'v1.0.0',
    tried: [
      { kind: 'lockfile', used: false, detail: 'no lockfile at mcp-contracts.lock.json at v1.0.0' },
      { kind: 'registry', used: false, detail: 'no published package: the repository root has no package.json (not private), pyproject.toml or server.json naming one' },
      { kind: 'worktree', used: true, detail: "v1.0.0 run in a worktree with today's config" },
    ],
  });
  expect(out.bump).toMatchObject({ needed: 'minor', from: '1.0.0', to: '1.1.0', actual: 'minor', ok: true });
  // only the root server: pkg-b's server is another package's
  expect(JSON.stringify(out.sections)).not.toContain('boards');
  expect(out.sections.added.map((e: { entity: string; tool: string }) => `${e.entity} ${e.tool}`).sort()).toEqual([
    'prompt summarize',
    'static-resource https://example.com/issues/labels.json',
    'tool close_issue',
  ]);
  expect(out.sections.breaking).toEqual([]);
}, 120_000);

test('v1.1.1 (descriptions only): the baseline is the lockfile at v1.1.0; a re-description needs a minor release, said per line', async () => {
  git('checkout', '-q', 'v1.1.1');
  const { code, out } = await json(dir);
  expect(out.baseline).toMatchObject({ kind: 'lockfile', label: 'lockfile mcp-contracts.lock.json at v1.1.0', ref: 'v1.1.0' });
  expect(out.bump).toMatchObject({ needed: 'minor', from: '1.1.0', to: '1.1.1', actual: 'patch', suggested: '1.2.0', ok: false });
  expect(code).toBe(1);
  expect(out.sections.changedMeaning.map((e: { rule: string; bump: string; why: string }) => [e.rule, e.bump, e.why])).toEqual([
    ['tool-description-changed', 'minor', 'old calls still work; what the model reads changed'],
    ['resource-template-changed', 'minor', 'old calls still work; what the model reads changed'],
  ]);
  const text = await cli(dir, 'release-check', '-q');
  expect(text.stdout).toContain('      words: Search the [-issues.-]{+open issues by title and body.+}');
  // a project that ships re-descriptions as patches says so in its policy
  writeFileSync(join(dir, 'patch-policy.yml'), `${CONFIG}policy:\n  release-bumps: { meaning: patch }\n`);
  try {
    const patch = await json(dir, '--config', 'patch-policy.yml');
    expect(patch.code).toBe(0);
    expect(patch.out.bump).toMatchObject({ needed: 'patch', ok: true });
    expect(patch.out.sections.changedMeaning[0]).toMatchObject({ bump: 'patch' });
  } finally {
    rmSync(join(dir, 'patch-policy.yml'));
  }
}, 120_000);

test('v2.0.0 (a parameter removed): the lockfile at v1.1.1; major, and 2.0.0 makes it; the $schema lines are grouped once', async () => {
  git('checkout', '-q', 'v2.0.0');
  const { code, out } = await json(dir);
  expect(code).toBe(0);
  expect(out.baseline).toMatchObject({ kind: 'lockfile', ref: 'v1.1.1' });
  expect(out.bump).toMatchObject({ needed: 'major', from: '1.1.1', to: '2.0.0', actual: 'major', ok: true });
  expect(out.sections.breaking.map((e: { rule: string; tool: string; bump: string }) => [e.rule, e.tool, e.bump])).toEqual([
    ['param-removed', 'search', 'major'],
    ['resource-removed', 'issues://recent', 'major'],
  ]);
  const md = await cli(dir, 'release-check', '-q', '--format', 'markdown');
  const other = md.stdout.slice(md.stdout.indexOf('### Other'));
  expect(other.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(1);
  expect(other).toContain('Tool `close_issue`, Tool `get_issue`, Tool `search`');
  const plain = await cli(dir, 'release-check', '-q', '--format', 'markdown', '--no-cosmetic');
  expect(plain.stdout).not.toContain('### Other');
  expect(plain.stdout).toContain('3 representation-only changes were left out (--no-cosmetic).');
  // the worktree baseline, asked for, reads the same contracts as the lockfile
  const wt = await json(dir, '--baseline', 'worktree');
  expect(wt.out.baseline.kind).toBe('worktree');
  expect(wt.out.counts).toEqual(out.counts);
}, 120_000);

test('the monorepo package: pkg-b reads only its own tags (pkg-b@0.3.0) and its own package.json, and only its server', async () => {
  git('checkout', '-q', 'pkg-b@0.3.1');
  const b = join(dir, 'packages', 'pkg-b');
  const { code, out } = await json(b);
  expect(code).toBe(0);
  expect(out.baseline).toMatchObject({ kind: 'lockfile', ref: 'pkg-b@0.3.0' });
  expect(out).toMatchObject({ fromLabel: 'pkg-b@0.3.0', toLabel: 'packages/pkg-b/package.json' });
  expect(out.bump).toMatchObject({ needed: 'minor', from: '0.3.0', to: '0.3.1', ok: true });
  expect(out.sections.added).toEqual([expect.objectContaining({ server: 'boards', tool: 'archive_board', rule: 'tool-added' })]);
  expect(out.counts).toEqual({ breaking: 0, changedMeaning: 0, added: 1, other: 0 });
  // the root package at the same commit (still 2.0.0): its own tags (the last below 2.0.0 is v1.1.1), not pkg-b's
  const root = await json(dir);
  expect(root.out.baseline).toMatchObject({ ref: 'v1.1.1' });
  expect(JSON.stringify(root.out.sections)).not.toContain('boards');
  // changelog at the root with a config whose servers all live in package folders: the repository's changelog
  writeFileSync(join(dir, 'only-b.yml'), CONFIG.slice(CONFIG.indexOf('  - id: boards')).replace(/^/, 'servers:\n'));
  try {
    const c = await cli(dir, 'changelog', 'pkg-b@0.3.0', 'pkg-b@0.3.1', '--config', 'only-b.yml', '--format', 'json', '-q');
    expect(c.code).toBe(0);
    expect(JSON.parse(c.stdout).sections.added).toEqual([expect.objectContaining({ tool: 'archive_board' })]);
  } finally {
    rmSync(join(dir, 'only-b.yml'));
  }
  // --tag-pattern picks other tags; a pattern without {version} is bad input
  const pattern = await json(b, '--tag-pattern', 'v{version}', '--version', '2.0.1');
  expect(pattern.out.baseline).toMatchObject({ ref: 'v2.0.0' });
  expect(await cli(b, 'release-check', '--tag-pattern', 'pkg-b')).toMatchObject({ code: 2, stderr: expect.stringContaining('must hold {version} once') });
}, 120_000);

test('no baseline readable: exit 3, every way tried and what to add; never "all added" or "no change"', async () => {
  git('checkout', '-q', 'v1.1.0');
  const only = await json(dir, '--baseline', 'lockfile');
  expect(only.code).toBe(3);
  expect(only.out.baseline).toMatchObject({ kind: 'none', tried: [{ kind: 'lockfile', used: false, detail: 'no lockfile at mcp-contracts.lock.json at v1.0.0' }] });
  expect(only.out.ok).toBe(false);
  expect(only.out.summary).toMatch(/^Could not run: no baseline could be read/);
  // a first release: no tag, a private package, nothing to run
  const first = await json(dir, '--version', '0.9.0');
  expect(first.code).toBe(3);
  expect(first.out.baseline.tried.map((t: { kind: string; used: boolean }) => [t.kind, t.used])).toEqual([
    ['lockfile', false],
    ['registry', false],
    ['worktree', false],
  ]);
  expect(first.out.baseline.tried[0].detail).toBe("no release tag below 0.9.0 (2 of the 3 tags are this server's)");
  const text = await cli(dir, 'release-check', '-q', '--version', '0.9.0');
  expect(text.code).toBe(3);
  expect(text.stdout).toContain('Baseline: none could be read (tried lockfile, registry, worktree).');
  expect(text.stdout).toContain('To give the check a baseline:');
  expect(text.stdout).not.toMatch(/added|No contract change/);
  // changelog: a ref whose server cannot run today (pkg-b did not exist at v1.0.0) is "could not be read", never "added"
  const changelog = await cli(dir, 'changelog', 'v1.0.0', 'v1.1.0', '--format', 'json', '-q', '--server', 'boards');
  expect(changelog.code).toBe(3);
  const c = JSON.parse(changelog.stdout);
  expect(c.failures).toEqual([expect.objectContaining({ server: 'boards', side: 'base' })]);
  expect(c.sections.added).toEqual([]);
}, 120_000);

test('the changelogs between tags are the golden files, the same bytes every run', async () => {
  git('checkout', '-q', 'v2.0.0');
  for (const [a, b] of [
    ['v1.0.0', 'v1.1.1'],
    ['v1.1.1', 'v2.0.0'],
  ] as const) {
    const md = await cli(dir, 'changelog', a, b, '-q');
    expect([md.code, md.stderr]).toEqual([0, '']);
    const file = join(GOLDEN, `changelog-${a}-${b}.md`);
    if (process.env.UPDATE_RELEASE_FIXTURES) {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(file, md.stdout);
    }
    expect(md.stdout).toBe(readFileSync(file, 'utf8'));
  }
}, 120_000);
