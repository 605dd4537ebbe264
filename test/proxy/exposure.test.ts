import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { startHttpServer } from '../discovery/helpers.js';
import { DIST, FIXTURES } from '../support/paths.js';
import { startProxyListener, type Cleanups } from '../support/proxy-listener.js';
import { SEED000_T0 } from '../support/seed000.js';
import { waitFor } from '../support/wait.js';

/**
 * Network exposure of `proxy --listen` (issue #30, item 6), through the bundled CLI: beyond loopback it needs
 * --allow-remote and a bearer token (--auth-token env:NAME); every request then needs the token, whatever its Host
 * says; the client's Authorization is the proxy's, never the server's; header and body read timeouts cut off clients
 * that trickle their requests (slowloris), and the listener serves on.
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const CLI = join(DIST, 'cli.js');
const TOKEN_VAR = 'MCG_TEST_PROXY_TOKEN';
const token = `t-${randomBytes(16).toString('hex')}`;
const INIT = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

let dir: string;
const cleanups: Cleanups = [];
/** The proxy's environment: the token's variable set. */
const ENV = { [TOKEN_VAR]: token };
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-exposure-'))));
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

function lock(): string {
  const file = join(dir, 'lock.json');
  writeFileSync(file, serializeLockfile(buildLockfile(readSnapshotFile(SEED000_T0))));
  return file;
}
const stdioServer = () => ['--', process.execPath, SERVER, '--profile', SEED000_T0];

/** A POST to host:port with any Host and headers; status, headers and body. */
const rawPost = (address: string, port: number, headers: Record<string, string>, body: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: address, port, path: '/mcp', method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/** This machine's first non-loopback IPv4 address (a request from it does not come from loopback), if it has one. */
function outsideAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return undefined;
}

test('beyond loopback the proxy refuses to start without --allow-remote and a bearer token', async () => {
  const run = (args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, [CLI, 'proxy', '--lockfile', lock(), ...args, ...stdioServer()], { env: { ...process.env, ...ENV, ...env } }).then(
      (r) => ({ code: 0, stderr: r.stderr }),
      (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
    );
  const cases: Array<[string[], RegExp]> = [
    [['--listen', '0.0.0.0:0'], /--listen 0\.0\.0\.0 is reachable from other machines; that needs --allow-remote and a bearer token \(--auth-token env:NAME\), or listen on 127\.0\.0\.1/],
    [['--listen', '[::]:0'], /--listen :: is reachable from other machines/],
    [['--listen', '192.0.2.1:0', '--auth-token', `env:${TOKEN_VAR}`], /needs --allow-remote/],
    [['--listen', '0.0.0.0:0', '--allow-remote'], /and no --auth-token was given/],
    [['--listen', '127.0.0.1:0', '--auth-token', token], /--auth-token takes env:NAME/],
    [['--listen', '0', '--auth-token', 'env:MCG_TEST_NO_SUCH_VARIABLE'], /the variable MCG_TEST_NO_SUCH_VARIABLE is not set/],
    [['--auth-token', `env:${TOKEN_VAR}`], /--auth-token goes with --listen/],
    [['--listen', '0', '--header-timeout', '20', '--body-timeout', '10'], /--header-timeout is longer than --body-timeout/],
  ];
  for (const [args, message] of cases) expect([args.join(' '), await run(args)]).toEqual([args.join(' '), { code: 2, stderr: expect.stringMatching(message) }]);
  const short = await run(['--listen', '0.0.0.0:0', '--allow-remote', '--auth-token', 'env:MCG_SHORT'], { MCG_SHORT: 'abc' });
  expect(short).toEqual({ code: 2, stderr: expect.stringMatching(/the token must be at least 16 characters/) });
});

test('--allow-remote with a token: every request needs the token; a spoofed Host: 127.0.0.1 from outside changes nothing', async () => {
  const { url, stderr } = await startProxyListener(dir, ['--lockfile', lock(), '--listen', '0.0.0.0:0', '--allow-remote', '--auth-token', `env:${TOKEN_VAR}`, ...stdioServer()], cleanups, ENV);
  expect(stderr()).toMatch(/listening beyond loopback \(0\.0\.0\.0, --allow-remote\): every request needs the bearer token/);
  const port = Number(new URL(url).port);
  const from = outsideAddress();
  if (!from) console.log('note: this machine has no non-loopback IPv4 address; the requests come from 127.0.0.1');
  const address = from ?? '127.0.0.1';
  const spoofed = { host: `127.0.0.1:${port}` };
  const none = await rawPost(address, port, spoofed, JSON.stringify(INIT));
  expect([none.status, none.headers['www-authenticate'], none.text]).toEqual([401, 'Bearer realm="mcp-contract-gate proxy"', expect.stringMatching(/needs its bearer token/)]);
  for (const wrong of [`Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, `Basic ${token}`, token, `Bearer`])
    expect((await rawPost(address, port, { ...spoofed, authorization: wrong }, JSON.stringify(INIT))).status).toBe(401);
  const ok = await rawPost(address, port, { ...spoofed, authorization: `Bearer ${token}` }, JSON.stringify(INIT));
  expect([ok.status, ok.text]).toEqual([200, expect.stringContaining('"serverInfo"')]);
  expect(stderr().match(/refused POST \(401\)/g)).toHaveLength(6);
});

test("with --auth-token, the client's Authorization is the proxy's: it never reaches the server", async () => {
  // the server accepts exactly the proxy's token: were it forwarded, the server would answer
  const server = await startHttpServer(['--profile', SEED000_T0, '--require-header', `Authorization: Bearer ${token}`]);
  cleanups.push(server.stop);
  const { url } = await startProxyListener(dir, ['--lockfile', lock(), '--upstream', server.url, '--auth-token', `env:${TOKEN_VAR}`], cleanups, ENV);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify(INIT),
  });
  expect([res.status, await res.text()]).toEqual([401, 'unauthorized']);
});

describe('slowloris: clients trickling a request a byte at a time are cut off; the listener serves on', () => {
  /** `n` connections to the listener: half trickle their headers, half their body, one byte every 100 ms, until closed. */
  async function trickle(port: number, n: number): Promise<{ closed: () => number; sockets: Socket[] }> {
    const sockets: Socket[] = [];
    let closed = 0;
    for (let i = 0; i < n; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('close', () => closed++);
      await new Promise<void>((r) => socket.once('connect', () => r()));
      const head = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`;
      let rest = i % 2 === 0 ? head : `${JSON.stringify(INIT).slice(0, 20)}${'x'.repeat(1000)}`;
      if (i % 2 === 1) socket.write(head);
      const timer = setInterval(() => {
        if (socket.destroyed || !rest) return clearInterval(timer);
        socket.write(rest[0]!);
        rest = rest.slice(1);
      }, 100);
      socket.on('close', () => clearInterval(timer));
      sockets.push(socket);
    }
    cleanups.push(() => sockets.forEach((s) => s.destroy()));
    return { closed: () => closed, sockets };
  }

  test.each([
    ['--listen in front of stdio', () => stdioServer()],
    [
      '--upstream',
      async () => {
        const server = await startHttpServer(['--profile', SEED000_T0]);
        cleanups.push(server.stop);
        return ['--upstream', server.url];
      },
    ],
  ])('%s: 20 connections, --header-timeout 1 --body-timeout 2', async (_what, server) => {
    const { url } = await startProxyListener(dir, ['--lockfile', lock(), '--header-timeout', '1', '--body-timeout', '2', ...(await server())], cleanups);
    const port = Number(new URL(url).port);
    const started = performance.now();
    const { closed } = await trickle(port, 20);
    await waitFor(() => closed() === 20, 'all 20 trickling connections to be cut off', { timeoutMs: 60_000, intervalMs: 50 });
    console.log(`slowloris (${_what}): 20 trickling connections cut off after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const ok = await rawPost('127.0.0.1', port, {}, JSON.stringify(INIT)); // and a client that sends its request at once is served
    expect(ok.status).toBe(200);
  });
});
