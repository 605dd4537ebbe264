import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { ToolDef } from '../../src/contract/types.js';
import { CONTRACT_DRIFT_ERROR } from '../../src/proxy/messages.js';
import { startListening } from '../discovery/helpers.js';
import { FIXTURES } from '../support/paths.js';
import { auditLines, startProxyListener, type Cleanups } from '../support/proxy-listener.js';
import { PYTHON_PACKAGES, PYTHON_WAIT_MS, pythonEnv, type PythonEnv } from '../support/python.js';
import { waitFor } from '../support/wait.js';
import { executions, flat, INIT, INITIALIZED, rawProxy, type Wire } from './raw-proxy.js';

/**
 * The proxy forwards only what it parsed strictly and judged (issue #30, items 1–4), through the bundled CLI, in front
 * of real servers that record every tool they run (exec-log-server.mjs with the Node SDK; exec_log_server.py with the
 * official Python SDK, which reads NaN and Infinity; skipped with the reason printed where Python is missing):
 *   1. over stdio, a line the proxy cannot parse strictly is answered (-32700, with its id), logged and audited, and
 *      never reaches the server: a CR inside the line, NaN or Infinity, two messages on one line;
 *   2. over HTTP, a body with NaN or Infinity likewise (400);
 *   3. a client line, a tool listing and a tool result over the message-size limit get a clear JSON-RPC error, over
 *      stdio and over HTTP (never a crash, never "200 with 0 bytes");
 *   4. a lone surrogate in a tool's description is repaired (U+FFFD, logged), the tool withheld, the proxy alive.
 */
const NODE_SERVER = join(FIXTURES, 'servers', 'exec-log-server.mjs');
const PY_SERVER = join(FIXTURES, 'servers', 'python', 'exec_log_server.py');

let py: PythonEnv;
let dir: string;
const cleanups: Cleanups = [];
beforeAll(async () => {
  py = await pythonEnv();
  if (py.reason) console.log(`skipped: the Python server cases need ${PYTHON_PACKAGES}: ${py.reason}`);
}, PYTHON_WAIT_MS + 10_000);
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-strict-wire-'))));
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

type Upstream = 'node' | 'python';
const command = (upstream: Upstream, log: string, extra: string[] = []) =>
  upstream === 'node' ? [process.execPath, NODE_SERVER, '--log', log, ...extra] : [py.python!, PY_SERVER, '--log', log, ...extra.map((x) => (x === '--http' ? '--transport=http' : x))];

/** A lockfile pinning the Node server's tools (or the Python one's), `evil` left out: it is withheld, its calls refused. */
async function lock(upstream: Upstream = 'node'): Promise<string> {
  const [cmd, ...args] = command(upstream, join(dir, 'pin.log'));
  const client = new Client({ name: 'pin', version: '1' });
  await client.connect(new StdioClientTransport({ command: cmd!, args, stderr: 'ignore' }));
  const tools = (await client.listTools()).tools as unknown as ToolDef[];
  await client.close();
  const file = join(dir, `${upstream}.lock.json`);
  writeFileSync(file, serializeLockfile(buildLockfile({ servers: { exec: { tools: tools.filter((t) => t.name !== 'evil') } } })));
  return file;
}

const evilCall = (id: number, params = '{"name":"evil","arguments":{"target":"everything"}}') => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":${params}}`;
const malformed = (audit: string) => auditLines(audit).filter((l) => l.decision === 'malformed');

describe('1. stdio: what cannot be parsed strictly is answered, logged, audited, and never sent', () => {
  const cases = (upstream: Upstream) => async () => {
    if (upstream === 'python' && !py.python) return console.log('skipped (see above): Python SDK over stdio');
    const log = join(dir, 'exec.log');
    const audit = join(dir, 'audit.jsonl');
    const proxy = rawProxy(['--lockfile', await lock(upstream), '--', ...command(upstream, log)], audit, cleanups);
    proxy.send(INIT);
    await proxy.answer(0);
    proxy.send(INITIALIZED);
    const lines: Array<[string, string, RegExp]> = [
      ['a lone CR', '{"jsonrpc":"2.0","id":3,"method":"tools/call",\r"params":{"name":"evil","arguments":{}}}', /a CR \(\\r\) inside the line at byte 46/],
      ['NaN', evilCall(4, '{"name":"evil","arguments":{"target":"x","n":NaN}}'), /NaN, which is not JSON/],
      ['Infinity', evilCall(5, '{"name":"evil","arguments":{"target":"x","n":Infinity}}'), /Infinity, which is not JSON/],
      ['-Infinity', evilCall(6, '{"name":"evil","arguments":{"target":-Infinity}}'), /-Infinity, which is not JSON/],
      ['two messages on one line', `{"jsonrpc":"2.0","id":7,"method":"ping"}${evilCall(8)}`, /'\{' after the JSON value \(one value per message\)/],
    ];
    for (const [, line] of lines) proxy.write(`${line}\n`);
    proxy.send({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'echo', arguments: { text: 'still here' } } });
    expect((await proxy.answer(9)).result.content).toEqual([{ type: 'text', text: 'still here' }]);
    const answers = [3, 4, 5, 6, 7].map((id) => flat(proxy.messages).find((m) => m.id === id));
    expect(answers.map((a) => a?.error?.code)).toEqual([-32700, -32700, -32700, -32700, -32700]);
    lines.forEach(([what, , reason], i) => expect([what, answers[i]!.error!.message]).toEqual([what, expect.stringMatching(reason)]));
    expect(answers[0]!.error!.message).toMatch(/^Parse error: .*\(mcp-contract-gate proxy: the message was not sent to the server\)$/);
    // one stderr line and one audit line each
    expect(proxy.stderr().match(/refused a message from the client \(id \d\) \(-32700 Parse error\)/g)).toHaveLength(5);
    await waitFor(() => malformed(audit).length === 5, 'five audit lines');
    expect(malformed(audit).map((l) => [l.from, l.code, l.id])).toEqual([3, 4, 5, 6, 7].map((id) => ['client', -32700, id]));
    expect(executions(log)).toEqual(['echo']); // the withheld tool never ran
  };
  test('Node SDK server', cases('node'));
  test('Python SDK server (it reads NaN and Infinity)', cases('python'));
});

describe('2. HTTP: a body with NaN or Infinity is answered 400 with -32700, audited, never forwarded', () => {
  const cases = (upstream: Upstream) => async () => {
    if (upstream === 'python' && !py.python) return console.log('skipped (see above): Python SDK over HTTP');
    const log = join(dir, 'exec.log');
    const [cmd, ...args] = command(upstream, log, ['--http']);
    const server = await startListening(cmd!, args, `${upstream} server`);
    cleanups.push(server.stop);
    const { url, audit, stderr } = await startProxyListener(dir, ['--lockfile', await lock(upstream), '--upstream', server.url], cleanups);
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
    const init = await fetch(url, { method: 'POST', headers, body: JSON.stringify(INIT) });
    await init.text();
    const h = { ...headers, 'mcp-session-id': init.headers.get('mcp-session-id') ?? '' };
    await (await fetch(url, { method: 'POST', headers: h, body: JSON.stringify(INITIALIZED) })).text();
    for (const [id, value] of [
      [11, 'NaN'],
      [12, 'Infinity'],
      [13, '-Infinity'],
    ] as const) {
      const res = await fetch(url, { method: 'POST', headers: h, body: evilCall(id, `{"name":"evil","arguments":{"target":"x","n":${value}}}`) });
      expect([res.status, await res.json()]).toEqual([
        400,
        { jsonrpc: '2.0', id, error: { code: -32700, message: expect.stringMatching(new RegExp(`${value}, which is not JSON`)), data: expect.any(Object) } },
      ]);
    }
    expect(stderr().match(/refused a message from the client \(id 1\d\) \(-32700 Parse error\)/g)).toHaveLength(3);
    expect(malformed(audit).map((l) => l.id)).toEqual([11, 12, 13]);
    expect(executions(log)).toEqual([]);
  };
  test('Node SDK server', cases('node'));
  test('Python SDK server (pydantic_core reads NaN and Infinity)', cases('python'));
});

describe('3. one message-size limit: over it a clear error, never a crash', () => {
  const LIMIT = ['--max-message-size', '1MiB'];
  const big = 2 * 1024 * 1024;

  test('stdio: a client line, a tool listing and a tool result over the limit; the proxy lives on', async () => {
    const log = join(dir, 'exec.log');
    const audit = join(dir, 'audit.jsonl');
    const proxy = rawProxy(['--lockfile', await lock(), ...LIMIT, '--', ...command('node', log, ['--big-tool', String(big)])], audit, cleanups);
    proxy.send(INIT);
    await proxy.answer(0);
    proxy.send(INITIALIZED);
    // a client line of 2 MiB: refused unread (its id read from its last bytes), never sent
    const line = JSON.stringify({ jsonrpc: '2.0', method: 'tools/call', params: { name: 'echo', arguments: { text: 'x'.repeat(big) } }, id: 21 });
    proxy.write(`${line}\n`);
    expect((await proxy.answer(21)).error).toEqual({
      code: -32600,
      message: `Invalid Request: a message of ${line.length} bytes, over the limit of 1 MiB (--max-message-size) (mcp-contract-gate proxy: the message was not sent to the server)`,
      data: expect.any(Object),
    });
    // the server's listing of 2 MiB: the client's tools/list gets the error, naming the server
    proxy.send({ jsonrpc: '2.0', id: 22, method: 'tools/list' });
    expect((await proxy.answer(22)).error).toMatchObject({
      code: -32600,
      message: expect.stringMatching(/^Invalid Request in the answer of MCP server 'exec': a message of \d+ bytes, over the limit of 1 MiB/),
    });
    // a call the proxy cannot judge (its own listing is over the limit too) is refused, not forwarded
    proxy.send({ jsonrpc: '2.0', id: 23, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x' } } });
    expect((await proxy.answer(23)).error).toMatchObject({ code: -32603, message: expect.stringMatching(/could not check the tool: .*could not be read: a message of \d+ bytes, over the limit/) });
    expect(proxy.child.exitCode).toBeNull();
    expect(executions(log)).toEqual([]);
  });

  test('stdio: a tool result over the limit is answered with the error, for the call that asked', async () => {
    const log = join(dir, 'exec.log');
    const proxy = rawProxy(['--lockfile', await lock(), ...LIMIT, '--', ...command('node', log)], join(dir, 'audit.jsonl'), cleanups);
    proxy.send(INIT);
    await proxy.answer(0);
    proxy.send(INITIALIZED);
    proxy.send({ jsonrpc: '2.0', id: 31, method: 'tools/call', params: { name: 'blob', arguments: { bytes: big } } });
    expect((await proxy.answer(31)).error).toMatchObject({
      code: -32600,
      message: expect.stringMatching(/^Invalid Request in the answer of MCP server 'exec': a message of \d+ bytes, over the limit/),
    });
    proxy.send({ jsonrpc: '2.0', id: 32, method: 'tools/call', params: { name: 'blob', arguments: { bytes: 10 } } });
    expect((await proxy.answer(32)).result.content).toEqual([{ type: 'text', text: 'x'.repeat(10) }]);
    expect(proxy.stderr()).toMatch(/refused a message from MCP server 'exec' \(id 31\) \(-32600 Invalid Request\): a message of \d+ bytes/);
  });

  test('--listen in front of stdio: a body, a listing and a result over the limit get JSON-RPC errors, never 200 with 0 bytes', async () => {
    const lockfile = await lock();
    const start = async (extra: string[]) => {
      const { url } = await startProxyListener(mkdtempSync(join(dir, 'l-')), ['--lockfile', lockfile, ...LIMIT, '--', ...command('node', join(dir, 'exec.log'), extra)], cleanups);
      const post = async (body: unknown) => {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
        const text = await res.text();
        return { status: res.status, text, json: text ? (JSON.parse(text) as Wire) : undefined };
      };
      expect((await post(INIT)).status).toBe(200);
      return post;
    };
    const bigList = await start(['--big-tool', String(big)]);
    const over = await bigList({ jsonrpc: '2.0', id: 41, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x'.repeat(big) } } });
    expect([over.status, over.json?.id, over.json?.error?.code, over.json?.error?.message]).toEqual([413, 41, -32600, expect.stringMatching(/over the limit of 1 MiB/)]);
    // far over the limit: the refusal still arrives whole, never a reset under the client's upload (EPIPE)
    const farOver = await bigList({ jsonrpc: '2.0', id: 40, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x'.repeat(12 * big) } } });
    expect([farOver.status, farOver.json?.id, farOver.json?.error?.message]).toEqual([413, 40, expect.stringMatching(/a message of \d+ bytes, over the limit of 1 MiB/)]);
    const list = await bigList({ jsonrpc: '2.0', id: 42, method: 'tools/list' });
    expect([list.status, list.json?.id, list.json?.error?.code, list.json?.error?.message]).toEqual([
      200,
      42,
      -32600,
      expect.stringMatching(/in the answer of MCP server 'exec': a message of \d+ bytes, over the limit/),
    ]);
    const plain = await start([]);
    const result = await plain({ jsonrpc: '2.0', id: 43, method: 'tools/call', params: { name: 'blob', arguments: { bytes: big } } });
    expect([result.status, result.json?.id, result.json?.error?.code, result.json?.error?.message]).toEqual([200, 43, -32600, expect.stringMatching(/over the limit of 1 MiB/)]);
    expect((await plain({ jsonrpc: '2.0', id: 44, method: 'tools/call', params: { name: 'blob', arguments: { bytes: 1 } } })).json?.result?.content).toEqual([{ type: 'text', text: 'x' }]);
  });

  test('--upstream: a listing or a result over the limit is answered with the error for its request', async () => {
    const log = join(dir, 'exec.log');
    const [cmd, ...args] = command('node', log, ['--http']);
    const server = await startListening(cmd!, args, 'node server');
    cleanups.push(server.stop);
    const { url } = await startProxyListener(dir, ['--lockfile', await lock(), ...LIMIT, '--upstream', server.url], cleanups);
    const client = new Client({ name: 'agent', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    cleanups.push(() => client.close());
    const err = await client.callTool({ name: 'blob', arguments: { bytes: big } }).then(
      () => undefined,
      (e: Error & { code?: number }) => e,
    );
    expect(err).toMatchObject({ code: -32600, message: expect.stringMatching(/in the answer of MCP server 'exec': .*larger than (the limit of )?1048576 bytes/) });
    expect((await client.callTool({ name: 'echo', arguments: { text: 'after' } })).content).toEqual([{ type: 'text', text: 'after' }]);
    // a body far over the limit: the refusal arrives whole, never a reset under the upload
    const body = JSON.stringify({ jsonrpc: '2.0', id: 45, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x'.repeat(12 * big) } } });
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body });
    const answer = (await res.json()) as Wire;
    expect([res.status, answer.id, answer.error?.message]).toEqual([413, 45, expect.stringMatching(/a message of \d+ bytes, over the limit of 1 MiB/)]);
  });
});

describe('4. a lone surrogate in a tool description: repaired, the tool withheld, the proxy alive', () => {
  test('stdio', async () => {
    const log = join(dir, 'exec.log');
    const audit = join(dir, 'audit.jsonl');
    const proxy = rawProxy(['--lockfile', await lock(), '--', ...command('node', log, ['--lone-surrogate'])], audit, cleanups);
    proxy.send(INIT);
    await proxy.answer(0);
    proxy.send({ jsonrpc: '2.0', id: 51, method: 'tools/list' });
    expect((await proxy.answer(51)).result.tools.map((t: { name: string }) => t.name)).toEqual(['blob']); // echo drifted (repaired text), evil unpinned
    proxy.send({ jsonrpc: '2.0', id: 52, method: 'tools/call', params: { name: 'echo', arguments: { text: 'x' } } });
    expect((await proxy.answer(52)).error).toMatchObject({ code: CONTRACT_DRIFT_ERROR, message: expect.stringMatching(/'echo' .*drifted/) });
    proxy.send({ jsonrpc: '2.0', id: 53, method: 'tools/call', params: { name: 'blob', arguments: { bytes: 3 } } });
    expect((await proxy.answer(53)).result.content).toEqual([{ type: 'text', text: 'xxx' }]);
    expect(proxy.stderr()).toMatch(/repaired a message from MCP server 'exec': 1 lone surrogate replaced with U\+FFFD/);
    await waitFor(() => auditLines(audit).some((l) => l.decision === 'repaired'), 'the repair in the audit log');
    expect(proxy.child.exitCode).toBeNull();
  });

  test('HTTP (--upstream): the listing is answered, not a 502', async () => {
    const [cmd, ...args] = command('node', join(dir, 'exec.log'), ['--http', '--lone-surrogate']);
    const server = await startListening(cmd!, args, 'node server');
    cleanups.push(server.stop);
    const { url, stderr } = await startProxyListener(dir, ['--lockfile', await lock(), '--upstream', server.url], cleanups);
    const client = new Client({ name: 'agent', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    cleanups.push(() => client.close());
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['blob']);
    expect((await client.callTool({ name: 'blob', arguments: { bytes: 2 } })).content).toEqual([{ type: 'text', text: 'xx' }]);
    expect(stderr()).toMatch(/repaired a message from MCP server 'exec': 1 lone surrogate/);
  });
});
