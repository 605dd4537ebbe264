import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { Client as V2Client, StreamableHTTPClientTransport as V2HttpTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ListRootsRequestSchema, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { PromptDef, ToolDef } from '../../src/contract/types.js';
import { discoverServer } from '../../src/discovery/index.js';
import { SERVER_GONE_ERROR } from '../../src/proxy/core.js';
import { CONTRACT_DRIFT_ERROR } from '../../src/proxy/messages.js';
import { DISCOVER_ERA_VERSION } from '../../src/model/protocol.js';
import { META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION } from '../../src/mcp-client/era.js';
import { FIXTURES, ROOT } from '../support/paths.js';
import { stdioServer } from '../discovery/helpers.js';
import { watchGetStream } from '../support/get-stream.js';
import { auditLines, refusal, startProxyListener } from '../support/proxy-listener.js';
import { waitFor } from '../support/wait.js';

/**
 * `proxy --listen` in front of a stdio server: real clients over Streamable HTTP (the SDK v1 and v2 Clients, the MCP
 * Inspector CLI, raw requests) reach a real stdio SDK server through the bundled CLI (dist/cli.js), judged as over
 * stdio; the server killed mid-call is answered within 1 s and the listener exits non-zero; rebinding requests get 403.
 */
const SERVER = join(FIXTURES, 'servers', 'dying-server.mjs');
const V2_SERVER = join(FIXTURES, 'servers', 'v2-server.mjs');
const INSPECTOR = join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector', 'cli', 'build', 'cli.js');
const run = promisify(execFile);

let dir: string;
let live: { tools: ToolDef[]; prompts: PromptDef[] } | undefined;
const cleanups: Array<() => Promise<unknown> | unknown> = [];
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-http-stdio-'))));
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

/** The live listing of the dying server (read straight from it, once), as the lockfile pins it. */
async function liveListing(): Promise<{ tools: ToolDef[]; prompts: PromptDef[] }> {
  if (live) return live;
  const client = new Client({ name: 'pin', version: '1' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [SERVER], stderr: 'ignore' }));
  live = { tools: (await client.listTools()).tools as unknown as ToolDef[], prompts: (await client.listPrompts()).prompts as unknown as PromptDef[] };
  await client.close();
  return live;
}

/** A lockfile pinning the dying server's tools, move_file changed since (so it has drifted). */
async function driftedLock(): Promise<string> {
  const { tools, prompts } = await liveListing();
  const pinned = structuredClone(tools).map((t) => (t.name === 'move_file' ? { ...t, description: 'Move a file (the pinned wording).' } : t));
  const file = join(dir, 'lock.json');
  writeFileSync(file, serializeLockfile(buildLockfile({ servers: { dying: { tools: pinned, prompts: structuredClone(prompts) } } })));
  return file;
}

const listener = (args: string[]) => startProxyListener(dir, args, cleanups);

async function sdkClient(url: string, o: { fetch?: ReturnType<typeof watchGetStream>['fetch'] } = {}): Promise<Client> {
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), o.fetch ? { fetch: o.fetch } : undefined));
  cleanups.push(() => client.close().catch(() => undefined));
  return client;
}

/** A raw POST with any Host and headers (fetch will not set Host); the status and body text. */
const rawPost = (url: string, headers: Record<string, string>, body: string) =>
  new Promise<{ status: number; text: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const u = new URL(url);
    const req = httpRequest({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });

const INIT = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

test('SDK client over HTTP, a stdio server behind: the drifted tool is withheld and refused, unchanged tools work, prompts pass', async () => {
  const { url, audit, stderr } = await listener(['--lockfile', await driftedLock(), '--', process.execPath, SERVER]);
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  expect(stderr()).toMatch(/server 'dying' over stdio/);
  const client = await sdkClient(url);
  expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['die', 'echo', 'wait']);
  const err = await refusal(client.callTool({ name: 'move_file', arguments: { from: 'a', to: 'b' } }));
  expect(err.code).toBe(CONTRACT_DRIFT_ERROR);
  expect(err.message).toMatch(/'move_file'.*drifted from its pinned contract/);
  const echo = await client.callTool({ name: 'echo', arguments: { text: 'through http' } });
  expect(echo.content).toEqual([{ type: 'text', text: 'through http' }]);
  const prompt = await client.getPrompt({ name: 'review', arguments: { change: 'x' } });
  expect(prompt.messages[0]!.content).toEqual({ type: 'text', text: 'Review: x' });
  // a second session on the same server: its own ids, its own answers
  const other = await sdkClient(url);
  const [a, b] = await Promise.all([client.callTool({ name: 'echo', arguments: { text: 'one' } }), other.callTool({ name: 'echo', arguments: { text: 'two' } })]);
  expect([a.content, b.content]).toEqual([[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]]);
  expect(stderr().match(/dying-server: pid/g)).toHaveLength(1); // one server process for every session
  const lines = auditLines(audit);
  expect(lines.filter((l) => l.decision === 'withheld').map((l) => l.tool)).toEqual(['move_file']);
  expect(lines.filter((l) => l.decision === 'refused').map((l) => l.tool)).toEqual(['move_file']);
});

test('raw JSON (no SSE): a batch carrying a refused call is judged item by item; ids come back as sent, an id of no JSON-RPC type is refused', async () => {
  const { url } = await listener(['--lockfile', await driftedLock(), '--', process.execPath, SERVER]);
  const headers = { host: new URL(url).host, 'content-type': 'application/json', accept: 'application/json' };
  const init = await rawPost(url, headers, JSON.stringify(INIT));
  expect(init.status).toBe(200);
  const session = init.headers['mcp-session-id'] as string;
  expect(session).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.parse(init.text).result.serverInfo.name).toBe('dying');
  const h = { ...headers, 'mcp-session-id': session };
  expect((await rawPost(url, h, JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }))).status).toBe(202);
  const batch = [
    { jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'move_file', arguments: { from: 'a', to: 'b' } } },
    { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'echo', arguments: { text: 'seven' } } },
    { jsonrpc: '2.0', id: 'eight', method: 'tools/call', params: { name: 'echo', arguments: { text: 'string id' } } },
    { jsonrpc: '2.0', id: { odd: true }, method: 'tools/call', params: { name: 'echo', arguments: { text: 'object id' } } },
  ];
  const answer = await rawPost(url, h, JSON.stringify(batch));
  const byId = new Map((JSON.parse(answer.text) as Array<{ id: unknown }>).map((m) => [JSON.stringify(m.id), m as any]));
  expect(byId.get('"a"').error.code).toBe(CONTRACT_DRIFT_ERROR);
  expect(byId.get('7').result.content[0].text).toBe('seven');
  expect(byId.get('"eight"').result.content[0].text).toBe('string id');
  // an id is a string, a number or null (JSON-RPC 2.0): an object id is an invalid request, answered here, never sent
  expect(byId.get('null').error).toMatchObject({ code: -32600, message: expect.stringMatching(/an id must be a string, a number or null/) });
  // an unknown session is a 404 (the client starts again); GET without a session is the stateless era's 405
  expect((await rawPost(url, { ...h, 'mcp-session-id': 'nope' }, JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/list' }))).status).toBe(404);
  expect((await fetch(url, { headers: { accept: 'text/event-stream' } })).status).toBe(405);
  expect((await fetch(url, { method: 'DELETE', headers: { 'mcp-session-id': session } })).status).toBe(200);
  expect((await rawPost(url, h, JSON.stringify({ jsonrpc: '2.0', id: 10, method: 'tools/list' }))).status).toBe(404);
});

test('the server killed mid-call: the call is answered within 1 s naming the server, its signal and stderr; the listener exits non-zero', async () => {
  const { url, audit, stderr, exited } = await listener(['--lockfile', await driftedLock(), '--', process.execPath, SERVER]);
  const client = await sdkClient(url);
  const pid = Number(/dying-server: pid (\d+)/.exec(stderr())?.[1]);
  expect(pid).toBeGreaterThan(0);
  const call = refusal(client.callTool({ name: 'wait', arguments: {} }));
  // in flight once the proxy has audited and forwarded it (the server never answers it)
  await waitFor(() => {
    try {
      return auditLines(audit).some((l) => l.tool === 'wait');
    } catch {
      return false; // no audit file yet, or a line half-written
    }
  }, 'the call to be forwarded');
  const killedAt = performance.now();
  process.kill(pid, 'SIGKILL');
  const err = await call;
  const ms = performance.now() - killedAt;
  const code = await exited;
  console.log(`stdio server SIGKILLed mid-call behind the HTTP listener: error after ${ms.toFixed(0)} ms, listener exited ${code} after ${(performance.now() - killedAt).toFixed(0)} ms`);
  // the server-gone error, not a timeout: the listener answered when the server died (how fast is a bench matter)
  expect(err.code).toBe(SERVER_GONE_ERROR);
  expect(err.message).toMatch(/MCP server 'dying' was killed by SIGKILL; stderr: .*dying-server: pid/);
  expect(code).not.toBe(0);
  expect(stderr()).toMatch(/MCP server 'dying' was killed by SIGKILL/);
  await expect(fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(INIT) })).rejects.toThrow(); // no longer listening
});

test('the server exits mid-call with code 7 (a config server, transport stdio): the error carries code and stderr tail; exit code 7', async () => {
  const config = join(dir, 'gate.yml');
  writeFileSync(config, `lockfile: lock.json\nservers:\n  - id: dying\n    transport: stdio\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(SERVER)}]\n`);
  await driftedLock();
  const { url, exited } = await listener(['--config', config, '--server', 'dying']);
  const client = await sdkClient(url);
  const err = await refusal(client.callTool({ name: 'die', arguments: { code: 7 } }));
  expect(err.code).toBe(SERVER_GONE_ERROR);
  expect(err.message).toMatch(/MCP server 'dying' exited with code 7; stderr: .*out of widgets/s);
  expect(err.data).toMatchObject({ server: 'dying', exitCode: 7 });
  expect(await exited).toBe(7);
});

test('rebinding and cross-site requests get 403/415 and never reach the stdio server', async () => {
  const { url, audit, stderr } = await listener(['--lockfile', await driftedLock(), '--', process.execPath, SERVER]);
  const port = new URL(url).port;
  const call = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x' } } });
  for (const body of [JSON.stringify(INIT), call]) {
    expect((await rawPost(url, { host: `evil.example:${port}`, 'content-type': 'application/json' }, body)).status).toBe(403);
    expect((await rawPost(url, { host: `127.0.0.1:${port}`, origin: 'http://evil.example', 'content-type': 'application/json' }, body)).status).toBe(403);
    expect((await rawPost(url, { host: `localhost:${port}`, origin: `http://evil.example:${port}`, 'content-type': 'application/json' }, body)).status).toBe(403);
    expect((await rawPost(url, { host: `127.0.0.1:${port}`, 'content-type': 'text/plain' }, body)).status).toBe(415);
  }
  expect(existsSync(audit)).toBe(false); // the call was never judged, let alone sent
  expect(stderr()).toMatch(/refused POST \(403\): Host "evil\.example:\d+" is not this proxy's address/);
  // the proxy's own address and origin pass (a stateless call: no session)
  const ok = await rawPost(url, { host: `localhost:${port}`, origin: `http://localhost:${port}`, 'content-type': 'application/json', accept: 'application/json' }, call);
  expect(ok.status).toBe(200);
  expect(JSON.parse(ok.text).result.content[0].text).toBe('x');
});

test('the MCP Inspector CLI over HTTP: lists the pinned tools, calls one, gets the refusal of the drifted one', async () => {
  const { url } = await listener(['--lockfile', await driftedLock(), '--', process.execPath, SERVER]);
  const inspector = (...a: string[]) => run(process.execPath, [INSPECTOR, '--cli', url, '--transport', 'http', ...a], { encoding: 'utf8' });
  const list = JSON.parse((await inspector('--method', 'tools/list')).stdout) as { tools: Array<{ name: string }> };
  expect(list.tools.map((t) => t.name).sort()).toEqual(['die', 'echo', 'wait']);
  const echo = JSON.parse((await inspector('--method', 'tools/call', '--tool-name', 'echo', '--tool-arg', 'text=hi')).stdout);
  expect(echo.content).toEqual([{ type: 'text', text: 'hi' }]);
  const refused = await inspector('--method', 'tools/call', '--tool-name', 'move_file', '--tool-arg', 'from=a', 'to=b').then(
    (r) => r.stdout + r.stderr,
    (e: { stdout: string; stderr: string }) => e.stdout + e.stderr,
  );
  expect(refused).toMatch(/'move_file' \(server 'dying'\) drifted from its pinned contract/);
});

test('the 2026-07-28 era: the SDK v2 client over HTTP to a 2026-only stdio server (SDK v2): drifted tool refused, the pinned one works', async () => {
  const base = await discoverServer(stdioServer('v2', 'v2-server.mjs', ['--legacy', 'reject']), { rootDir: ROOT });
  expect(base.era).toBe('discover');
  const file = join(dir, 'lock.json');
  writeFileSync(file, serializeLockfile(buildLockfile({ servers: { v2: base } })));
  const { url } = await listener(['--lockfile', file, '--', process.execPath, V2_SERVER, '--legacy', 'reject', '--variant', 'changed']);
  const client = new V2Client({ name: 'agent', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(new V2HttpTransport(new URL(url)));
  cleanups.push(() => client.close());
  expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['echo', 'enable_extra']);
  const err = await refusal(client.callTool({ name: 'search', arguments: { query: 'x', limit: 2 } }));
  expect(err.code).toBe(CONTRACT_DRIFT_ERROR);
  const echo = await client.callTool({ name: 'echo', arguments: { text: 'through' } });
  expect((echo.content as Array<{ text: string }>)[0]!.text).toBe('through');
});

test('the 2026-07-28 era: routing headers that disagree with the body are refused (400, -32020) and never reach the stdio server', async () => {
  const base = await discoverServer(stdioServer('v2', 'v2-server.mjs', ['--legacy', 'reject']), { rootDir: ROOT });
  const file = join(dir, 'lock.json');
  writeFileSync(file, serializeLockfile(buildLockfile({ servers: { v2: base } })));
  const { url, audit, stderr } = await listener(['--lockfile', file, '--', process.execPath, V2_SERVER, '--legacy', 'reject']);
  const envelope = { [META_PROTOCOL_VERSION]: DISCOVER_ERA_VERSION, [META_CLIENT_INFO]: { name: 'raw', version: '1' }, [META_CLIENT_CAPABILITIES]: {} };
  const send = (id: number, name: string, headers: Record<string, string>) =>
    rawPost(
      url,
      { 'content-type': 'application/json', accept: 'application/json', 'mcp-protocol-version': DISCOVER_ERA_VERSION, ...headers },
      JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: { text: 'x', query: 'x' }, _meta: envelope } }),
    );
  const laundered = await send(1, 'search', { 'mcp-method': 'tools/call', 'mcp-name': 'echo' });
  expect(laundered.status).toBe(400);
  expect(JSON.parse(laundered.text)).toMatchObject({ id: 1, error: { code: -32020 } });
  expect((await send(2, 'echo', { 'mcp-name': 'echo' })).status).toBe(400); // no Mcp-Method on a 2026 request
  expect(stderr()).toMatch(/refused a request \(400\): the body carries params\.name="search" but the Mcp-Name header names "echo"/);
  const through = await send(3, 'echo', { 'mcp-method': 'tools/call', 'mcp-name': 'echo' });
  expect(JSON.parse(through.text)).toMatchObject({ id: 3, result: { content: [{ text: 'x' }] } });
  await waitFor(() => existsSync(audit) && auditLines(audit).some((l) => l.tool === 'echo'), 'the audit line of the echo call');
  expect(auditLines(audit).map((l) => l.tool)).toEqual(['echo']); // the refused ones were never judged nor forwarded
});

test("the server's own notifications reach the client: list_changed after enable_extra, then the new unpinned tool is refused", async () => {
  const base = await discoverServer(stdioServer('v2', 'v2-server.mjs'), { rootDir: ROOT });
  const file = join(dir, 'lock.json');
  writeFileSync(file, serializeLockfile(buildLockfile({ servers: { v2: base } })));
  const { url } = await listener(['--lockfile', file, '--', process.execPath, V2_SERVER]);
  const stream = watchGetStream();
  const client = await sdkClient(url, { fetch: stream.fetch });
  const changed = new Promise<void>((r) => client.setNotificationHandler(ToolListChangedNotificationSchema, async () => r()));
  await stream.open; // the client's GET stream is open: list_changed goes there
  expect((await client.callTool({ name: 'enable_extra', arguments: {} })).content).toEqual([{ type: 'text', text: 'enabled' }]);
  await changed;
  const err = await refusal(client.callTool({ name: 'extra', arguments: {} }));
  expect(err.code).toBe(CONTRACT_DRIFT_ERROR);
  expect(err.message).toMatch(/'extra'.*not pinned/);
});

test("LangChain MCP adapters over HTTP: the drifted tool is not offered, a pinned tool's result comes back, a dead server fails the call", async () => {
  const { url, exited } = await listener(['--lockfile', await driftedLock(), '--', process.execPath, SERVER]);
  const mcp = new MultiServerMCPClient({ mcpServers: { dying: { transport: 'http', url } }, throwOnLoadError: true, prefixToolNameWithServerName: false });
  try {
    const tools = await mcp.getTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['die', 'echo', 'wait']);
    expect(await tools.find((t) => t.name === 'echo')!.invoke({ text: 'from langchain' })).toMatch(/from langchain/);
    const died = await tools
      .find((t) => t.name === 'die')!
      .invoke({ code: 9 })
      .then(
        (r) => String(r),
        (e: Error) => e.message,
      );
    expect(died).toMatch(/exited with code 9/);
    expect(await exited).toBe(9);
  } finally {
    await mcp.close().catch(() => undefined);
  }
});

/** A raw stdio server whose tool `ask` asks the client for its roots (a server-to-client request) before it answers. */
const ASKING_SERVER = `
const rl = require('node:readline').createInterface({ input: process.stdin });
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
const tool = { name: 'ask', description: 'Ask the client for its roots.', inputSchema: { type: 'object', properties: {} } };
let call;
rl.on('line', (line) => {
  const m = JSON.parse(line);
  if (m.method === 'initialize') send({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'asking', version: '1' } } });
  else if (m.method === 'tools/list') send({ jsonrpc: '2.0', id: m.id, result: { tools: [tool] } });
  else if (m.method === 'tools/call') { call = m.id; send({ jsonrpc: '2.0', id: 'srv-1', method: 'roots/list', params: {} }); }
  else if (m.id === 'srv-1' && m.method === undefined) send({ jsonrpc: '2.0', id: call, result: { content: [{ type: 'text', text: JSON.stringify(m.result) }] } });
  else if (m.id !== undefined && m.method !== undefined) send({ jsonrpc: '2.0', id: m.id, result: {} });
});
`;

test("a server's request to the client (roots/list) reaches the session that called, and the client's answer reaches the server", async () => {
  const script = join(dir, 'asking-server.cjs');
  writeFileSync(script, ASKING_SERVER);
  const file = join(dir, 'lock.json');
  writeFileSync(
    file,
    serializeLockfile(buildLockfile({ servers: { asking: { tools: [{ name: 'ask', description: 'Ask the client for its roots.', inputSchema: { type: 'object', properties: {} } }] } } })),
  );
  const { url } = await listener(['--lockfile', file, '--', process.execPath, script]);
  const client = new Client({ name: 'agent', version: '1.0.0' }, { capabilities: { roots: {} } });
  client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [{ uri: 'file:///work/project', name: 'project' }] }));
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  cleanups.push(() => client.close());
  const answer = await client.callTool({ name: 'ask', arguments: {} });
  expect(JSON.parse((answer.content as Array<{ text: string }>)[0]!.text)).toEqual({ roots: [{ uri: 'file:///work/project', name: 'project' }] });
});
