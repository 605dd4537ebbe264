import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { groupRunning, processGone } from '../../src/process/process-group.js';
import { watchdogScript } from '../../src/process/watchdog.js';
import { DIST, FIXTURES } from '../support/paths.js';
import { waitFor } from '../support/wait.js';

/**
 * The watchdog that ends a server's process group when the proxy dies (SIGKILL included) runs its script under
 * `/bin/sh`: dash on Debian and Ubuntu, bash or busybox elsewhere. Each shell found here runs the real script; then
 * the bundled proxy is SIGKILLed with a server whose group holds a process that never reads stdin (it would outlive
 * a proxy whose watchdog failed).
 */
const SHELLS: Array<[string, string[]]> = [
  ['dash', ['/bin/dash', '/usr/bin/dash']],
  ['bash', ['/bin/bash', '/usr/bin/bash']],
  ['busybox sh', ['/bin/busybox', '/usr/bin/busybox']],
];

/** A process that starts a detached `sleep` group and, once told the script, a watchdog for it under `shell`. */
const PARENT = `
const { spawn } = require('node:child_process');
const [shell, ...pre] = JSON.parse(process.argv[1]);
const group = spawn('sleep', ['1000'], { detached: true, stdio: 'ignore' });
process.stdout.write('pgid ' + group.pid + '\\n');
process.stdin.once('data', (d) => {
  const dog = spawn(shell, [...pre, '-c', d.toString().trim()], { detached: true, stdio: ['pipe', 'ignore', 'ignore'] });
  process.stdout.write('dog ' + dog.pid + '\\n');
});
setInterval(() => {}, 1 << 30);
`;

const live: number[] = [];
afterEach(() => {
  for (const pid of live.splice(0))
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone already: what the test wants
    }
});

describe.each(SHELLS)('%s', (name, paths) => {
  const path = paths.find((p) => existsSync(p));
  const runs = path ? test : test.skip;
  if (!path) process.stdout.write(`skipped: ${name} is not installed here (looked for ${paths.join(', ')}); apt-get install ${name.split(' ')[0]}\n`);

  runs('the parent is SIGKILLed: the watchdog kills the whole group', async () => {
    const shell = name === 'busybox sh' ? [path!, 'sh'] : [path!];
    const parent = spawn(process.execPath, ['-e', PARENT, JSON.stringify(shell)], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    parent.stdout.on('data', (d: Buffer) => (out += d.toString()));
    await waitFor(() => /pgid \d+/.test(out), 'the group to start');
    const pgid = Number(/pgid (\d+)/.exec(out)![1]);
    live.push(pgid);
    parent.stdin.write(`${watchdogScript(pgid)}\n`);
    await waitFor(() => /dog \d+/.test(out), 'the watchdog to start');
    const dog = Number(/dog (\d+)/.exec(out)![1]);
    expect(groupRunning(pgid)).toBe(true);
    parent.kill('SIGKILL');
    await waitFor(() => !groupRunning(pgid), `group ${pgid} to be killed by the watchdog under ${name}`, { timeoutMs: 10_000 });
    await waitFor(() => processGone(dog), 'the watchdog to end');
  });
});

test('the watchdog script takes only a process group id', () => {
  expect(watchdogScript(1234)).toContain('kill -s KILL -- -1234');
  for (const bad of [0, 1, -5, 1.5, Number.NaN]) expect(() => watchdogScript(bad)).toThrow(/not a process group id/);
});

describe('the bundled proxy', () => {
  const sh = realpathSync('/bin/sh');
  process.stdout.write(`/bin/sh here is ${sh}\n`);
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-watchdog-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test(`SIGKILLed: a process of the server's group that never reads stdin is ended too (/bin/sh: ${sh.split('/').pop()})`, async () => {
    const lock = join(dir, 'lock.json');
    writeFileSync(lock, JSON.stringify({ lockfileVersion: 1, servers: { dying: { tools: {} } } }));
    // the server's group: the SDK server (ends when its stdin closes) and a sleep that reads nothing
    const server = ['/bin/sh', '-c', 'sleep 1000 & echo "grandchild $!" >&2; exec "$0" "$1"', process.execPath, join(FIXTURES, 'servers', 'dying-server.mjs')];
    const proxy = spawn(process.execPath, [join(DIST, 'cli.js'), 'proxy', '--lockfile', lock, '--', ...server], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    proxy.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    await waitFor(() => /grandchild \d+/.test(stderr) && /dying-server: pid \d+/.test(stderr), 'the server and its grandchild to start');
    const grandchild = Number(/grandchild (\d+)/.exec(stderr)![1]);
    const pgid = Number(/dying-server: pid (\d+)/.exec(stderr)![1]);
    live.push(pgid);
    expect(processGone(grandchild)).toBe(false);
    proxy.kill('SIGKILL');
    await waitFor(() => processGone(grandchild), `the grandchild ${grandchild} to be ended by the watchdog`, { timeoutMs: 10_000 });
    await waitFor(() => !groupRunning(pgid), `nothing of group ${pgid} to be left`);
  });
});
