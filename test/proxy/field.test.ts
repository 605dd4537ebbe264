import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { jest } from '@jest/globals';
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { McpError } from '@modelcontextprotocol/sdk/types.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { PromptDef, ToolDef } from '../../src/contract/types.js';
import { processGone } from '../../src/process/process-group.js';
import { META_KEY } from '../../src/proxy/listing.js';
import { CONTRACT_DRIFT_ERROR } from '../../src/proxy/messages.js';
import { SERVER_GONE_ERROR } from '../../src/proxy/core.js';
import { serverGone } from '../../src/proxy/stdio.js';
import { DIST, FIXTURES, ROOT } from '../support/paths.js';
import { waitFor } from '../support/wait.js';

/**
 * The proxy in the field: real clients (the SDK v1 Client, the MCP Inspector CLI, LangChain's MCP adapters, and a raw
 * JSON-RPC client for framings the SDKs never send) in front of a real SDK server that can hang, die mid-call or be
 * killed; the bundled CLI (dist/cli.js).
 */
const CLI = join(DIST, 'cli.js');
const SERVER = join(FIXTURES, 'servers', 'dying-server.mjs');
const INSPECTOR = join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector', 'cli', 'build', 'cli.js');
const run = promisify(execFile);

/**
 * Each test starts a chain of Node processes (client, proxy, server; the Inspector adds two) and waits for what it
 * needs: an answer, a line, a process's end. On a loaded machine (load 10+ on 2 cores) a chain takes seconds to start
 * where it takes a few hundred ms alone, so no step has a budget of its own: the waits below are for conditions, and
 * this is only the bound on a test that hangs.
 */
const HANG = 240_000;
jest.setTimeout(HANG);
/** waitFor's bound: a condition that does not come within this is a hang, not slowness. */
const LONG = { timeoutMs: HANG / 2 };

let dir: string;
let live: { tools: ToolDef[]; prompts: PromptDef[] };
beforeAll(async () => {
  // the live listing, read straight from the server, is what gets pinned
  const client = new Client({ name: 'pin', version: '1' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [SERVER], stderr: 'ignore' }));
  live = { tools: (await client.listTools()).tools as unknown as ToolDef[], prompts: (await client.listPrompts()).prompts as unknown as PromptDef[] };
  await client.close();
});
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-field-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A lockfile pinning the live tools as `edit` leaves them (drop one: unpinned; change one: drifted). */
function lock(edit: (tools: ToolDef[]) => ToolDef[] = (t) => t, editPrompts: (p: PromptDef[]) => PromptDef[] = (p) => p): string {
  const file = join(dir, 'lock.json');
  writeFileSync(file, serializeLockfile(buildLockfile({ servers: { dying: { tools: edit(structuredClone(live.tools)), prompts: editPrompts(structuredClone(live.prompts)) } } })));
  return file;
}

const proxyArgs = (lockfile: string, extra: string[] = []) => [CLI, 'proxy', '--lockfile', lockfile, '--audit', join(dir, 'audit.jsonl'), ...extra, '--', process.execPath, SERVER];
const auditLines = () =>
  readFileSync(join(dir, 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { tool: string; decision: string; reason?: string });

async function sdkClient(lockfile: string, extra: string[] = []) {
  const transport = new StdioClientTransport({ command: process.execPath, args: proxyArgs(lockfile, extra), stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const client = new Client({ name: 'agent', version: '1' });
  await client.connect(transport);
  const closed = new Promise<void>((r) => (transport.onclose = () => r()));
  return { client, transport, closed, stderr: () => stderr };
}

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err as McpError;
  }
  throw new Error('the call went through');
};

/** A raw JSON-RPC client over the proxy's stdio: writes text lines as given, reads answers by id. */
function rawClient(lockfile: string, command: string[] = [process.execPath, SERVER]) {
  const child = spawn(process.execPath, [CLI, 'proxy', '--lockfile', lockfile, '--audit', join(dir, 'audit.jsonl'), '--', ...command], {
    stdio: ['pipe', 'pipe', 'pipe'],
  }) as ChildProcessWithoutNullStreams;
  const messages: unknown[] = [];
  const waiters: Array<() => void> = [];
  let buf = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    buf += d.toString();
    const lines = buf.split('\n');
    buf = lines.pop()!;
    for (const l of lines.filter(Boolean)) messages.push(JSON.parse(l));
    for (const w of waiters.splice(0)) w();
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const next = async (match: (m: unknown) => boolean): Promise<unknown> => {
    for (;;) {
      const hit = messages.find(match);
      if (hit !== undefined) return hit;
      await new Promise<void>((r) => waiters.push(r));
    }
  };
  const byId = (id: unknown) => next((m) => !Array.isArray(m) && JSON.stringify((m as { id?: unknown }).id) === JSON.stringify(id));
  return { child, send: (text: string) => child.stdin.write(`${text}\n`), next, byId, exited, stderr: () => stderr, messages };
}

const INIT = JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });

describe('a dead server', () => {
  test('SDK client: the server killed mid-call; the call is answered with the server, its signal and stderr, the connection closes, the proxy exits non-zero', async () => {
    const { client, closed, stderr } = await sdkClient(lock());
    await waitFor(() => /dying-server: pid \d+/.test(stderr()), 'the server to print its pid', LONG);
    const pid = Number(/dying-server: pid (\d+)/.exec(stderr())![1]);
    expect(pid).toBeGreaterThan(0);
    const call = failure(client.callTool({ name: 'wait', arguments: {} }));
    // the call is in flight once the proxy has audited and forwarded it (the server never answers it)
    await waitFor(
      () => {
        try {
          return auditLines().some((l) => l.tool === 'wait');
        } catch {
          return false; // no audit file yet, or a line half-written
        }
      },
      'the call to be forwarded',
      LONG,
    );
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');
    const err = await call;
    const ms = performance.now() - killedAt;
    await closed;
    console.log(`server SIGKILLed mid-call: the SDK client got the error after ${ms.toFixed(0)} ms, the connection closed after ${(performance.now() - killedAt).toFixed(0)} ms`);
    expect(err.code).toBe(SERVER_GONE_ERROR);
    expect(err.message).toMatch(/MCP server 'dying' was killed by SIGKILL; stderr: .*dying-server: pid/);
  });

  test('SDK client: the server exits mid-call with code 7; the error carries the exit code and the stderr tail', async () => {
    const { client, closed } = await sdkClient(lock());
    const err = await failure(client.callTool({ name: 'die', arguments: { code: 7 } }));
    expect(err.code).toBe(SERVER_GONE_ERROR);
    expect(err.message).toMatch(/MCP server 'dying' exited with code 7; stderr: .*out of widgets/s);
    expect(err.data).toMatchObject({ server: 'dying', exitCode: 7 });
    await closed;
  });

  test('a missing command: a clear message on stderr, the pending request answered, a non-zero exit', async () => {
    const raw = rawClient(lock(), ['no-such-mcp-server-cmd']);
    raw.send(INIT);
    const code = await raw.exited;
    expect(code).not.toBe(0);
    expect(raw.stderr()).toMatch(/MCP server 'dying' could not be started: command 'no-such-mcp-server-cmd' not found/);
    // the initialize was either answered with that error or never read: nothing else was written
    for (const m of raw.messages) expect(m).toMatchObject({ error: { code: SERVER_GONE_ERROR } });
  });

  test('the proxy SIGKILLed: the watchdog ends the server, which would otherwise be orphaned', async () => {
    const raw = rawClient(lock());
    raw.send(INIT);
    await raw.byId(0);
    // the server's stderr reaches us on another pipe than the answer: wait for the line, do not assume it came first
    await waitFor(() => /dying-server: pid \d+/.test(raw.stderr()), 'the server to print its pid', LONG);
    const pid = Number(/dying-server: pid (\d+)/.exec(raw.stderr())![1]);
    raw.child.kill('SIGKILL');
    await raw.exited;
    await waitFor(() => processGone(pid), `server ${pid} to be ended by the watchdog`, LONG);
  });
});

test('why a server could not start: a missing command, or a missing working folder (both ENOENT to spawn)', () => {
  const enoent = Object.assign(new Error('spawn x ENOENT'), { code: 'ENOENT' });
  expect(serverGone('fs', 'npx', { code: null, signal: null, error: enoent }, '').message).toMatch(/'fs' could not be started: command 'npx' not found/);
  expect(serverGone('fs', 'npx', { code: null, signal: null, error: enoent }, '', join(dir, 'gone')).message).toMatch(/'fs' could not be started: its working folder .*gone does not exist/);
  expect(serverGone('fs', 'npx', { code: 3, signal: null }, 'boom\n').data).toEqual({ server: 'fs', exitCode: 3, signal: null, stderr: 'boom' });
});

describe('every framing is judged', () => {
  test('raw client: a refused call inside a batch, duplicate keys, ids of every JSON-RPC type, notifications, names differing by case or normalisation', async () => {
    const raw = rawClient(lock((t) => t.filter((x) => x.name !== 'move_file'))); // move_file: unpinned, so refused
    raw.send(INIT);
    await raw.byId(0);
    raw.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    const move = { name: 'move_file', arguments: { from: 'a', to: 'b' } };
    // a one-item batch: answered with a batch carrying the refusal
    raw.send(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'tools/call', params: move }]));
    const batch = (await raw.next((m) => Array.isArray(m))) as Array<{ id: number; error: { code: number } }>;
    expect(batch).toEqual([expect.objectContaining({ id: 1, error: expect.objectContaining({ code: CONTRACT_DRIFT_ERROR }) })]);
    // duplicate keys, in either order: a parser may take either name, so the message is not JSON the proxy passes on
    raw.send(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"from":"a","to":"b"},"name":"move_file"}}`);
    expect(await raw.byId(2)).toMatchObject({ error: { code: -32700, message: expect.stringMatching(/a duplicate member name "name"/) } });
    raw.send(`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"move_file","arguments":{"text":"dup"},"name":"echo"}}`);
    expect(await raw.byId(3)).toMatchObject({ error: { code: -32700 } });
    // ids of every JSON-RPC type are judged; an id of another JSON type is an invalid request
    for (const id of [null, 'four', 4.5]) {
      raw.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: move }));
      expect(await raw.byId(id)).toMatchObject({ error: { code: CONTRACT_DRIFT_ERROR } });
    }
    const invalid = () => raw.messages.filter((m) => (m as { error?: { code?: number } }).error?.code === -32600);
    for (const [k, id] of [{ a: 1 }, ['x'], true].entries()) {
      raw.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: move }));
      await waitFor(() => invalid().length === k + 1, `the refusal of id ${JSON.stringify(id)}`);
    }
    expect(invalid()).toEqual(Array(3).fill({ jsonrpc: '2.0', id: null, error: expect.objectContaining({ message: expect.stringMatching(/an id must be a string, a number or null/) }) }));
    // a notification carrying a refused call is dropped, not sent (the audit log shows it refused)
    raw.send(JSON.stringify({ jsonrpc: '2.0', method: 'tools/call', params: move }));
    // names a lenient server might match to a listed tool are not the pinned tool: refused
    for (const [id, name] of [
      [10, 'ECHO'],
      [11, 'e\u0301cho'.normalize('NFD')],
      [12, 'echo\u200b'],
    ] as const) {
      raw.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: { text: 'x' } } }));
      expect(await raw.byId(id)).toMatchObject({ error: { code: CONTRACT_DRIFT_ERROR } });
    }
    raw.send(JSON.stringify({ jsonrpc: '2.0', id: 13, method: 'tools/call', params: { name: ['echo'], arguments: { text: 'x' } } }));
    expect(await raw.byId(13)).toMatchObject({ error: { code: -32602 } });
    // a mixed batch: the allowed call goes to the server (singly: SDK servers read no batches), the refused one is answered here
    raw.send(
      JSON.stringify([
        { jsonrpc: '2.0', id: 20, method: 'tools/call', params: { name: 'echo', arguments: { text: 'ok' } } },
        { jsonrpc: '2.0', id: 21, method: 'tools/call', params: move },
      ]),
    );
    expect(await raw.byId(20)).toMatchObject({ result: { content: [{ type: 'text', text: 'ok' }] } });
    expect(await raw.next((m) => Array.isArray(m) && m.some((x: { id?: number }) => x.id === 21))).toEqual([
      expect.objectContaining({ id: 21, error: expect.objectContaining({ code: CONTRACT_DRIFT_ERROR }) }),
    ]);
    raw.child.stdin.end();
    expect(await raw.exited).toBe(0);
    const refusedMoves = auditLines().filter((l) => l.tool === 'move_file' && l.decision === 'refused');
    expect(refusedMoves.length).toBe(6); // batch, three ids, the notification, the mixed batch
    expect(auditLines().filter((l) => l.decision === 'malformed').length).toBe(5); // two duplicate keys, three ids of no JSON-RPC type
    expect(auditLines().some((l) => l.tool === 'move_file' && l.decision !== 'refused')).toBe(false);
  });
});

describe('enforcement modes', () => {
  /** echo pinned with a title it no longer has (cosmetic); move_file pinned with a param it no longer takes (breaking). */
  const edited = (tools: ToolDef[]) =>
    tools.map((t) =>
      t.name === 'echo'
        ? { ...t, title: 'Echo' }
        : t.name === 'move_file'
          ? { ...t, inputSchema: { ...t.inputSchema, properties: { ...(t.inputSchema?.properties as object), overwrite: { type: 'boolean' } } } }
          : t,
    );

  test('hash (default): any change withholds; every withheld tool logged once per listing with its reason; a call to it gets the reason', async () => {
    const { client, stderr } = await sdkClient(lock(edited));
    try {
      expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['die', 'wait']);
      const err = await failure(client.callTool({ name: 'move_file', arguments: { from: 'a', to: 'b' } }));
      expect(err.message).toMatch(/'move_file'.*drifted.*param-removed/);
      expect(stderr()).toMatch(/withheld MCP tool 'echo' .*drifted.*title-changed/);
      expect(stderr().match(/withheld MCP tool 'move_file'/g)).toHaveLength(1);
      const withheld = auditLines().filter((l) => l.decision === 'withheld');
      expect(withheld.map((l) => l.tool).sort()).toEqual(['echo', 'move_file']);
      expect(withheld.every((l) => /drifted from its pinned contract/.test(l.reason ?? ''))).toBe(true);
    } finally {
      await client.close();
    }
  });

  test('policy: a cosmetic change passes with the live contract and a _meta note; a breaking one is withheld', async () => {
    const { client } = await sdkClient(lock(edited), ['--enforce-by', 'policy']);
    try {
      const tools = (await client.listTools()).tools;
      expect(tools.map((t) => t.name).sort()).toEqual(['die', 'echo', 'wait']);
      const echo = tools.find((t) => t.name === 'echo')!;
      expect(echo.title).toBeUndefined(); // the live contract
      expect((echo._meta as Record<string, { changed: string }>)[META_KEY]?.changed).toMatch(/title-changed \(cosmetic\)/);
      const res = await client.callTool({ name: 'echo', arguments: { text: 'hi' } });
      expect(res.content).toEqual([{ type: 'text', text: 'hi' }]);
      expect(await failure(client.callTool({ name: 'move_file', arguments: { from: 'a', to: 'b' } }))).toMatchObject({ code: CONTRACT_DRIFT_ERROR });
    } finally {
      await client.close();
    }
  });
});

test('prompts are enforced like tools: a changed prompt is withheld and its prompts/get refused with the reason', async () => {
  const pinned = await sdkClient(lock());
  try {
    expect((await pinned.client.listPrompts()).prompts.map((p) => p.name)).toEqual(['review']);
    expect((await pinned.client.getPrompt({ name: 'review', arguments: { change: 'x' } })).messages[0]!.content).toEqual({ type: 'text', text: 'Review: x' });
  } finally {
    await pinned.client.close();
  }
  const { client, stderr } = await sdkClient(lock(undefined, (p) => p.map((x) => ({ ...x, description: 'Review a change, and approve it.' }))));
  try {
    const err = await failure(client.getPrompt({ name: 'review', arguments: { change: 'x' } })); // before any listing
    expect(err.code).toBe(CONTRACT_DRIFT_ERROR);
    expect(err.message).toMatch(/MCP prompt 'review' \(server 'dying'\) drifted from its pinned contract/);
    expect((await client.listPrompts()).prompts).toEqual([]);
    await waitFor(() => /withheld MCP prompt 'review'/.test(stderr()), 'the withheld prompt on stderr'); // stderr is a pipe of its own: it may come later
    // the audit line is appended asynchronously: wait for it rather than racing the write
    await waitFor(
      () => {
        try {
          return auditLines().filter((l) => l.tool === 'review').length >= 3;
        } catch {
          return false; // a line half-written
        }
      },
      'the withheld prompt in the audit file',
      LONG,
    );
    expect(
      auditLines()
        .filter((l) => l.tool === 'review')
        .map((l) => l.decision),
    ).toEqual(['allowed', 'refused', 'withheld']); // both sessions share the audit file
  } finally {
    await client.close();
  }
});

describe('other real clients', () => {
  test('MCP Inspector CLI: tools/list omits the withheld tool; calling it gets the reason; a pinned tool works', async () => {
    const lockfile = lock((t) => t.filter((x) => x.name !== 'move_file'));
    const gate = join(dir, '.mcp.json');
    writeFileSync(gate, JSON.stringify({ mcpServers: { dying: { command: process.execPath, args: [SERVER] } } }));
    // The README's recipe: the Inspector's own flags (its --server among them) before `--`, the proxy's after it;
    // --tool-arg takes every value up to the next flag, so it comes before another flag, never last.
    const proxy = [process.execPath, CLI, 'proxy', '--server', 'dying', '--config', gate, '--lockfile', lockfile];
    const recipe = (...a: string[]) => run(process.execPath, [INSPECTOR, '--cli', ...a, '--', ...proxy], { encoding: 'utf8' });
    // The same proxy started from the Inspector's own client config (its --config and --server name that file's entry).
    const config = join(dir, 'inspector.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { p: { command: proxy[0], args: proxy.slice(1) } } }));
    const fromConfig = (...a: string[]) => run(process.execPath, [INSPECTOR, '--cli', '--config', config, '--server', 'p', ...a], { encoding: 'utf8' });
    // three independent sessions, each its own Inspector, proxy and server: run side by side, not one after another
    const [list, echo, refused] = await Promise.all([
      recipe('--method', 'tools/list').then((r) => JSON.parse(r.stdout) as { tools: Array<{ name: string }> }),
      recipe('--tool-arg', 'text=hi', '--method', 'tools/call', '--tool-name', 'echo').then((r) => JSON.parse(r.stdout) as { content: unknown }),
      fromConfig('--method', 'tools/call', '--tool-name', 'move_file', '--tool-arg', 'from=a', 'to=b').then(
        (r) => r.stdout + r.stderr,
        (e: { stdout: string; stderr: string }) => e.stdout + e.stderr,
      ),
    ]);
    expect(list.tools.map((t) => t.name).sort()).toEqual(['die', 'echo', 'wait']);
    expect(echo.content).toEqual([{ type: 'text', text: 'hi' }]);
    expect(refused).toMatch(/'move_file' \(server 'dying'\) is not pinned in the lockfile/);
  });

  test("LangChain MCP adapters: the withheld tool is not offered; a pinned tool's result comes back; a dead server fails the call", async () => {
    const lockfile = lock((t) => t.filter((x) => x.name !== 'move_file'));
    const mcp = new MultiServerMCPClient({
      mcpServers: { dying: { transport: 'stdio', command: process.execPath, args: proxyArgs(lockfile) } },
      throwOnLoadError: true,
      prefixToolNameWithServerName: false,
    });
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
    } finally {
      await mcp.close();
    }
  });
});
