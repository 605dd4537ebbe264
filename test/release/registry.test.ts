import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { FIXTURES } from '../support/paths.js';
import { serverPackage, startRegistry, type LocalRegistry } from '../support/npm-registry.js';

/**
 * The registry baseline, against a local npm registry (no network): the server published at 1.0.0 and 1.1.0 (real
 * `npm pack`ed tarballs), its repository at 1.2.0 with no release tags. `release-check` finds 1.1.0, the nearest
 * version below 1.2.0, installs and launches it with today's config entry (the real `npm view` and `npx -y`), and
 * compares it with the working tree's server.
 */
const NAME = 'mcg-release-fixture';
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const tool = (name: string) => ({ name, description: `${name} things.`, inputSchema: { type: 'object', properties: { id: { type: 'integer' } } } });
const PROFILES: Record<string, object> = {
  '1.0.0': { tools: [tool('list')] },
  '1.1.0': { tools: [tool('list'), tool('get')] },
  now: { tools: [tool('list'), tool('get'), tool('close')] },
};

let store: string;
let dir: string;
let registry: LocalRegistry;
const profileFile = (v: string) => join(store, `${v}.json`);
beforeAll(async () => {
  store = mkdtempSync(join(tmpdir(), 'mcg-reg-profiles-'));
  for (const [v, p] of Object.entries(PROFILES)) writeFileSync(profileFile(v), JSON.stringify(p));
  registry = await startRegistry(NAME, (version, variant) => serverPackage(NAME, version, SERVER, ['--profile', profileFile(version)], variant));
  registry.publish('1.0.0');
  registry.publish('1.1.0');
}, 60_000);
afterAll(async () => {
  await registry.close();
  rmSync(store, { recursive: true, force: true });
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-reg-repo-'));
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify({ name: NAME, version: '1.2.0', type: 'module' }, null, 2)}\n`,
    'server/profile.json': JSON.stringify(PROFILES.now),
    '.github/mcp-contract-gate.yml': [
      'servers:',
      '  - id: fx',
      '    command: node',
      `    args: [${JSON.stringify(SERVER)}, --profile, server/profile.json]`,
      `    env: { npm_config_registry: "${registry.url}/", npm_config_cache: ${JSON.stringify(join(dir, '.npm'))}, npm_config_update_notifier: "false", npm_config_audit: "false", npm_config_fund: "false" }`,
      '    start-timeout: 120',
      '',
    ].join('\n'),
  };
  for (const [p, t] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), t);
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'untagged');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env: { PATH: process.env.PATH, HOME: dir }, color: false, today: '2026-12-02' });
  return { code, stdout, stderr };
}

test('--baseline registry at 1.2.0 reads 1.1.0 from the registry, launched with today’s config entry; the new tool is the change', async () => {
  const r = await cli('release-check', '--baseline', 'registry', '--format', 'json');
  expect(r.code).toBe(0);
  const out = JSON.parse(r.stdout);
  expect(out.baseline).toEqual({
    kind: 'registry',
    label: `npm ${NAME}@1.1.0`,
    version: '1.1.0',
    package: NAME,
    tried: [{ kind: 'registry', used: true, detail: `npm ${NAME}@1.1.0, launched with today's config entry` }],
  });
  expect(out.bump).toMatchObject({ needed: 'minor', from: '1.1.0', to: '1.2.0', actual: 'minor', ok: true });
  expect(out.sections.added.map((e: { tool: string }) => e.tool)).toEqual(['close']);
  expect(out.fromLabel).toBe(`npm ${NAME}`);
  expect(out.summary).toBe(`The contract changes need a minor release: 1.2.0 (package.json) is a minor bump from 1.1.0 (npm ${NAME}), which makes it.`);
}, 180_000);

test('by default (no tag, so no lockfile) the registry is next; --since-published picks another version', async () => {
  const text = await cli('release-check', '-q');
  expect(text.code).toBe(0);
  expect(text.stdout.split('\n')[0]).toBe(`Baseline: npm ${NAME}@1.1.0.`);
  const older = JSON.parse((await cli('release-check', '--since-published', '1.0.0', '--format', 'json')).stdout);
  expect(older.baseline).toMatchObject({ kind: 'registry', version: '1.0.0' });
  expect(older.sections.added.map((e: { tool: string }) => e.tool).sort()).toEqual(['close', 'get']);
  // a ref named with --since is the baseline, never a version from the registry: here it has no lockfile, so its code
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe' });
  git('tag', 'v1.1.0');
  const since = JSON.parse((await cli('release-check', '--since', 'v1.1.0', '--format', 'json')).stdout);
  expect(since.baseline.tried.map((t: { kind: string }) => t.kind)).toEqual(['lockfile', 'worktree']);
  expect(since.baseline).toMatchObject({ kind: 'worktree', ref: 'v1.1.0' });
  git('tag', '-d', 'v1.1.0');
  // the registry down: not "all tools added" but could not run, saying why
  registry.failMetadata(503);
  try {
    const down = await cli('release-check', '--format', 'json');
    expect(down.code).toBe(3);
    const out = JSON.parse(down.stdout);
    expect(out.baseline.kind).toBe('none');
    expect(out.baseline.tried.find((t: { kind: string }) => t.kind === 'registry').detail).toMatch(new RegExp(`^${NAME}: npm view failed`));
    expect(out.counts).toEqual({ breaking: 0, changedMeaning: 0, added: 0, other: 0 });
  } finally {
    registry.failMetadata(undefined);
  }
}, 180_000);
