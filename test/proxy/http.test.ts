import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as V2Client } from '@modelcontextprotocol/client';
import { StreamableHTTPClientTransport as V2HttpTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { buildLockfile, parseLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { discoverServer } from '../../src/discovery/index.js';
import { DISCOVER_ERA_VERSION } from '../../src/model/protocol.js';
import { META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION } from '../../src/mcp-client/era.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { approvedRenames } from '../../src/gate/renames.js';
import { evaluate, DEFAULT_POLICY } from '../../src/policy/evaluate.js';
import { PROXY_INTERNAL_ERROR } from '../../src/proxy/core.js';
import { META_KEY } from '../../src/proxy/listing.js';
import { CONTRACT_DRIFT_ERROR } from '../../src/proxy/messages.js';
import { ROOT } from '../support/paths.js';
import { SEED000_CALLS, SEED000_T0, SEED000_T1 } from '../support/seed000.js';
import { remoteServer, startHttpServer, startListeningServer, type HttpFixture } from '../discovery/helpers.js';
import { auditLines, refusal, startProxyListener } from '../support/proxy-listener.js';
import { waitFor } from '../support/wait.js';
import { watchGetStream } from '../support/get-stream.js';

/**
 * `mcp-contract-gate proxy --listen` (the bundled CLI, a child process) between real clients (the SDK v1 and v2
 * Clients over Streamable HTTP, and raw fetch JSON-RPC) and real Streamable HTTP servers: the v1 SDK fixture, which
 * switches from release T0 to T1 mid-session (with or without list_changed), and the SDK v2 fixture, 2026-only.
 */
const T0 = SEED000_T0;
const T1 = SEED000_T1;
const CALLS = SEED000_CALLS;
const DRIFTED = ['search_reviews', 'list_items', 'get_page', 'create_export'];

let dir: string;
const cleanups: Array<() => Promise<unknown> | unknown> = [];
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-http-proxy-'))));
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

function writeLock(snap: ReturnType<typeof readSnapshotFile>, o: { renames?: ReturnType<typeof approvedRenames> } = {}): string {
  const file = join(dir, 'lock.json');
  writeFileSync(file, serializeLockfile(buildLockfile(snap, undefined, { renames: o.renames ?? [] })));
  parseLockfile(readFileSync(file, 'utf8'), file);
  return file;
}

function lockOf(profile: string, o: { drop?: string; renamesFrom?: string } = {}): string {
  const snap = readSnapshotFile(profile);
  if (o.drop) snap.servers.default!.tools = snap.servers.default!.tools.filter((t) => t.name !== o.drop);
  const renames = o.renamesFrom ? approvedRenames(evaluate(diffSnapshots(readSnapshotFile(o.renamesFrom), snap), DEFAULT_POLICY, { today: '2026-11-23' }).findings) : [];
  return writeLock(snap, { renames });
}

async function upstream(start: Promise<HttpFixture>): Promise<HttpFixture> {
  const server = await start;
  cleanups.push(server.stop);
  return server;
}

const proxy = (args: string[]) => startProxyListener(dir, args, cleanups);

async function sdkClient(url: string, o: { fetch?: ReturnType<typeof watchGetStream>['fetch'] } = {}): Promise<Client> {
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), o.fetch ? { fetch: o.fetch } : undefined));
  cleanups.push(() => client.close());
  return client;
}

/** One raw JSON-RPC POST; the answer's JSON (or the first message of an SSE answer), status and headers. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; json: any }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  let json: unknown;
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const data = text.split('\n').find((l) => l.startsWith('data: ') && l.length > 6);
    json = data ? JSON.parse(data.slice(6)) : undefined;
  } else if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = text; // not JSON: a plain-text refusal, kept as text
    }
  }
  return { status: res.status, headers: res.headers, json };
}

test('2025 era, SDK client: pinned tools pass; after a release with list_changed, drifted tools are withheld and refused naming both hashes', async () => {
  const server = await upstream(startHttpServer(['--profile', T0, '--switch-to', T1]));
  const { url, audit } = await proxy(['--lockfile', lockOf(T0), '--upstream', server.url]);
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  const stream = watchGetStream();
  const client = await sdkClient(url, { fetch: stream.fetch });
  for (const [name, args] of Object.entries(CALLS)) expect((await client.callTool({ name, arguments: args })).isError).not.toBe(true);
  const changed = new Promise<void>((r) => client.setNotificationHandler(ToolListChangedNotificationSchema, async () => r()));
  await stream.open; // the client's GET stream is open, through the proxy to the server
  process.kill(server.pid, 'SIGUSR2');
  await changed; // the list_changed came through the proxy's relay of the server's stream
  // no listing by the client since: the proxy lists the tools itself, in the same session, before it decides
  for (const name of DRIFTED) {
    const err = await refusal(client.callTool({ name, arguments: CALLS[name] }));
    expect(err.code).toBe(CONTRACT_DRIFT_ERROR);
    expect(err.message).toMatch(new RegExp(`'${name}'.*drifted from its pinned contract \\(pinned [0-9a-f]{12}, live [0-9a-f]{12}\\)`));
    const data = err.data as { pinnedHash: string; liveHash: string; changes: unknown[] };
    expect(data.pinnedHash).not.toBe(data.liveHash);
    expect(data.changes.length).toBeGreaterThan(0);
  }
  expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['get_profile']);
  expect((await client.callTool({ name: 'get_profile', arguments: CALLS.get_profile })).isError).not.toBe(true);
  const lines = auditLines(audit);
  expect(lines.filter((l) => l.decision === 'refused').map((l) => l.tool)).toEqual(DRIFTED);
  expect(lines.filter((l) => l.decision === 'allowed')).toHaveLength(6);
});

test("a server that changes without telling: the client's newer listing is trusted over the proxy's older one", async () => {
  const server = await upstream(startHttpServer(['--profile', T0, '--switch-to', T1]));
  const { url } = await proxy(['--lockfile', lockOf(T0), '--upstream', server.url]);
  const client = await sdkClient(url);
  expect((await client.listTools()).tools).toHaveLength(5);
  expect((await client.callTool({ name: 'search_reviews', arguments: CALLS.search_reviews })).isError).not.toBe(true);
  process.kill(server.pid, 'SIGUSR1');
  // the client lists again until it sees the server's new tools: its newer listing is what the proxy trusts
  await waitFor(async () => (await client.listTools()).tools.map((t) => t.name).join() === 'get_profile', 'the client to see the changed listing');
  const err = await refusal(client.request({ method: 'tools/call', params: { name: 'search_reviews', arguments: CALLS.search_reviews } }, CallToolResultSchema));
  expect(err.code).toBe(CONTRACT_DRIFT_ERROR);
});

/** Release T1 served without a switch: the tests that only read it share one process (started on first use). */
let releaseT1: Promise<HttpFixture> | undefined;
const sharedT1 = () => (releaseT1 ??= startHttpServer(['--profile', T1]));
afterAll(async () => (await releaseT1)?.stop());

test('warn: drifted tools stay listed with a _meta warning and calls go through with it', async () => {
  const server = await sharedT1();
  const { url, audit } = await proxy(['--lockfile', lockOf(T0), '--upstream', server.url, '--enforce', 'warn']);
  const client = await sdkClient(url);
  const tools = (await client.listTools()).tools;
  expect(tools).toHaveLength(5);
  expect((tools.find((t) => t.name === 'search_reviews')?._meta as Record<string, { warning: string }>)[META_KEY]!.warning).toMatch(/drifted/);
  const result = await client.callTool({ name: 'search_reviews', arguments: { q: 'x' } });
  expect((result._meta?.[META_KEY] as { warning: string }).warning).toMatch(/drifted/);
  expect(JSON.parse((result.content as Array<{ text: string }>)[0]!.text)).toEqual({ q: 'x' });
  expect(auditLines(audit).at(-1)).toMatchObject({ tool: 'search_reviews', decision: 'warned', status: 'drifted' });
});

test('an approved rename is translated over HTTP: old argument names become the new ones, noted in _meta', async () => {
  const server = await sharedT1();
  const { url } = await proxy(['--lockfile', lockOf(T1, { renamesFrom: T0 }), '--upstream', server.url]);
  const client = await sdkClient(url);
  const result = await client.callTool({ name: 'search_reviews', arguments: { query: 'noise cancelling', limit: 50 } });
  expect(JSON.parse((result.content as Array<{ text: string }>)[0]!.text)).toEqual({ q: 'noise cancelling', limit: 50 });
  expect(result._meta?.[META_KEY]).toEqual({ translated: { arguments: [{ from: 'query', to: 'q' }] } });
});

test('a raw client through a config server (transport: http, headers from the config): session headers pass both ways, unpinned tools are refused', async () => {
  const server = await upstream(startHttpServer(['--profile', T0, '--require-header', 'Authorization: Bearer s3cret']));
  const config = join(dir, 'gate.yml');
  writeFileSync(config, `lockfile: lock.json\nservers:\n  - id: reviews\n    transport: http\n    url: ${server.url}\n    headers:\n      Authorization: Bearer s3cret\n`);
  const snap = readSnapshotFile(T0);
  snap.servers = { reviews: { ...snap.servers.default!, tools: snap.servers.default!.tools.filter((t) => t.name !== 'get_page') } };
  writeLock(snap);
  const { url, audit } = await proxy(['--config', config, '--server', 'reviews']);
  const init = await post(url, { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
  expect(init.status).toBe(200);
  expect(init.json.result.serverInfo.name).toBe('http-scenario-server');
  const session = init.headers.get('mcp-session-id');
  expect(session).toMatch(/^[0-9a-f-]{36}$/);
  const h = { 'mcp-session-id': session!, 'mcp-protocol-version': '2025-06-18' };
  expect((await post(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, h)).status).toBe(202);
  // calls before any listing: the proxy lists the tools itself with the session and the configured header
  const unpinned = await post(url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_page', arguments: CALLS.get_page } }, h);
  expect(unpinned.json.error).toMatchObject({ code: CONTRACT_DRIFT_ERROR, data: { status: 'unpinned', pinnedHash: null } });
  const fine = await post(url, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_profile', arguments: CALLS.get_profile } }, h);
  expect(fine.json.result.content[0].text).toBe(JSON.stringify(CALLS.get_profile));
  const listed = await post(url, { jsonrpc: '2.0', id: 4, method: 'tools/list', params: {} }, h);
  expect(listed.json.result.tools.map((t: { name: string }) => t.name).sort()).toEqual(['create_export', 'get_profile', 'list_items', 'search_reviews']);
  // a request without the session is the server's to refuse; its answer is relayed as sent
  const stray = await post(url, { jsonrpc: '2.0', id: 5, method: 'tools/list', params: {} });
  expect([stray.status, stray.json]).toEqual([400, 'no valid session id']);
  const end = await fetch(url, { method: 'DELETE', headers: h });
  expect(end.status).toBe(200);
  expect((await post(url, { jsonrpc: '2.0', id: 6, method: 'tools/list', params: {} }, h)).status).toBe(400); // the session is gone upstream
  expect(auditLines(audit).map((l) => [l.tool, l.decision])).toEqual([
    ['get_page', 'refused'],
    ['get_profile', 'allowed'],
    ['get_page', 'withheld'], // the client's listing: the unpinned tool left out, once, with the reason
  ]);
});

describe('the 2026-07-28 era: a 2026-only SDK v2 server (legacy: reject)', () => {
  // The two variants are stateless servers the tests only read (the tools they call change nothing): one process
  // each for the whole block, and the base variant read once for the pins.
  let base: HttpFixture;
  let changed: HttpFixture;
  let snapshot: Awaited<ReturnType<typeof discoverServer>>;
  beforeAll(async () => {
    [base, changed] = await Promise.all([
      startListeningServer('v2-server.mjs', ['--transport', 'http', '--legacy', 'reject']),
      startListeningServer('v2-server.mjs', ['--transport', 'http', '--legacy', 'reject', '--variant', 'changed']),
    ]);
    snapshot = await discoverServer(remoteServer('v2', base.url), { rootDir: ROOT });
  });
  afterAll(async () => Promise.all([base?.stop(), changed?.stop()]));

  /** Pin the base variant, then serve the changed one (search's limit becomes required). */
  async function setUp(): Promise<string> {
    expect(snapshot.era).toBe('discover');
    const lock = writeLock({ servers: { v2: snapshot } } as ReturnType<typeof readSnapshotFile>);
    return (await proxy(['--lockfile', lock, '--upstream', changed.url])).url;
  }

  const envelope = { [META_PROTOCOL_VERSION]: DISCOVER_ERA_VERSION, [META_CLIENT_INFO]: { name: 'raw', version: '1' }, [META_CLIENT_CAPABILITIES]: {} };
  const modern = (method: string, name?: string) => ({ 'mcp-protocol-version': DISCOVER_ERA_VERSION, 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) });

  test("raw fetch: server/discover passes; a call with no listing is judged on the proxy's own stateless tools/list", async () => {
    const url = await setUp();
    const discover = await post(url, { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: envelope } }, modern('server/discover'));
    expect(discover.status).toBe(200);
    expect(discover.json.result.supportedVersions).toContain(DISCOVER_ERA_VERSION);
    expect(discover.headers.get('mcp-session-id')).toBeNull();
    const search = await post(url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search', arguments: { query: 'x' }, _meta: envelope } }, modern('tools/call', 'search'));
    expect(search.json.error.code).toBe(CONTRACT_DRIFT_ERROR);
    expect(search.json.error.message).toMatch(/'search'.*drifted .*pinned [0-9a-f]{12}, live [0-9a-f]{12}/);
    const echo = await post(url, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hi' }, _meta: envelope } }, modern('tools/call', 'echo'));
    expect(echo.json.result.content[0].text).toBe('hi');
    // the 2025 handshake is the server's to refuse, and its refusal is relayed
    const legacy = await post(url, { jsonrpc: '2.0', id: 4, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    expect(legacy.status).toBeGreaterThanOrEqual(400);
    expect(legacy.status).toBeLessThan(500);
    // GET (a server stream) is not served by a stateless server: its 405 is relayed
    expect((await fetch(url, { method: 'GET', headers: { accept: 'text/event-stream', ...modern('GET') } })).status).toBe(405);
  });

  test('a translated rename rewrites the Mcp-Name header with the new name (the server refuses a mismatch)', async () => {
    const lock = writeLock({ servers: { v2: snapshot } } as ReturnType<typeof readSnapshotFile>, { renames: [{ server: 'v2', tool: 'echo', kind: 'tool', from: 'say', to: 'echo' }] });
    const server = base;
    const mismatch = await post(server.url, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x' }, _meta: envelope } }, modern('tools/call', 'say'));
    expect(mismatch.json?.error ?? mismatch.status).toBeTruthy(); // the server itself: header and body disagree
    expect(mismatch.json?.result).toBeUndefined();
    const { url, audit } = await proxy(['--lockfile', lock, '--upstream', server.url]);
    const said = await post(url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'say', arguments: { text: 'renamed' }, _meta: envelope } }, modern('tools/call', 'say'));
    expect(said.json.result.content[0].text).toBe('renamed');
    expect(said.json.result._meta[META_KEY].translated.tool).toEqual({ from: 'say', to: 'echo' });
    expect(auditLines(audit).at(-1)).toMatchObject({ tool: 'echo', decision: 'allowed', translation: { tool: { from: 'say', to: 'echo' } } });
  });

  test('routing headers that disagree with the body are refused (400, -32020) before anything is forwarded; mirrored ones pass', async () => {
    const lock = writeLock({ servers: { v2: snapshot } } as ReturnType<typeof readSnapshotFile>);
    const server = base;
    const { url, audit, stderr } = await proxy(['--lockfile', lock, '--upstream', server.url]);
    // A gateway in front routed or authorised "echo" by its header; the body calls "search". Rewriting the header to the
    // body's name (as the proxy did) would hand the server a consistent request it cannot refuse.
    const laundered = await post(url, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search', arguments: { query: 'x' }, _meta: envelope } }, modern('tools/call', 'echo'));
    expect(laundered.status).toBe(400);
    expect(laundered.json).toMatchObject({ id: 1, error: { code: -32020 } });
    expect(laundered.json.error.message).toMatch(/params\.name="search" but the Mcp-Name header names "echo"/);
    const method = await post(url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x' }, _meta: envelope } }, modern('tools/list', 'echo'));
    expect(method.json).toMatchObject({ id: 2, error: { code: -32020 } });
    const missing = await post(
      url,
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x' }, _meta: envelope } },
      { 'mcp-protocol-version': DISCOVER_ERA_VERSION },
    );
    expect(missing.json.error.message).toMatch(/required Mcp-Method header is absent/);
    expect(stderr()).toMatch(/refused a request \(400\): the body carries params\.name="search"/);
    expect(existsSync(audit) ? auditLines(audit).filter((l) => l.tool === 'search') : []).toEqual([]); // nothing reached the judge, nor the server
    const mirrored = await post(url, { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'echo', arguments: { text: 'through' }, _meta: envelope } }, modern('tools/call', 'echo'));
    expect(mirrored.json.result.content[0].text).toBe('through');
  });

  test('SDK v2 client: the drifted tool is withheld from the listing and its call refused; the pinned one works', async () => {
    const url = await setUp();
    const client = new V2Client({ name: 'agent', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new V2HttpTransport(new URL(url)));
    cleanups.push(() => client.close());
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['echo', 'enable_extra']);
    const err = await refusal(client.callTool({ name: 'search', arguments: { query: 'x', limit: 2 } }));
    expect(err.code).toBe(CONTRACT_DRIFT_ERROR);
    const echo = await client.callTool({ name: 'echo', arguments: { text: 'through' } });
    expect((echo.content as Array<{ text: string }>)[0]!.text).toBe('through');
  });
});

describe('a server that fails', () => {
  test('unreachable (connection refused) and 5xx become JSON-RPC errors; the proxy keeps serving', async () => {
    const dead = createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', () => r()));
    const deadPort = (dead.address() as AddressInfo).port;
    await new Promise((r) => dead.close(r));
    const { url, stderr } = await proxy(['--lockfile', lockOf(T0), '--upstream', `http://127.0.0.1:${deadPort}/mcp`]);
    const init = { jsonrpc: '2.0', id: 7, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
    for (let i = 0; i < 2; i++) {
      const answer = await post(url, init);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: PROXY_INTERNAL_ERROR } });
      expect(answer.json.error.message).toMatch(/could not reach the server at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/);
    }
    expect(stderr()).toMatch(/ECONNREFUSED/);

    const failing: Server = createServer((_req, res) => res.writeHead(503, { 'content-type': 'text/html' }).end('<html><title>Service Unavailable</title></html>'));
    await new Promise<void>((r) => failing.listen(0, '127.0.0.1', () => r()));
    cleanups.push(() => new Promise((r) => failing.close(r)));
    const second = await proxy(['--lockfile', lockOf(T0), '--upstream', `http://127.0.0.1:${(failing.address() as AddressInfo).port}/mcp`]);
    const answer = await post(second.url, init);
    expect(answer.json.error).toMatchObject({ code: PROXY_INTERNAL_ERROR, message: 'mcp-contract-gate proxy: the server answered HTTP 503: Service Unavailable' });
    const call = await post(second.url, { jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'get_profile', arguments: {} } });
    expect(call.json.error.code).toBe(PROXY_INTERNAL_ERROR);
    expect(call.json.error.message).toMatch(/could not check the tool: tools\/list to the server failed: HTTP 503/);
  });
});

describe('the listener refuses what a browser could be tricked into sending', () => {
  /** A raw POST with any Host and headers (fetch will not set Host). */
  const rawPost = (url: string, headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const u = new URL(url);
      const req = httpRequest({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { accept: 'application/json, text/event-stream', ...headers } }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      req.end(body);
    });

  test('DNS rebinding (foreign Host), a foreign Origin and a text/plain POST get 403/415 and never reach the server; the proxy’s own address works', async () => {
    let reached = 0;
    const server = await upstream(startHttpServer(['--profile', T0]));
    const counting: Server = createServer((req, res) => {
      reached++;
      res.writeHead(500).end();
    });
    await new Promise<void>((r) => counting.listen(0, '127.0.0.1', () => r()));
    cleanups.push(() => new Promise((r) => counting.close(r)));
    const { url, stderr } = await proxy(['--lockfile', lockOf(T0), '--upstream', `http://127.0.0.1:${(counting.address() as AddressInfo).port}/mcp`]);
    const port = new URL(url).port;
    const init = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    const call = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_profile', arguments: {} } });
    for (const body of [init, call]) {
      expect((await rawPost(url, { host: `evil.example:${port}`, 'content-type': 'application/json' }, body)).status).toBe(403);
      expect((await rawPost(url, { host: `127.0.0.1:${port}`, origin: 'http://evil.example', 'content-type': 'application/json' }, body)).status).toBe(403);
      expect((await rawPost(url, { host: `localhost:${port}`, origin: `http://evil.example:${port}`, 'content-type': 'application/json' }, body)).status).toBe(403);
      expect((await rawPost(url, { host: `127.0.0.1:${port}`, 'content-type': 'text/plain' }, body)).status).toBe(415);
    }
    expect(reached).toBe(0);
    expect(stderr()).toMatch(/refused POST \(403\): Host "evil\.example:\d+" is not this proxy's address/);
    // the proxy's own address (and its own origin) pass on to the server
    await rawPost(url, { host: `localhost:${port}`, origin: `http://localhost:${port}`, 'content-type': 'application/json' }, init);
    expect(reached).toBe(1);
    // an allowed origin and host, by flag
    const allowed = await proxy(['--lockfile', lockOf(T0), '--upstream', server.url, '--allow-origin', 'https://app.example', '--allow-host', 'gate.internal']);
    const p2 = new URL(allowed.url).port;
    const ok = await rawPost(allowed.url, { host: `gate.internal:${p2}`, origin: 'https://app.example', 'content-type': 'application/json; charset=utf-8' }, init);
    expect(ok.status).toBe(200);
    expect(ok.text).toMatch(/http-scenario-server/);
  });

  test('an upstream URL with userinfo and a query: neither is printed in errors to the client or on stderr', async () => {
    const dead = createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', () => r()));
    const deadPort = (dead.address() as AddressInfo).port;
    await new Promise((r) => dead.close(r));
    const { url, stderr } = await proxy(['--lockfile', lockOf(T0), '--upstream', `http://alice:s3cret-pass@127.0.0.1:${deadPort}/mcp?token=tok-123`]);
    const answer = await post(url, { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    const call = await post(url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_profile', arguments: {} } });
    const seen = JSON.stringify([answer.json, call.json]) + stderr();
    expect(answer.json.error.message).toMatch(/could not reach the server at http:\/\/127\.0\.0\.1:\d+/);
    expect(stderr()).toMatch(/credentials and query hidden/);
    for (const secret of ['alice', 's3cret-pass', 'tok-123', 'token=']) expect(seen).not.toContain(secret);
  });
});
