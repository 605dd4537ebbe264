import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverAll, discoverServer, type DiscoveryEvent } from '../../src/discovery/index.js';
import { processGone } from '../../src/process/process-group.js';
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

describe('setups shared across servers (discoverAll)', () => {
  let root: string;
  beforeEach(() => {
    root = tempDir('shared-setup');
    mkdirSync(join(root, 'pkg'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('even at concurrency 1: one run for the servers that share it, the servers after it, events for each', async () => {
    const setup = `echo run >> ../runs.log; mkdir out && sleep 0.2 && cp '${join(PROFILES, 'seed004-v2.json')}' out/profile.json`;
    const servers = ['a', 'b'].map((id) => stdioServer(id, 'scenario-server.mjs', ['--profile', 'out/profile.json'], { cwd: 'pkg', setup }));
    servers.push(stdioServer('c', 'scenario-server.mjs', ['--profile', 'out/profile.json'], { cwd: 'pkg' }));
    const events: DiscoveryEvent[] = [];
    const set = await discoverAll(servers, { rootDir: root, concurrency: 1, onEvent: (e) => events.push(e) });
    for (const id of ['a', 'b', 'c']) expect(set.servers[id]!.error).toBeUndefined();
    expect(readFileSync(join(root, 'runs.log'), 'utf8')).toBe('run\n');
    expect(events.filter((e) => e.type === 'setup-start').map((e) => [e.setup!.servers, e.setup!.folder])).toEqual([[['a', 'b'], 'pkg']]);
    const setupEnd = events.find((e) => e.type === 'setup-end')!.time;
    expect(events.filter((e) => e.type === 'start').every((e) => e.time >= setupEnd)).toBe(true);
  });

  test('a failed setup fails each server that declared it, with its error; the others are read', async () => {
    const servers = ['a', 'b'].map((id) => stdioServer(id, 'scenario-server.mjs', ['--profile', join(PROFILES, 'seed004-v1.json')], { cwd: 'pkg', setup: 'echo no; exit 4' }));
    servers.push(stdioServer('c', 'scenario-server.mjs', ['--profile', join(PROFILES, 'seed004-v1.json')]));
    const set = await discoverAll(servers, { rootDir: root });
    for (const id of ['a', 'b']) expect(set.servers[id]!.error).toMatchObject({ message: 'setup "echo no; exit 4" failed with exit code 4', exitCode: 4, stderr: 'no' });
    expect(set.servers.c!.tools.map((t) => t.name)).toEqual(['web_search']);
  });
});
