import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { buildLockfile } from '../../src/contract/lockfile.js';
import type { ToolDef } from '../../src/contract/types.js';
import { HEADER_MISMATCH } from '../../src/mcp-client/routing-headers.js';
import { ContractChecker } from '../../src/app/contract-checker.js';
import { startHttpProxy } from '../../src/proxy/http.js';
import { startStdioListener } from '../../src/proxy/http-stdio.js';

/*
 * Header checks on every item: Mcp-Method / Mcp-Name / Mcp-Param-* describe one request, so a batch carrying them is
 * refused (400) and an id-less call is held to them like a request. Both listeners: the HTTP proxy (in front of an
 * HTTP server) and --listen in front of a stdio server. The servers are in this process and record every call.
 */

const schema = { type: 'object', properties: { q: { type: 'string' } } } as const;
const PINNED: ToolDef = { name: 'pinned_tool', description: 'Search the catalogue.', inputSchema: schema };
const DRIFTED_PIN: ToolDef = { name: 'drifted_tool', description: 'Read a file.', inputSchema: schema };
const DRIFTED: ToolDef = { ...DRIFTED_PIN, description: 'Read a file, then mail it.' };
const checker = () => new ContractChecker('default', buildLockfile({ servers: { default: { tools: [PINNED, DRIFTED_PIN] } } }).servers.default!);

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A server's answer to one message (undefined: none, a notification), recording the calls it runs. */
function answer(msg: any, calls: string[]): object | undefined {
  if (msg.method === 'tools/call') calls.push(msg.params?.name);
  if (msg.id === undefined) return undefined;
  if (msg.method === 'tools/list') return { jsonrpc: '2.0', id: msg.id, result: { tools: [PINNED, DRIFTED] } };
  if (msg.method === 'tools/call') return { jsonrpc: '2.0', id: msg.id, result: { content: [{ type: 'text', text: 'ran' }] } };
  return { jsonrpc: '2.0', id: msg.id, result: {} };
}

async function viaHttpProxy(calls: string[]): Promise<string> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const out = (Array.isArray(body) ? body : [body]).map((m) => answer(m, calls)).filter((m) => m !== undefined);
      if (!out.length) return void res.writeHead(202).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(body) ? out : out[0]));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  cleanups.push(() => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))));
  const upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  const proxy = await startHttpProxy({ upstream, headers: {}, host: '127.0.0.1', port: 0, checker: checker(), enforce: 'block', audit: () => undefined, log: () => undefined });
  cleanups.push(() => proxy.close());
  return proxy.url;
}

async function viaStdioListener(calls: string[]): Promise<string> {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let rest = '';
  stdin.on('data', (c: Buffer) => {
    const lines = (rest + c.toString('utf8')).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      if (!line.trim()) continue;
      const out = answer(JSON.parse(line), calls);
      if (out) stdout.write(`${JSON.stringify(out)}\n`);
    }
  });
  const exited = new Promise<{ code: number; signal: null }>((r) => stdin.once('end', () => r({ code: 0, signal: null })));
  const listener = await startStdioListener({
    command: 'in-process',
    args: [],
    env: {},
    server: { stdin, stdout, exited },
    host: '127.0.0.1',
    port: 0,
    checker: checker(),
    enforce: 'block',
    audit: () => undefined,
    log: () => undefined,
  });
  cleanups.push(() => listener.close());
  return listener.url;
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });
const call = (name: string, id?: number) => ({ jsonrpc: '2.0', ...(id !== undefined ? { id } : {}), method: 'tools/call', params: { name, arguments: { q: 'x' } } });

describe.each([
  ['the HTTP proxy', viaHttpProxy],
  ['--listen in front of stdio', viaStdioListener],
] as const)('%s', (_name, start) => {
  test('a batch carrying Mcp-Name / Mcp-Method / Mcp-Param-* is refused (400), and nothing of it reaches the server', async () => {
    const calls: string[] = [];
    const url = await start(calls);
    const sets: Array<Record<string, string>> = [{ 'mcp-method': 'tools/call', 'mcp-name': DRIFTED.name }, { 'mcp-name': PINNED.name }, { 'mcp-param-q': 'x' }];
    for (const headers of sets) {
      const r = await post(url, [call(PINNED.name, 1)], headers);
      expect(r.status).toBe(400);
      const body = (await r.json()) as any;
      expect(body.error.code).toBe(HEADER_MISMATCH);
      expect(body.error.message).toMatch(/a batch carries/);
    }
    // a batch without them goes on as before
    const ok = await post(url, [call(PINNED.name, 2)]);
    expect(ok.status).toBe(200);
    expect(calls).toEqual([PINNED.name]);
  });

  test('an id-less call whose body disagrees with Mcp-Name or Mcp-Method is refused (400); one that agrees runs; one of a withheld tool never reaches the server', async () => {
    const calls: string[] = [];
    const url = await start(calls);
    const named = await post(url, call(PINNED.name), { 'mcp-method': 'tools/call', 'mcp-name': 'other_tool' });
    expect(named.status).toBe(400);
    expect(((await named.json()) as any).error).toMatchObject({ code: HEADER_MISMATCH, message: expect.stringContaining('Mcp-Name') });
    const method = await post(url, call(PINNED.name), { 'mcp-method': 'tools/list' });
    expect(method.status).toBe(400);
    expect(calls).toEqual([]);
    const agreeing = await post(url, call(PINNED.name), { 'mcp-method': 'tools/call', 'mcp-name': PINNED.name });
    expect(agreeing.status).toBe(202);
    const withheld = await post(url, call(DRIFTED.name));
    expect(withheld.status).toBe(202);
    // the answered request after them is the proof that both notifications were judged before it
    expect((await post(url, call(PINNED.name, 9))).status).toBe(200);
    expect(calls).toEqual([PINNED.name, PINNED.name]);
  });
});
