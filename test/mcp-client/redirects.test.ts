import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { MAX_REDIRECTS, policyFetch, RedirectRefused } from '../../src/mcp-client/redirects.js';
import { cli } from '../support/cli.js';
import { startProxyListener, type Cleanups } from '../support/proxy-listener.js';
import { PROFILES, startHttpServer } from '../discovery/helpers.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';

/**
 * One redirect policy for discovery and the proxy, against real HTTP servers on 127.0.0.1: a server answering 307 to
 * another origin (which records every request that reaches it) must never receive the configured `X-Api-Key`, from
 * the proxy's `--header`, from a config's `headers`, or through discovery (the 2026 era's `server/discover` POST, then
 * `initialize`, then the SSE fallback); a redirect within the origin is followed with the headers.
 */
interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}
interface Site {
  origin: string;
  seen: Seen[];
}

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function site(handle: (req: IncomingMessage, res: ServerResponse, s: Site) => void): Promise<Site> {
  const s: Site = { origin: '', seen: [] };
  const server = createServer((req, res) => {
    s.seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    handle(req, res, s);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  s.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cleanups.push(
    () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  );
  return s;
}

/** The other origin: records what reaches it (nothing must). */
const elsewhere = () =>
  site((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":0,"result":{}}');
  });

/**
 * The configured server: /away answers 307 to `other`; /old 307 to /mcp (same origin); /loop to itself; /moved 301 to
 * /mcp; /mcp is a real MCP server (the http-server fixture) behind it.
 */
async function configured(other: Site): Promise<Site> {
  const mcp = await startHttpServer(['--profile', join(PROFILES, 'seed000-t1.json')]);
  cleanups.push(() => mcp.stop());
  const upstream = new URL(mcp.url);
  return site((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const redirect = (status: number, location: string) => {
      req.resume();
      res.writeHead(status, { location }).end();
    };
    if (path === '/away') return redirect(307, `${other.origin}/mcp`);
    if (path === '/old') return redirect(307, '/mcp');
    if (path === '/loop') return redirect(307, '/loop');
    if (path === '/moved') return redirect(301, '/mcp');
    const forward = request({ host: upstream.hostname, port: upstream.port, path: upstream.pathname, method: req.method, headers: { ...req.headers, host: upstream.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
}

const KEY = 'x-api-key';
const keysAt = (s: Site, path = '/mcp') => s.seen.filter((r) => r.path.startsWith(path)).map((r) => r.headers[KEY]);

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-redirect-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the policy', () => {
  const init = (key: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', [KEY]: key }, body: '{}' });

  test('another origin: refused, naming the Location; nothing reaches it', async () => {
    const other = await elsewhere();
    const server = await configured(other);
    const err = await policyFetch()(`${server.origin}/away?token=t0p`, init('k')).catch((e: Error) => e);
    expect(err).toBeInstanceOf(RedirectRefused);
    expect((err as Error).message).toContain(`the server at ${server.origin}/away (credentials and query hidden) answered HTTP 307 redirecting to ${other.origin}/mcp; another origin`);
    expect((err as Error).message).not.toContain('t0p');
    expect(other.seen).toEqual([]);
  });

  test('the same origin: followed with method, headers and body; a loop, or a 301 on a POST, is refused', async () => {
    const server = await configured(await elsewhere());
    const res = await policyFetch()(`${server.origin}/old`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', [KEY]: 'same' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http-scenario-server');
    expect(keysAt(server)).toEqual(['same']);
    expect(server.seen.find((r) => r.path === '/mcp')!.method).toBe('POST');
    await expect(policyFetch()(`${server.origin}/loop`, init('k'))).rejects.toThrow(`more than ${MAX_REDIRECTS} redirects in a row`);
    await expect(policyFetch()(`${server.origin}/moved`, init('k'))).rejects.toThrow('HTTP 301 would turn the POST into a GET');
    expect((await policyFetch()(`${server.origin}/moved`)).status).not.toBe(301); // a GET may follow a 301
  });
});

describe('discovery (snapshot): the config headers never leave the origin', () => {
  const config = (url: string) => writeFileSync(join(dir, 'gate.yml'), `servers:\n  - id: docs\n    url: ${url}\n    headers: { X-Api-Key: from-config }\n    timeout: 30\n`);

  test('a 307 to another origin: server/discover, initialize and the SSE fallback all refuse it', async () => {
    const other = await elsewhere();
    const server = await configured(other);
    config(`${server.origin}/away`);
    const out = await cli(dir, 'snapshot', '--config', 'gate.yml');
    expect(other.seen.map((r) => `${r.method} ${r.path} ${KEY}: ${r.headers[KEY]}`)).toEqual([]);
    expect(out.code).toBe(EXIT_CODES.couldNotRun);
    expect(out.stdout + out.stderr).toContain(`redirecting to ${other.origin}/mcp; another origin`);
    // every era was tried: the 2026 POST and the initialize POST reached the configured server, with the key
    expect(server.seen.filter((r) => r.path === '/away').map((r) => [r.method, r.headers[KEY]])).toContainEqual(['POST', 'from-config']);
    expect(server.seen.some((r) => r.headers['mcp-method'] === 'server/discover')).toBe(true);
  });

  test('a 307 within the origin is followed, headers included', async () => {
    const server = await configured(await elsewhere());
    config(`${server.origin}/old`);
    const out = await cli(dir, 'snapshot', '--config', 'gate.yml');
    expect([out.code, out.stderr]).toEqual([EXIT_CODES.pass, expect.any(String)]);
    expect(JSON.parse(out.stdout).servers.docs.tools.length).toBeGreaterThan(0);
    expect(keysAt(server).length).toBeGreaterThan(0);
    expect(new Set(keysAt(server))).toEqual(new Set(['from-config']));
  });
});

describe('the proxy: --header and the config headers never leave the origin', () => {
  const lock = () => {
    const file = join(dir, 'lock.json');
    writeFileSync(file, JSON.stringify({ lockfileVersion: 1, servers: { docs: { tools: {} } } }));
    return file;
  };
  const connect = async (url: string) => {
    const client = new Client({ name: 'agent', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    cleanups.push(() => client.close());
    return client;
  };

  test('--upstream URL --header: the 307 to another origin is refused and named', async () => {
    const other = await elsewhere();
    const server = await configured(other);
    const proxy = await startProxyListener(dir, ['--lockfile', lock(), '--upstream', `${server.origin}/away`, '--header', 'X-Api-Key: from-flag'], cleanups);
    const err = await connect(proxy.url).catch((e: Error) => e);
    expect(other.seen.map((r) => `${r.method} ${r.path} ${KEY}: ${r.headers[KEY]}`)).toEqual([]);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toContain(`redirecting to ${other.origin}/mcp; another origin`);
    expect(proxy.stderr()).toContain(`redirecting to ${other.origin}/mcp`);
    expect(keysAt(server, '/away')).toContain('from-flag');
    expect(other.seen).toEqual([]);
  });

  test("--server ID: the config's headers, the same", async () => {
    const other = await elsewhere();
    const server = await configured(other);
    writeFileSync(join(dir, 'gate.yml'), `lockfile: lock.json\nservers:\n  - id: docs\n    url: ${server.origin}/away\n    headers: { X-Api-Key: from-config }\n`);
    lock();
    const proxy = await startProxyListener(dir, ['--server', 'docs', '--config', join(dir, 'gate.yml')], cleanups);
    const err = await connect(proxy.url).catch((e: Error) => e);
    expect(other.seen.map((r) => `${r.method} ${r.path} ${KEY}: ${r.headers[KEY]}`)).toEqual([]);
    expect((err as Error).message).toContain(`redirecting to ${other.origin}/mcp; another origin`);
    expect(keysAt(server, '/away')).toContain('from-config');
    expect(other.seen).toEqual([]);
  });

  test('a 307 within the origin: followed, the header arrives where the server is', async () => {
    const server = await configured(await elsewhere());
    const proxy = await startProxyListener(dir, ['--lockfile', lock(), '--upstream', `${server.origin}/old`, '--header', 'X-Api-Key: from-flag'], cleanups);
    const client = await connect(proxy.url);
    expect(Array.isArray((await client.listTools()).tools)).toBe(true);
    expect(keysAt(server).length).toBeGreaterThan(0);
    expect(new Set(keysAt(server))).toEqual(new Set(['from-flag']));
  });
});
