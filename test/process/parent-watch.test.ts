// The proxy ends with the process that started it. `npx` runs a package's bin in `sh -c`, and a SIGTERM or SIGINT
// sent to it reaches only that shell, which dies without passing it on: the proxy (and its server) used to keep
// running and keep the port. Here the launcher is a shell that forks the bundled CLI, as npx's does.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { DIST, FIXTURES } from '../support/paths.js';
import { waitFor } from '../support/wait.js';

jest.setTimeout(60_000);

const PROFILE = join(FIXTURES, 'servers', 'profiles', 'seed000-t0.json');
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
let dir: string;
const pids: number[] = [];

afterEach(() => {
  for (const pid of pids.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
const children = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(false)));
    s.once('error', () => resolve(true));
  });

// SIGTERM to the launcher alone (what `kill PID` of npx does: only the shell gets it); SIGINT to the launcher's process
// group, as a terminal's Ctrl-C sends it (a shell waiting for a command defers a SIGINT sent to it alone, and so does
// npx, so nothing ends then, the launcher included).
const CASES: Array<[NodeJS.Signals, string]> = [
  ['SIGTERM', 'the launcher'],
  ['SIGINT', "the launcher's process group"],
];
describe.each(CASES)('%s to %s', (signal, to) => {
  test('the proxy and its server end, and the port is free', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mcg-parent-'));
    const lock = join(dir, 'lock.json');
    writeFileSync(lock, serializeLockfile(buildLockfile(readSnapshotFile(PROFILE))));
    // `; :` keeps the shell from exec'ing the CLI: it forks it and waits, as npx's `sh -c` does
    const argv = [process.execPath, join(DIST, 'cli.js'), 'proxy', '--lockfile', lock, '--listen', '0', '--', process.execPath, SERVER, '--profile', PROFILE];
    const shell = spawn('/bin/sh', ['-c', '"$@"; :', 'sh', ...argv], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    pids.push(shell.pid!);
    let stderr = '';
    const port = await new Promise<number>((resolve, reject) => {
      shell.stderr!.on('data', (d: Buffer) => {
        stderr += d.toString();
        const m = /listening on http:\/\/[^:]+:(\d+)/.exec(stderr);
        if (m) resolve(Number(m[1]));
      });
      shell.once('exit', () => reject(new Error(`the shell ended first: ${stderr}`)));
    });
    const [proxy] = children(shell.pid!);
    expect(proxy).toBeDefined();
    pids.push(proxy!);
    // a client's first request: the server behind the proxy is running
    const init = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    const answer = await fetch(`http://127.0.0.1:${port}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(init),
    });
    expect(answer.status).toBe(200);
    await answer.text();
    const server = children(proxy!);
    expect(server.length).toBeGreaterThan(0);
    pids.push(...server);
    expect(await refused(port)).toBe(false);

    process.kill(to === 'the launcher' ? shell.pid! : -shell.pid!, signal);
    await waitFor(() => !alive(proxy!) && server.every((p) => !alive(p)), 'the proxy and its server to end', { timeoutMs: 10_000 });
    expect(await refused(port)).toBe(true);
  });
});
