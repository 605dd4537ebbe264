import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { ToolDef } from '../../src/contract/types.js';
import { startListening } from '../discovery/helpers.js';
import { FIXTURES } from '../support/paths.js';
import { auditLines, startProxyListener, type Cleanups } from '../support/proxy-listener.js';
import { PYTHON_PACKAGES, PYTHON_WAIT_MS, pythonEnv, type PythonEnv } from '../support/python.js';
import { MUTATIONS, type Mutation } from './mutations.js';
import { executions, flat, INIT, INITIALIZED, rawProxy } from './raw-proxy.js';

/**
 * The proxy fuzzed as an attacker would: every mutation in ./mutations.ts (framings and encodings of a `tools/call` of
 * the withheld tool `evil`) sent through the bundled CLI to real servers that record each tool they run, built with
 * the Node SDK (v1) and the official Python SDK (`mcp` 2), over stdio (`proxy -- COMMAND`), over HTTP in front of the
 * stdio server (`--listen`), and over HTTP in front of their Streamable HTTP endpoint (`--upstream`). After each
 * mutation a call of the pinned tool must still be answered (the proxy never dies); each mutation's answer must be
 * the error code expected; at the end the servers' records must hold no `evil`. The table of what got which error is
 * printed. Python legs are skipped, with the reason printed, where python3 or the `mcp` package is missing.
 */
const NODE_SERVER = join(FIXTURES, 'servers', 'exec-log-server.mjs');
const PY_SERVER = join(FIXTURES, 'servers', 'python', 'exec_log_server.py');
// the same venv as the other Python tests (one cache entry)
const LIMIT = ['--max-message-size', '64KiB'];
const probe = (i: number) => ({ jsonrpc: '2.0', id: `probe-${i}`, method: 'tools/call', params: { name: 'echo', arguments: { text: `alive ${i}` } } });

type Upstream = 'node' | 'python';
type Path = 'stdio' | 'listen' | 'upstream';
interface Leg {
  upstream: Upstream;
  path: Path;
  /** per mutation: the codes its answers carried ('result' for a result), in order */
  codes: Array<Array<number | string>>;
  evil: number;
  echo: number;
}

let py: PythonEnv;
let dir: string;
const legs: Leg[] = [];
const cleanups: Cleanups = [];
beforeAll(async () => {
  py = await pythonEnv();
  if (py.reason) console.log(`skipped: the Python legs of the fuzz test need ${PYTHON_PACKAGES}: ${py.reason}`);
  dir = mkdtempSync(join(tmpdir(), 'mcg-fuzz-'));
}, PYTHON_WAIT_MS + 10_000); // above the wait for a venv build under way
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
afterAll(() => {
  if (legs.length) {
    const width = Math.max(...MUTATIONS.map((m) => m.name.length));
    legs.sort((a, b) => `${a.upstream}/${a.path}`.localeCompare(`${b.upstream}/${b.path}`));
    const head = `${'mutation'.padEnd(width)}  ${legs.map((l) => `${l.upstream}/${l.path}`.padEnd(16)).join(' ')}`;
    const rows = MUTATIONS.map((m, i) => `${m.name.padEnd(width)}  ${legs.map((l) => l.codes[i]!.join(',').padEnd(16)).join(' ')}`);
    const total = legs.map((l) => `${l.upstream}/${l.path}: evil ran ${l.evil} times, echo ${l.echo}`).join('; ');
    console.log(`fuzz: ${MUTATIONS.length} mutations × ${legs.length} legs\n${head}\n${rows.join('\n')}\n${total}`);
  }
  rmSync(dir, { recursive: true, force: true });
});

/** The server's command (stdio) for an upstream, recording to `log`. */
function serverCommand(upstream: Upstream, log: string, http = false): string[] {
  return upstream === 'node' ? [process.execPath, NODE_SERVER, '--log', log, ...(http ? ['--http'] : [])] : [py.python!, PY_SERVER, '--log', log, ...(http ? ['--transport', 'http'] : [])];
}

/** A lockfile pinning what the server lists, `evil` left out (so the proxy withholds it and refuses its calls). */
async function pinWithoutEvil(upstream: Upstream, name: string): Promise<string> {
  const [command, ...args] = serverCommand(upstream, join(dir, `${name}-pin.log`));
  const client = new Client({ name: 'pin', version: '1' });
  await client.connect(new StdioClientTransport({ command: command!, args, stderr: 'ignore' }));
  const tools = (await client.listTools()).tools as unknown as ToolDef[];
  await client.close();
  expect(tools.map((t) => t.name)).toContain('evil');
  const file = join(dir, `${name}.lock.json`);
  writeFileSync(file, serializeLockfile(buildLockfile({ servers: { exec: { tools: tools.filter((t) => t.name !== 'evil') } } })));
  return file;
}

/** Over stdio: each mutation as one line, then a probe; the mutation's answers are what came before the probe's. */
async function overStdio(upstream: Upstream, lock: string, log: string, audit: string): Promise<Leg['codes']> {
  const proxy = rawProxy(['--lockfile', lock, ...LIMIT, '--', ...serverCommand(upstream, log)], audit, cleanups);
  proxy.send(INIT);
  await proxy.answer(0);
  proxy.send(INITIALIZED);
  const codes: Leg['codes'] = [];
  for (const [i, m] of MUTATIONS.entries()) {
    const id = 1000 + i;
    const from = proxy.messages.length;
    proxy.write(Buffer.concat([m.bytes(id), Buffer.from('\n')]));
    proxy.send(probe(i));
    expect([m.name, (await proxy.answer(`probe-${i}`)).result]).toEqual([m.name, expect.objectContaining({ content: [{ type: 'text', text: `alive ${i}` }] })]);
    codes.push(
      flat(proxy.messages.slice(from))
        .filter((x) => x.id === id || x.id === null)
        .map((x) => x.error?.code ?? 'result'),
    );
  }
  return codes;
}

/** A POST of raw bytes; every JSON-RPC message of its answer (a JSON body or an SSE stream). */
async function post(url: string, body: Buffer | string, headers: Record<string, string>): Promise<{ status: number; headers: Headers; messages: unknown[] }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body });
  const text = await res.text();
  const sse = (res.headers.get('content-type') ?? '').includes('text/event-stream');
  const messages = sse
    ? text
        .split('\n')
        .filter((l) => l.startsWith('data:') && l.length > 6)
        .map((l) => JSON.parse(l.slice(5)) as unknown)
    : text
      ? [JSON.parse(text) as unknown]
      : [];
  return { status: res.status, headers: res.headers, messages };
}

/** Over HTTP: each mutation as one POST body, then a probe POST. */
async function overHttp(url: string): Promise<Leg['codes']> {
  const init = await post(url, JSON.stringify(INIT), {});
  expect(init.status).toBe(200);
  const session = init.headers.get('mcp-session-id');
  const headers: Record<string, string> = { 'mcp-protocol-version': '2025-06-18', ...(session ? { 'mcp-session-id': session } : {}) };
  expect((await post(url, JSON.stringify(INITIALIZED), headers)).status).toBe(202);
  const codes: Leg['codes'] = [];
  for (const [i, m] of MUTATIONS.entries()) {
    const id = 1000 + i;
    const answer = await post(url, m.bytes(id), headers);
    codes.push(flat(answer.messages).map((x) => x.error?.code ?? 'result'));
    const alive = await post(url, JSON.stringify(probe(i)), headers);
    expect([m.name, alive.status, flat(alive.messages)[0]?.result]).toEqual([m.name, 200, expect.objectContaining({ content: [{ type: 'text', text: `alive ${i}` }] })]);
  }
  return codes;
}

async function runLeg(upstream: Upstream, path: Path): Promise<void> {
  const name = `${upstream}-${path}`;
  const log = join(dir, `${name}.log`);
  const lock = await pinWithoutEvil(upstream, name);
  const legDir = mkdtempSync(join(dir, `${name}-`));
  let codes: Leg['codes'];
  let audit: string;
  if (path === 'stdio') {
    audit = join(legDir, 'audit.jsonl');
    codes = await overStdio(upstream, lock, log, audit);
  } else if (path === 'listen') {
    const proxy = await startProxyListener(legDir, ['--lockfile', lock, ...LIMIT, '--', ...serverCommand(upstream, log)], cleanups);
    audit = proxy.audit;
    codes = await overHttp(proxy.url);
    expect(proxy.child.exitCode).toBeNull();
  } else {
    const [command, ...args] = serverCommand(upstream, log, true);
    const server = await startListening(command!, args, name);
    cleanups.push(server.stop);
    const proxy = await startProxyListener(legDir, ['--lockfile', lock, ...LIMIT, '--upstream', server.url], cleanups);
    audit = proxy.audit;
    codes = await overHttp(proxy.url);
    expect(proxy.child.exitCode).toBeNull();
  }
  const ran = executions(log);
  const leg = { upstream, path, codes, evil: ran.filter((t) => t === 'evil').length, echo: ran.filter((t) => t === 'echo').length };
  legs.push(leg);
  // the withheld tool never ran; every probe did (so the record is read, and the proxy lived through each mutation)
  expect([leg.evil, leg.echo]).toEqual([0, MUTATIONS.length]);
  // each mutation got the error expected of it, and nothing else (never a result)
  const want = (m: Mutation) => (path === 'stdio' ? m.stdio : m.http);
  const unexpected = MUTATIONS.flatMap((m, i) => (codes[i]!.length > 0 && codes[i]!.every((c) => c === want(m)) ? [] : [`${m.name}: got ${JSON.stringify(codes[i])}, want ${want(m)}`]));
  expect(unexpected).toEqual([]);
  // every refusal of an unreadable message left an audit line
  const malformed = auditLines(audit).filter((l) => l.decision === 'malformed').length;
  expect(malformed).toBeGreaterThanOrEqual(MUTATIONS.filter((m) => [-32700, -32600].includes(want(m))).length);
}

// the three paths of one upstream run side by side (each its own server, proxy and record): the run waits on
// processes more than on the CPU
test.each(['node', 'python'] as const)(
  'fuzz, %s SDK servers, over stdio, --listen and --upstream: the withheld tool never runs, the proxy never dies, each mutation gets its error',
  async (upstream) => {
    if (upstream === 'python' && !py.python) return console.log('skipped (see above): the Python SDK servers');
    const results = await Promise.allSettled((['stdio', 'listen', 'upstream'] as const).map((path) => runLeg(upstream, path)));
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
    if (failed.length) throw failed[0];
  },
  240_000,
);
