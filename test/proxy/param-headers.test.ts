import { jest } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as V2Client, StreamableHTTPClientTransport as V2HttpTransport } from '@modelcontextprotocol/client';
import { buildLockfile, parseLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { scanParamHeaders } from '../../src/contract/param-headers.js';
import type { ServerSnapshot, SnapshotSet, ToolDef } from '../../src/contract/types.js';
import { discoverServer } from '../../src/discovery/index.js';
import { openSession } from '../../src/discovery/open-session.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { approvedRenames } from '../../src/gate/renames.js';
import { META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION } from '../../src/mcp-client/era.js';
import { HEADER_MISMATCH, paramHeaders } from '../../src/mcp-client/routing-headers.js';
import { DISCOVER_ERA_VERSION } from '../../src/model/protocol.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';
import { runProbes } from '../../src/probes/run.js';
import { META_KEY } from '../../src/proxy/listing.js';
import { remoteServer, startListeningServer, stdioServer, type HttpFixture } from '../discovery/helpers.js';
import { waitFor } from '../support/wait.js';
import { auditLines, startProxyListener } from '../support/proxy-listener.js';
import { FIXTURES, ROOT } from '../support/paths.js';

/**
 * Parameters mirrored into headers (x-mcp-header, MCP 2026-07-28), end to end against a real 2026-era Streamable HTTP
 * server built with the SDK v2 (header-server.mjs): the SDK refuses a call whose Mcp-Param-* headers are missing or
 * disagree with the body (400, -32020), and its tool answers with the Mcp-Param-* headers it received. The SDK v2
 * client is the reference for which tools a 2026 client drops.
 */
let dir: string;
const cleanups: Array<() => Promise<unknown> | unknown> = [];
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-param-headers-'))));
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

async function server(args: string[] = []): Promise<HttpFixture> {
  const s = await startListeningServer('header-server.mjs', args);
  cleanups.push(s.stop);
  return s;
}

/** What the fixture's tool says reached it. */
const answer = (result: { content?: unknown }) => JSON.parse((result.content as Array<{ text: string }>)[0]!.text) as { arguments?: Record<string, unknown>; headers: Record<string, string> };

async function v2Client(url: string): Promise<V2Client> {
  const client = new V2Client({ name: 'agent', version: '1.0.0' }, { versionNegotiation: { mode: { pin: DISCOVER_ERA_VERSION } } });
  await client.connect(new V2HttpTransport(new URL(url)));
  cleanups.push(() => client.close());
  return client;
}

test("the SDK v2 client drops exactly the tools the gate's scan calls invalid (the rule fixture's every spec case)", async () => {
  const file = join(FIXTURES, 'rules', 'param-header-invalid', 'after.json');
  const tools = (JSON.parse(readFileSync(file, 'utf8')) as { tools: ToolDef[] }).tools;
  const s = await server(['--tools', file, '--legacy', 'reject']);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the SDK says which tools it drops, and why
  cleanups.push(() => warn.mockRestore());
  const listed = (await (await v2Client(s.url)).listTools()).tools.map((t) => t.name).sort();
  const dropped = warn.mock.calls.map((c) => /excluding tool '([^']+)'/.exec(String(c[0]))?.[1]).sort();
  const valid = ['execute_sql', ...tools.filter((t) => scanParamHeaders(t.inputSchema).problems.length === 0).map((t) => t.name)].sort();
  expect(tools.length).toBeGreaterThan(10);
  expect(listed).toEqual(valid);
  expect(valid).toEqual(['execute_sql']); // every case of the fixture is one the spec rejects
  expect(dropped).toEqual(tools.map((t) => t.name).sort());
});

test('the discovery client and the probes send Mcp-Param-* headers when calling a 2026 server over HTTP, as the SDK v2 client does', async () => {
  const s = await server(['--legacy', 'reject']);
  const args = { region: 'Zürich', shard: 7, query: 'SELECT 1' };
  // the reference: what the SDK v2 client sends
  const reference = answer(await (await v2Client(s.url)).callTool({ name: 'execute_sql', arguments: args })).headers;
  expect(reference).toEqual({ 'mcp-param-region': '=?base64?WsO8cmljaA==?=', 'mcp-param-shard': '7' });
  const tool = (await discoverServer(remoteServer('sql', s.url), { rootDir: ROOT })).tools[0]!;
  expect(paramHeaders(scanParamHeaders(tool.inputSchema).declarations, args)).toEqual(reference);

  const session = await openSession(remoteServer('sql', s.url), { rootDir: ROOT });
  cleanups.push(() => session.close());
  expect(session.era).toBe('discover');
  // no listing before the call: the session lists the tools itself to learn which arguments travel as headers
  const got = answer(await session.callTool('execute_sql', args));
  expect(got).toEqual({ arguments: args, headers: reference });
  expect(answer(await session.callTool('execute_sql', { query: 'x' })).headers).toEqual({}); // an argument left out: no header

  const run = await runProbes([{ id: 'mirrored', tool: 'execute_sql', arguments: { region: 'eu', query: 'x' }, expect: [{ contains: '"mcp-param-region":"eu"' }] }], [remoteServer('sql', s.url)], {
    rootDir: ROOT,
    ref: 'head',
  });
  expect(run.results).toEqual([expect.objectContaining({ id: 'mirrored', status: 'pass' })]);
});

describe('the proxy in front of a 2026-only SDK v2 server', () => {
  const envelope = { [META_PROTOCOL_VERSION]: DISCOVER_ERA_VERSION, [META_CLIENT_INFO]: { name: 'raw', version: '1' }, [META_CLIENT_CAPABILITIES]: {} };
  const call = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args, _meta: envelope } });
  const modern = (name: string, extra: Record<string, string> = {}) => ({ 'mcp-protocol-version': DISCOVER_ERA_VERSION, 'mcp-method': 'tools/call', 'mcp-name': name, ...extra });
  async function post(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; json: any }> {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });
    const text = await res.text();
    const data = (res.headers.get('content-type') ?? '').includes('text/event-stream')
      ? text
          .split('\n')
          .find((l) => l.startsWith('data: '))!
          .slice(6)
      : text;
    return { status: res.status, json: JSON.parse(data) };
  }
  async function pinned(snapshot: ServerSnapshot, renamesFrom?: ServerSnapshot): Promise<string> {
    const set: SnapshotSet = { servers: { sql: snapshot } };
    const renames = renamesFrom ? approvedRenames(evaluate(diffSnapshots({ servers: { sql: renamesFrom } }, set), DEFAULT_POLICY, { today: '2026-11-21' }).findings) : [];
    const file = join(dir, 'lock.json');
    writeFileSync(file, serializeLockfile(buildLockfile(set, undefined, { renames })));
    parseLockfile(readFileSync(file, 'utf8'), file);
    return file;
  }

  test('a mismatched Mcp-Param-Region is refused (400, -32020) before anything is forwarded; mirrored headers pass through to the server', async () => {
    const s = await server(['--legacy', 'reject']);
    const lock = await pinned(await discoverServer(remoteServer('sql', s.url), { rootDir: ROOT }));
    const { url, audit } = await startProxyListener(dir, ['--lockfile', lock, '--upstream', s.url], cleanups);
    const args = { region: 'eu-west1', shard: 3, query: 'SELECT 1' };

    // a gateway in front routed the call to us-east by its header; the body runs it in eu-west1
    const mismatch = await post(url, call(1, 'execute_sql', args), modern('execute_sql', { 'mcp-param-region': 'us-east1', 'mcp-param-shard': '3' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toMatchObject({ id: 1, error: { code: HEADER_MISMATCH } });
    expect(mismatch.json.error.message).toMatch(/Mcp-Param-Region header says "us-east1" but the body carries region="eu-west1"/);
    const missing = await post(url, call(2, 'execute_sql', args), modern('execute_sql', { 'mcp-param-region': 'eu-west1' }));
    expect([missing.status, missing.json.error.message]).toEqual([400, expect.stringMatching(/body carries shard=3 but the Mcp-Param-Shard header is absent/)]);
    const badSentinel = await post(url, call(3, 'execute_sql', args), modern('execute_sql', { 'mcp-param-region': '=?base64?!!?=', 'mcp-param-shard': '3' }));
    expect(badSentinel.json.error).toMatchObject({ code: HEADER_MISMATCH, message: expect.stringMatching(/invalid Base64 sentinel/) });
    expect(existsSync(audit) ? auditLines(audit) : []).toEqual([]); // none of them was judged, let alone forwarded

    // headers that mirror the body reach the server (an integer compared as a number, a value in its sentinel form)
    const ok = await post(url, call(4, 'execute_sql', { ...args, region: 'Zürich' }), modern('execute_sql', { 'mcp-param-region': '=?base64?WsO8cmljaA==?=', 'mcp-param-shard': '3.0' }));
    expect(ok.status).toBe(200);
    expect(answer(ok.json.result).headers).toEqual({ 'mcp-param-region': '=?base64?WsO8cmljaA==?=', 'mcp-param-shard': '3' });
    // the SDK v2 client through the proxy: its headers pass, the server checks them
    const client = await v2Client(url);
    expect(answer(await client.callTool({ name: 'execute_sql', arguments: args })).headers).toEqual({ 'mcp-param-region': 'eu-west1', 'mcp-param-shard': '3' });
    expect(auditLines(audit).map((l) => [l.tool, l.decision])).toEqual([
      ['execute_sql', 'allowed'],
      ['execute_sql', 'allowed'],
    ]);
  });

  test('a translated rename carries rewritten headers: the old call mirrored Region, the server checks Zone', async () => {
    const base = await server(['--legacy', 'reject']);
    const before = await discoverServer(remoteServer('sql', base.url), { rootDir: ROOT });
    await base.stop();
    const s = await server(['--legacy', 'reject', '--variant', 'renamed']);
    const after = await discoverServer(remoteServer('sql', s.url), { rootDir: ROOT });
    const lock = await pinned(after, before);
    expect(JSON.parse(readFileSync(lock, 'utf8')).servers.sql.tools.run_sql.migration).toEqual({ renamedFrom: ['execute_sql'], params: [{ from: 'region', to: 'zone' }] });
    const { url, audit } = await startProxyListener(dir, ['--lockfile', lock, '--upstream', s.url], cleanups);

    // an agent still on the old contract: old tool, old argument, old headers
    const old = await post(url, call(1, 'execute_sql', { region: 'eu-west1', shard: 2, query: 'SELECT 1' }), modern('execute_sql', { 'mcp-param-region': 'eu-west1', 'mcp-param-shard': '2' }));
    expect(old.status).toBe(200);
    const got = answer(old.json.result);
    expect(got.arguments).toEqual({ zone: 'eu-west1', shard: 2, query: 'SELECT 1' });
    expect(got.headers).toEqual({ 'mcp-param-zone': 'eu-west1', 'mcp-param-shard': '2' }); // checked by the SDK server: it would refuse a mismatch
    expect(old.json.result._meta[META_KEY].translated).toEqual({ tool: { from: 'execute_sql', to: 'run_sql' }, arguments: [{ from: 'region', to: 'zone' }] });
    // the old call's own headers are still checked against its body
    const lying = await post(url, call(2, 'execute_sql', { region: 'eu-west1', shard: 2, query: 'x' }), modern('execute_sql', { 'mcp-param-shard': '9' }));
    expect([lying.status, lying.json.error.code]).toEqual([400, HEADER_MISMATCH]);
    expect(auditLines(audit).map((l) => [l.tool, l.decision])).toEqual([['run_sql', 'allowed']]);
  });
});

test('the HTTP listener in front of a 2026-only stdio server (SDK v2) checks Mcp-Param-* against the body too', async () => {
  const script = join(FIXTURES, 'servers', 'header-server.mjs');
  const base = await discoverServer(stdioServer('sql', 'header-server.mjs', ['--transport', 'stdio', '--legacy', 'reject']), { rootDir: ROOT });
  expect(base.era).toBe('discover');
  const file = join(dir, 'lock.json');
  writeFileSync(file, serializeLockfile(buildLockfile({ servers: { sql: base } })));
  const { url, audit, stderr } = await startProxyListener(dir, ['--lockfile', file, '--', process.execPath, script, '--transport', 'stdio', '--legacy', 'reject'], cleanups);
  const envelope = { [META_PROTOCOL_VERSION]: DISCOVER_ERA_VERSION, [META_CLIENT_INFO]: { name: 'raw', version: '1' }, [META_CLIENT_CAPABILITIES]: {} };
  const send = async (id: number, headers: Record<string, string>) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'mcp-protocol-version': DISCOVER_ERA_VERSION, 'mcp-method': 'tools/call', 'mcp-name': 'execute_sql', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'execute_sql', arguments: { region: 'eu-west1', query: 'x' }, _meta: envelope } }),
    });
    return { status: res.status, json: (await res.json()) as any };
  };
  const mismatch = await send(1, { 'mcp-param-region': 'us-east1' });
  expect([mismatch.status, mismatch.json.error.code]).toEqual([400, HEADER_MISMATCH]);
  expect(stderr()).toMatch(/refused a request \(400\): the Mcp-Param-Region header says "us-east1" but the body carries region="eu-west1"/);
  expect((await send(2, {})).status).toBe(400); // a 2026 call that leaves the header out
  const through = await send(3, { 'mcp-param-region': 'eu-west1' });
  expect(answer(through.json.result).arguments).toEqual({ region: 'eu-west1', query: 'x' });
  await waitFor(() => existsSync(audit) && auditLines(audit).length > 0, 'the audit line of the call');
  expect(auditLines(audit).map((l) => [l.tool, l.decision])).toEqual([['execute_sql', 'allowed']]);
});
