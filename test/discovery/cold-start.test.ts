import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLockfile } from '../../src/contract/lockfile.js';
import { DIST, FIXTURES } from '../support/paths.js';
import { fakeNpx } from '../support/fake-npx.js';

/**
 * A cold CI runner: `npx -y server@x` downloads the package before the server says anything. Stand-ins for npx that
 * sleep 6 s and 20 s before starting the server (test/support/fake-npx.ts), in both protocol eras, read with
 * the default settings by the built CLI's snapshot, pin and gate at once (the starts overlap: about 52 s, the 20 s
 * 2026-only server twice, see below).
 * Before the fix, `auto` gave up on `server/discover` after 5 s, sent `initialize` under the same id 0, and took the
 * late "Method not found" answer to the first as the answer to the second.
 */
const SERVERS = join(FIXTURES, 'servers');
const LEGACY = [join(SERVERS, 'scenario-server.mjs'), '--profile', join(SERVERS, 'profiles', 'seed000-t0.json')];
const MODERN = [join(SERVERS, 'v2-server.mjs'), '--legacy', 'reject'];
/** Through a stand-in for npx (a package runner: the start budget covers its download), by its path. */
let npx = '';
let tools: string;
const slow = (seconds: number, script: string[]) => ({ command: npx, args: ['-y', `./download-${seconds}s`, process.execPath, ...script] });

const config = () => ({
  mcpServers: {
    'legacy-6s': slow(6, LEGACY),
    'modern-6s': slow(6, MODERN),
    'legacy-20s': slow(20, LEGACY),
    'modern-20s': slow(20, MODERN),
  },
});

/** The built CLI as a child process (three at once, as a user would run them). */
function cli(cwd: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(DIST, 'cli.js'), ...args], { cwd, env: { PATH: process.env.PATH }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-cold-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
  git('init', '-q', '-b', 'main');
  tools = mkdtempSync(join(tmpdir(), 'mcg-cold-npx-'));
  npx = fakeNpx(tools).npx;
  writeFileSync(join(dir, '.mcp.json'), JSON.stringify(config(), null, 2));
  git('add', '-A');
  git('commit', '-q', '-m', 'servers');
  writeFileSync(join(dir, 'README.md'), 'docs only\n');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(tools, { recursive: true, force: true });
});

test('servers 6 s and 20 s slow to start, in both eras, are read with default settings by snapshot, pin and gate', async () => {
  const started = Date.now();
  const [snapshot, pin, gate] = await Promise.all([cli(dir, 'snapshot', '-q'), cli(dir, 'pin', '-q'), cli(dir, 'gate', '--base', 'main', '-q', '--format', 'json')]);
  const wall = (Date.now() - started) / 1000;

  expect([snapshot.code, snapshot.stderr]).toEqual([0, '']);
  const servers = JSON.parse(snapshot.stdout).servers;
  for (const id of Object.keys(config().mcpServers)) expect([id, servers[id].error]).toEqual([id, undefined]);
  expect(servers['legacy-6s'].tools.map((t: { name: string }) => t.name)).toContain('search_reviews');
  expect(servers['legacy-20s'].era).toBeUndefined(); // initialize era
  expect(servers['modern-6s'].era).toBe('discover');
  expect(servers['modern-20s'].protocolVersion).toBe('2026-07-28');

  expect([pin.code, pin.stderr]).toEqual([0, 'pinned 16 tools from 4 servers in mcp-contracts.lock.json\n']);
  const lock = parseLockfile(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'), 'lock');
  expect(Object.keys(lock.servers).sort()).toEqual(['legacy-20s', 'legacy-6s', 'modern-20s', 'modern-6s']);
  expect(lock.servers['modern-20s']!.era).toBe('discover');

  // a README-only pull request against a base with no lockfile: both sides discovered live, nothing changed
  expect(gate.code).toBe(0);
  expect(JSON.parse(gate.stdout)).toMatchObject({ decision: 'pass', blocking: 0, failures: [] });
  // the starts overlap (four servers, three commands, two sides): not one after the other (the gate's eight downloads,
  // the 2026-only 20 s one twice, take 144 s in a row; four at a time, DEFAULT_DOWNLOAD_CONCURRENCY, about 52 s)
  expect(wall).toBeLessThan(120);
}, 150_000);
