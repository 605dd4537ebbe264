import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverServer, processGone } from '../../src/discovery/index.js';
import { PROFILES, stdioServer, tempDir } from './helpers.js';

describe('setup runs in the checkout before the server starts', () => {
  let root: string;
  beforeAll(() => {
    root = tempDir('setup');
    mkdirSync(join(root, 'pkg'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('in cwd, before start: it can build what the server needs', async () => {
    const server = stdioServer('built', 'scenario-server.mjs', ['--profile', 'build/profile.json'], {
      cwd: 'pkg',
      setup: `mkdir -p build && cp '${join(PROFILES, 'seed004-v2.json')}' build/profile.json && echo built`,
    });
    const snapshot = await discoverServer(server, { rootDir: root });
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools.map((t) => t.name)).toEqual(['web_search']);
    expect(existsSync(join(root, 'pkg', 'build', 'profile.json'))).toBe(true);
  });

  test('a failing setup is a failed discovery with its exit code and output tail; the server never starts', async () => {
    const marker = join(root, 'started');
    const server = stdioServer('broken', 'scenario-server.mjs', ['--profile', marker], {
      setup: 'echo "npm ci"; for i in $(seq 1 25); do echo "step $i"; done; echo "npm ERR! missing script: build" >&2; exit 7',
    });
    const snapshot = await discoverServer(server, { rootDir: root });
    expect(snapshot.tools).toEqual([]);
    expect(snapshot.error).toMatchObject({ message: `setup ${JSON.stringify(server.setup)} failed with exit code 7`, exitCode: 7, signal: null });
    const tail = snapshot.error!.stderr!.split('\n');
    expect(tail).toHaveLength(20);
    expect(tail[19]).toBe('npm ERR! missing script: build');
    expect(tail[0]).toBe('step 7');
  });

  test('a setup that takes too long is ended (with what it started) and reported as timed out', async () => {
    const pidFile = join(root, 'bg.pid');
    const server = stdioServer('slow', 'scenario-server.mjs', ['--profile', 'x'], {
      setup: `(trap '' TERM; sleep 30) & echo $! > '${pidFile}'; echo waiting; sleep 30`,
      setupTimeoutMs: 700,
    });
    const snapshot = await discoverServer(server, { rootDir: root, killGraceMs: 200 });
    expect(snapshot.error).toMatchObject({ message: `setup ${JSON.stringify(server.setup)} timed out after 0.7 s`, timedOut: true, stderr: 'waiting' });
    expect(processGone(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });

  test('background jobs a successful setup leaves behind are ended before the server starts', async () => {
    const pidFile = join(root, 'daemon.pid');
    writeFileSync(join(root, 'profile.json'), JSON.stringify({ tools: [{ name: 't', inputSchema: { type: 'object' } }] }));
    const server = stdioServer('daemon', 'scenario-server.mjs', ['--profile', 'profile.json'], {
      setup: `(sleep 30) > /dev/null 2>&1 & echo $! > '${pidFile}'`,
    });
    const snapshot = await discoverServer(server, { rootDir: root, killGraceMs: 200 });
    expect(snapshot.error).toBeUndefined();
    expect(processGone(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });
});
