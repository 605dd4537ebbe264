import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { discoverRefs, type DiscoveryEvent } from '../../src/discovery/index.js';
import { withBaseWorktree } from '../../src/git/worktree.js';
import { InputError } from '../../src/util/errors.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { HAVE_SCENARIOS, SCENARIOS } from '../support/paths.js';
import { maxOverlap, PROFILES, SERVERS, tempDir } from './helpers.js';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};
const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const names = (tools: Array<{ name: string }>) => tools.map((t) => t.name);
const toolsOf = (profile: string) => JSON.parse(readFileSync(join(PROFILES, profile), 'utf8')).tools;

/** A gate config: `reviews` serves an absolute profile path given here; `ops` serves profile.json from the checkout. */
function gateYaml(reviewsProfile: string, extra = ''): string {
  const node = JSON.stringify(process.execPath);
  const server = JSON.stringify(join(SERVERS, 'scenario-server.mjs'));
  return `concurrency: 4
servers:
  - id: reviews
    command: ${node}
    args: [${server}, --profile, ${JSON.stringify(join(PROFILES, reviewsProfile))}, --delay-ms, "300"]
  - id: ops
    command: ${node}
    args: [${server}, --profile, profile.json, --delay-ms, "300"]
${extra}`;
}

describe('discoverRefs: head working tree and base worktree, in parallel', () => {
  let repo: string;
  let worktrees: string;
  let baseSha: string;
  let configFile: string;

  beforeAll(() => {
    repo = tempDir('repo');
    worktrees = tempDir('worktrees');
    git(repo, 'init', '-q', '-b', 'main');
    mkdirSync(join(repo, '.github'));
    configFile = join(repo, '.github', 'mcp-contract-gate.yml');
    writeFileSync(configFile, gateYaml('seed000-t0.json'));
    copyFileSync(join(PROFILES, 'seed003-baseline.json'), join(repo, 'profile.json'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'base');
    baseSha = git(repo, 'rev-parse', 'HEAD');
    writeFileSync(
      configFile,
      gateYaml(
        'seed000-t1.json',
        `  - id: search\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(join(SERVERS, 'scenario-server.mjs'))}, --profile, ${JSON.stringify(join(PROFILES, 'seed004-v2.json'))}]\n`,
      ),
    );
    copyFileSync(join(PROFILES, 'seed003-candidate.json'), join(repo, 'profile.json'));
    git(repo, 'commit', '-q', '-am', 'head');
  });
  afterAll(() => {
    rmSync(repo, { recursive: true, force: true });
    rmSync(worktrees, { recursive: true, force: true });
  });

  const worktreeList = () =>
    git(repo, 'worktree', 'list', '--porcelain')
      .split('\n')
      .filter((l) => l.startsWith('worktree '));

  test('base uses the config and files at the base commit; head the working tree; the worktree is removed', async () => {
    const config = loadConfig(configFile, { env: {} });
    const events: DiscoveryEvent[] = [];
    const result = await discoverRefs({ config, headDir: repo, baseRef: baseSha, env: process.env, tmpDir: worktrees, onEvent: (e) => events.push(e) });

    expect(result.baseConfigFrom).toBe('base');
    expect(Object.keys(result.head.servers)).toEqual(['reviews', 'ops', 'search']);
    expect(Object.keys(result.base.servers)).toEqual(['reviews', 'ops']);
    expect(result.base.servers.reviews!.tools).toEqual(toolsOf('seed000-t0.json'));
    expect(result.head.servers.reviews!.tools).toEqual(toolsOf('seed000-t1.json'));
    // the live servers at two commits diff exactly like the scenario's snapshot files
    const live = diffSnapshots({ servers: { default: result.base.servers.reviews! } }, { servers: { default: result.head.servers.reviews! } });
    const rows = (d: typeof live) => d.changes.map((c) => `${c.tool} ${c.rule} ${c.path} ${c.severity} ${JSON.stringify(c.before)} ${JSON.stringify(c.after)}`);
    if (HAVE_SCENARIOS) {
      const files = diffSnapshots(readSnapshotFile(join(SCENARIOS, 'seed000_t0.json')), readSnapshotFile(join(SCENARIOS, 'seed000_t1.json')));
      expect(rows(live)).toEqual(rows(files));
    } else process.stdout.write('skipped the comparison with ../shared/scenarios: it is absent beside the project\n');
    expect(rows(live)).toHaveLength(6);
    expect(result.base.servers.ops!.tools).toEqual(toolsOf('seed003-baseline.json'));
    expect(result.head.servers.ops!.tools).toEqual(toolsOf('seed003-candidate.json'));
    expect(names(result.head.servers.search!.tools)).toEqual(['web_search']);

    // Both refs ran at the same time: a base discovery overlapped a head discovery.
    const span = (ref: string, server: string) =>
      [events.find((e) => e.ref === ref && e.server === server && e.type === 'start')!.time, events.find((e) => e.ref === ref && e.server === server && e.type === 'end')!.time] as [number, number];
    expect(maxOverlap([span('base', 'reviews'), span('head', 'reviews')])).toBe(2);

    expect(readdirSync(worktrees)).toEqual([]);
    expect(worktreeList()).toEqual([`worktree ${repo}`]);
  });

  test('one concurrency limit covers both refs', async () => {
    const config = loadConfig(configFile, { env: {} });
    const events: DiscoveryEvent[] = [];
    await discoverRefs({ config, headDir: repo, baseRef: 'HEAD~1', concurrency: 2, tmpDir: worktrees, onEvent: (e) => events.push(e) });
    const spans = events.filter((e) => e.type === 'start').map((s) => [s.time, events.find((e) => e.type === 'end' && e.ref === s.ref && e.server === s.server)!.time] as [number, number]);
    expect(spans).toHaveLength(5);
    expect(maxOverlap(spans)).toBe(2);
    expect(readdirSync(worktrees)).toEqual([]);
  });

  test('an unknown base ref is an InputError, and nothing is left behind', async () => {
    const config = loadConfig(configFile, { env: {} });
    await expect(discoverRefs({ config, headDir: repo, baseRef: 'no-such-branch', tmpDir: worktrees })).rejects.toThrow(InputError);
    await expect(discoverRefs({ config, headDir: repo, baseRef: 'no-such-branch', tmpDir: worktrees })).rejects.toThrow(/base ref "no-such-branch" is not a commit/);
    expect(readdirSync(worktrees)).toEqual([]);
    expect(worktreeList()).toEqual([`worktree ${repo}`]);
  });

  test('withBaseWorktree checks out the base commit and removes it even when the callback throws', async () => {
    let seen = '';
    let where = '';
    await expect(
      withBaseWorktree(
        repo,
        baseSha,
        async (dir) => {
          where = dir;
          seen = readFileSync(join(dir, 'profile.json'), 'utf8');
          writeFileSync(join(dir, 'untracked.txt'), 'left by setup');
          throw new Error('boom');
        },
        { tmpDir: worktrees },
      ),
    ).rejects.toThrow('boom');
    expect(JSON.parse(seen).tools).toEqual(toolsOf('seed003-baseline.json'));
    expect(where.startsWith(worktrees)).toBe(true);
    expect(readdirSync(worktrees)).toEqual([]);
    expect(worktreeList()).toEqual([`worktree ${repo}`]);
  });

  test('a base config that is invalid at base falls back to the head config, and says why', async () => {
    const broken = tempDir('broken-repo');
    try {
      git(broken, 'init', '-q', '-b', 'main');
      mkdirSync(join(broken, '.github'));
      const file = join(broken, '.github', 'mcp-contract-gate.yml');
      writeFileSync(file, 'servers:\n  - id: x\n    comand: node\n');
      copyFileSync(join(PROFILES, 'seed004-v1.json'), join(broken, 'profile.json'));
      git(broken, 'add', '-A');
      git(broken, 'commit', '-q', '-m', 'broken config');
      writeFileSync(file, `servers:\n  - id: x\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(join(SERVERS, 'scenario-server.mjs'))}, --profile, profile.json]\n`);
      copyFileSync(join(PROFILES, 'seed004-v2.json'), join(broken, 'profile.json'));
      git(broken, 'commit', '-q', '-am', 'fixed');
      const result = await discoverRefs({ config: loadConfig(file, { env: {} }), headDir: broken, baseRef: 'HEAD~1', tmpDir: worktrees });
      expect(result.baseConfigFrom).toBe('head');
      expect(result.baseConfigError).toMatch(/^\.github\/mcp-contract-gate\.yml: servers\[0\]\.comand is not a known key; did you mean "command"\? \(line 3\) \(at base HEAD~1\)$/);
      expect(result.base.servers.x!.tools).toEqual(toolsOf('seed004-v1.json'));
      expect(result.head.servers.x!.tools).toEqual(toolsOf('seed004-v2.json'));
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  test("a client config's absolute cwd inside the checkout runs at base in the base worktree's folder", async () => {
    const client = tempDir('client-repo');
    try {
      git(client, 'init', '-q', '-b', 'main');
      mkdirSync(join(client, 'srv'));
      const file = join(client, '.mcp.json');
      const entry = { command: process.execPath, args: [join(SERVERS, 'scenario-server.mjs'), '--profile', 'profile.json'], cwd: join(client, 'srv') };
      writeFileSync(file, JSON.stringify({ mcpServers: { x: entry } }));
      copyFileSync(join(PROFILES, 'seed004-v1.json'), join(client, 'srv', 'profile.json'));
      git(client, 'add', '-A');
      git(client, 'commit', '-q', '-m', 'base');
      copyFileSync(join(PROFILES, 'seed004-v2.json'), join(client, 'srv', 'profile.json'));
      git(client, 'commit', '-q', '-am', 'head');
      const result = await discoverRefs({ config: loadConfig(file, { env: {} }), headDir: client, baseRef: 'HEAD~1', tmpDir: worktrees });
      expect(result.base.servers.x!.tools).toEqual(toolsOf('seed004-v1.json'));
      expect(result.head.servers.x!.tools).toEqual(toolsOf('seed004-v2.json'));
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });

  test('a base commit missing from a shallow clone is fetched from origin', async () => {
    const clone = tempDir('shallow');
    try {
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, clone], { env: GIT_ENV });
      expect(() => git(clone, 'cat-file', '-e', `${baseSha}^{commit}`)).toThrow();
      const content = await withBaseWorktree(clone, baseSha, async (dir) => readFileSync(join(dir, 'profile.json'), 'utf8'), { tmpDir: worktrees });
      expect(JSON.parse(content).tools).toEqual(toolsOf('seed003-baseline.json'));
      expect(readdirSync(worktrees)).toEqual([]);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });
});
