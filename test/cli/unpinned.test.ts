import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { FIXTURES } from '../support/paths.js';

/**
 * A server that failed at `pin` is never silently unprotected (issue: the base lockfile lacked it, so every later pull
 * request reported it as "added" and a breaking version bump passed). `flaky` starts only when READY is set, as a
 * server that needs an API key does.
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const PROFILES = join(FIXTURES, 'servers', 'profiles');
const config = (flakyProfile: string) =>
  [
    'servers:',
    '  - id: ok',
    `    command: ${JSON.stringify(process.execPath)}`,
    `    args: [${JSON.stringify(SERVER)}, --profile, ${JSON.stringify(join(PROFILES, 'seed001-v1.json'))}]`,
    '  - id: flaky',
    '    command: sh',
    `    args: [-c, 'test -n "$READY" || { echo "Error: READY environment variable is required" >&2; exit 1; }; exec "$0" "$@"', ${JSON.stringify(process.execPath)}, ${JSON.stringify(SERVER)}, --profile, ${JSON.stringify(join(PROFILES, flakyProfile))}]`,
    '    env: { READY: "${READY:-}" }',
    '',
  ].join('\n');

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
async function cli(env: Record<string, string>, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env: { PATH: process.env.PATH, ...env }, color: false, today: '2026-11-24' });
  return { code, stdout, stderr };
}
const lockServers = () => Object.keys(JSON.parse(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8')).servers).sort();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-unpinned-'));
  git('init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'gate.yml'), config('seed000-t0.json'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a pin that could not read a server; a later breaking bump of it is blocked by gate and by check', async () => {
  const pin = await cli({}, 'pin', '--config', 'gate.yml', '-q');
  expect(pin.code).toBe(EXIT_CODES.couldNotRun);
  expect(pin.stderr).toContain('flaky could not be read and has no previous entry: it is NOT pinned');
  expect(lockServers()).toEqual(['ok']);
  git('add', '-A');
  git('commit', '-q', '-m', 'pin (flaky failed)');

  // the pull request bumps flaky to a release with breaking changes; with its key set, both sides can be read
  writeFileSync(join(dir, 'gate.yml'), config('seed000-t1.json'));
  const gate = await cli({ READY: '1' }, 'gate', '--config', 'gate.yml', '--base', 'main', '--format', 'json');
  expect(gate.code).toBe(EXIT_CODES.blocking);
  const report = JSON.parse(gate.stdout);
  expect(report.servers.flaky.status).toBe('ok'); // compared, not "added"
  expect(report.changes.filter((c: { server: string; severity: string }) => c.server === 'flaky' && c.severity === 'breaking').length).toBeGreaterThan(0);
  expect(report.notes.join(' ')).toMatch(/flaky is in the config at base but not pinned in mcp-contracts\.lock\.json there/);

  // where the base cannot read it either, the run fails and says to pin
  const blind = await cli({}, 'gate', '--config', 'gate.yml', '--base', 'main', '--format', 'json');
  expect(blind.code).not.toBe(EXIT_CODES.pass);
  expect(
    JSON.parse(blind.stdout)
      .failures.map((f: { message: string }) => f.message)
      .join('\n'),
  ).toMatch(/server flaky is not pinned in mcp-contracts\.lock\.json .*run `npx mcp-contract-gate pin`.*read at base [0-9a-f]{7} instead, it failed/);

  // the drift monitor: a configured server the lockfile does not pin fails closed
  const check = await cli({ READY: '1' }, 'check', '--config', 'gate.yml', '--format', 'json');
  expect(check.code).toBe(EXIT_CODES.couldNotRun);
  expect(JSON.parse(check.stdout).failures[0]).toMatchObject({ server: 'flaky', side: 'base', message: expect.stringMatching(/^server flaky is not pinned in mcp-contracts\.lock\.json/) });
});

test('pin keeps the previous entry of a server it cannot read, and says so', async () => {
  expect((await cli({ READY: '1' }, 'pin', '--config', 'gate.yml', '-q')).code).toBe(EXIT_CODES.pass);
  const before = readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8');
  const again = await cli({}, 'pin', '--config', 'gate.yml', '-q');
  expect(again.code).toBe(EXIT_CODES.couldNotRun);
  expect(again.stderr).toContain('kept the previous entry of flaky (5 tools): it could not be read, so nothing of it was re-pinned');
  expect(again.stderr).toContain('Error: READY environment variable is required');
  expect(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8')).toBe(before);
});
