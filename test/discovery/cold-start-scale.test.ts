import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRunner } from '../../src/config/launch-spec.js';
import { parseLockfile } from '../../src/contract/lockfile.js';
import { DEFAULT_DOWNLOAD_CONCURRENCY } from '../../src/model/config.js';
import { fakeNpx, maxDownloadsAtOnce } from '../support/fake-npx.js';
import { DIST, FIXTURES } from '../support/paths.js';

/**
 * Cold start at scale. A cold `pin` of fifteen npm servers at once: each download took longer side by side (mongodb
 * alone 99 s) and ran into the 120 s start budget; a server launched directly that never spoke also waited 120 s.
 * Now only a package-runner launch has a start budget (spawn to first output: the download), at most
 * DEFAULT_DOWNLOAD_CONCURRENCY download at once and a slot is taken before the budget starts, so time spent queued
 * never counts; a direct launch has `timeout` from spawn.
 *
 * The fifteen downloads take 20 to 90 s, scaled by SCALE (so 2 to 9 s) with the budgets scaled alike (start 13 s,
 * answer 5 s: the defaults' 120 s and 30 s times SCALE, plus a margin for a node server's boot on a loaded machine).
 * What the test proves holds at any scale: every download is longer than the answer budget (it never counts there);
 * the eleven shortest take 67 s × SCALE, so with four slots the last server cannot start its download before
 * 67/4 × SCALE = 16.75 s, more than the start budget (queued time never counts there); and four run at once, not fifteen.
 */
const SCALE = 0.1;
const DOWNLOADS = [20, 30, 40, 50, 60, 70, 70, 80, 80, 80, 90, 90, 90, 90, 90];
const SERVER = [join(FIXTURES, 'servers', 'scenario-server.mjs'), '--profile', join(FIXTURES, 'servers', 'profiles', 'seed000-t0.json')];
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-cold15-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function cli(path: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(DIST, 'cli.js'), ...args], { cwd: dir, env: { PATH: path, HOME: process.env.HOME } }, (err, stdout, stderr) =>
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
    );
  });
}

test('a cold pin of 15 servers whose downloads take 20–90 s succeeds with the default download concurrency', async () => {
  const fake = fakeNpx(dir, SCALE);
  const entry = (s: number, i: number) =>
    `  - id: s${String(i + 1).padStart(2, '0')}\n    command: npx\n    args: [-y, download-${s}s-${i + 1}@1.0.0, ${[process.execPath, ...SERVER].map((a) => JSON.stringify(a)).join(', ')}]\n`;
  writeFileSync(join(dir, 'gate.yml'), `timeout: 5\nstart-timeout: 13\nservers:\n${DOWNLOADS.map(entry).join('')}`);
  const r = await cli(fake.path, 'pin', '--config', 'gate.yml', '-q');
  expect([r.code, r.stderr]).toEqual([0, 'pinned 75 tools from 15 servers in mcp-contracts.lock.json\n']);
  const lock = parseLockfile(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'), 'lock');
  expect(Object.keys(lock.servers)).toHaveLength(15);
  expect(lock.servers.s15!.package).toMatchObject({ manager: 'npx', name: 'download-90s-15', version: '1.0.0' });
  const log = readFileSync(fake.log, 'utf8');
  expect(log.match(/^end /gm)).toHaveLength(15);
  expect(maxDownloadsAtOnce(log)).toBe(DEFAULT_DOWNLOAD_CONCURRENCY);
}, 120_000);

test('a direct launch that never speaks times out at the answer timeout, not the start budget', async () => {
  writeFileSync(
    join(dir, 'gate.yml'),
    `timeout: 2\nservers:\n  - id: mute\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(join(FIXTURES, 'servers', 'hang-server.mjs'))}]\n`,
  );
  const r = await cli(process.env.PATH ?? '', 'snapshot', '--config', 'gate.yml', '--format', 'json');
  expect(r.code).toBe(3);
  const error = JSON.parse(r.stdout).servers.mute.error;
  expect(error.timedOut).toBe(true);
  expect(error.message).toMatch(
    /^timed out after 2 s waiting for .*: the server wrote nothing on stdout \(launched directly, not through a package runner, it has timeout from spawn and no start budget\): raise timeout/,
  );
}, 60_000); // the start budget is 120 s: a run that waited for it fails here

test('a package-runner launch whose download never ends runs out of its start budget, and says so', async () => {
  const fake = fakeNpx(dir, 1);
  writeFileSync(
    join(dir, 'gate.yml'),
    `timeout: 1\nstart-timeout: 2\nservers:\n  - id: big\n    command: npx\n    args: [-y, download-600s@1.0.0, ${JSON.stringify(process.execPath)}, ${SERVER.map((a) => JSON.stringify(a)).join(', ')}]\n`,
  );
  const r = await cli(fake.path, 'snapshot', '--config', 'gate.yml', '--format', 'json');
  expect(r.code).toBe(3);
  expect(JSON.parse(r.stdout).servers.big.error.message).toMatch(
    /^timed out after 2 s waiting for the server to start \(no output on stdout yet; a package download by npx, uvx or docker counts here\): raise start-timeout/,
  );
}, 60_000);

test('which launches are package runners: the managers, also behind cmd /c and a shell -c script', () => {
  const cases: Array<[string, string[], string | undefined]> = [
    ['npx', ['-y', 'pkg@1.0.0'], 'npx'],
    ['/usr/local/bin/npx', ['-y', './local'], 'npx'],
    ['uvx', ['mcp-server-time==1.0'], 'uvx'],
    ['docker', ['run', '-i', 'img:1'], 'docker'],
    ['pnpm', ['dlx', 'pkg@1'], 'pnpm-dlx'],
    ['cmd', ['/c', 'npx', '-y', 'pkg@1'], 'npx'],
    ['sh', ['-c', 'cd tools && npx -y pkg@1.0.0'], 'npx'],
    ['bash', ['-lc', 'exec uvx mcp-server-git'], 'uvx'],
    ['node', ['server.js'], undefined],
    ['python3', ['-m', 'server'], undefined],
    ['sh', ['-c', 'sleep 5; exec node server.js'], undefined],
    ['pnpm', ['run', 'serve'], undefined],
  ];
  for (const [command, args, manager] of cases) expect([command, ...args, packageRunner(command, args)]).toEqual([command, ...args, manager]);
});
