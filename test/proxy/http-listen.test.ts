import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { ToolDef } from '../../src/contract/types.js';
import { CONTRACT_DRIFT_ERROR } from '../../src/proxy/messages.js';
import { SUBSCRIPTION_ID_META } from '../../src/proxy/paths.js';
import { ROOT } from '../support/paths.js';
import { auditLines, startProxyListener, type Cleanups } from '../support/proxy-listener.js';
import { startListening } from '../discovery/helpers.js';
import { waitFor } from '../support/wait.js';
import { executions, INIT } from './raw-proxy.js';

/*
 * subscriptions/listen (SEP-2575) through the HTTP proxy (the bundled CLI's `proxy --upstream URL --listen 0`) in
 * front of a real Streamable HTTP server process (listen-http-server.mjs): the same promises as the stdio proxy's
 * (round-trips.test.ts). A listen naming what the proxy withholds is refused; the frames of a listen come on its own
 * POST stream under the client's id; a frame naming no listen the proxy has open (a guessed client id, an unknown
 * subscription, a listen the client cancelled) or about a withheld entry is dropped with a `dropped` audit line.
 */
const schema = { type: 'object', properties: { q: { type: 'string' } } } as const;
const PINNED: ToolDef[] = [
  { name: 'pinned_tool', description: 'Search the catalogue.', inputSchema: schema },
  { name: 'other_tool', description: 'Count the catalogue.', inputSchema: schema },
  { name: 'drifted_tool', description: 'Read a file.', inputSchema: schema, _meta: { ui: { resourceUri: 'ui://drifted/app' } } } as ToolDef,
];

type Frame = { id?: unknown; method?: string; params?: { uri?: string; _meta?: Record<string, unknown> }; result?: { _meta?: Record<string, unknown> }; error?: { code: number; message: string } };

let dir: string;
const cleanups: Cleanups = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-http-listen-'));
});
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

async function start() {
  const lock = join(dir, 'lock.json');
  writeFileSync(lock, serializeLockfile(buildLockfile({ servers: { s: { tools: PINNED } } })));
  const log = join(dir, 'server.log');
  const upstream = await startListening(process.execPath, [join(ROOT, 'test', 'proxy', 'listen-http-server.mjs'), '--log', log], 'listen-http-server.mjs');
  cleanups.push(upstream.stop);
  const proxy = await startProxyListener(dir, ['--lockfile', lock, '--upstream', upstream.url], cleanups);
  const post = (body: unknown, session?: string) =>
    fetch(proxy.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(session ? { 'mcp-session-id': session } : {}) },
      body: JSON.stringify(body),
    });
  const init = await post({ ...INIT, params: { ...INIT.params, protocolVersion: '2025-11-25' } });
  const session = init.headers.get('mcp-session-id')!;
  await init.text();
  const listed = (await (await post({ jsonrpc: '2.0', id: 'l', method: 'tools/list', params: {} }, session)).json()) as { result: { tools: ToolDef[] } };
  expect(listed.result.tools.map((t) => t.name)).toEqual(['pinned_tool', 'other_tool']);
  return { proxy, log, session, post: (body: unknown) => post(body, session) };
}

/** The JSON-RPC messages of an SSE body. */
const messages = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as Frame);

/** A frame as [method (or `answer ID`), uri, subscription id]. */
const shape = (m: Frame) => [m.method ?? `answer ${String(m.id)}`, m.params?.uri, (m.params ?? m.result)?._meta?.[SUBSCRIPTION_ID_META]];

test("a listen naming the UI resource of a withheld tool is refused; another's frames come on its POST under the client's id, and frames about withheld entries or naming no open listen are dropped", async () => {
  const { proxy, log, post } = await start();
  const refused = await post({ jsonrpc: '2.0', id: 'listen-1', method: 'subscriptions/listen', params: { notifications: { resourceSubscriptions: ['ui://drifted/app'] } } });
  expect(((await refused.json()) as Frame).error).toMatchObject({
    code: CONTRACT_DRIFT_ERROR,
    message: expect.stringMatching(/ui:\/\/drifted\/app is the UI resource of .*drifted_tool.*subscriptions\/listen was not sent/),
  });
  const res = await post({ jsonrpc: '2.0', id: 'listen-2', method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true, resourceSubscriptions: ['file:///ok'] } } });
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  expect(messages(await res.text()).map(shape)).toEqual([
    ['notifications/subscriptions/acknowledged', undefined, 'listen-2'],
    ['notifications/resources/updated', 'file:///ok', 'listen-2'],
    ['answer listen-2', undefined, 'listen-2'],
  ]);
  // the refused listen never reached the server
  expect(executions(log)).toEqual([`listen ${JSON.stringify({ toolsListChanged: true, resourceSubscriptions: ['file:///ok'] })}`]);
  await waitFor(() => auditLines(proxy.audit).filter((l) => l.decision === 'dropped').length === 3, 'three dropped frames audited');
  expect(
    auditLines(proxy.audit)
      .filter((l) => l.decision === 'dropped')
      .map((l) => l.reason),
  ).toEqual([
    expect.stringMatching(/^notifications\/resources\/updated: ui:\/\/drifted\/app is the UI resource of .*drifted_tool/),
    expect.stringMatching(/names subscription "listen-2", which no listen through the proxy has open/),
    expect.stringMatching(/names subscription "sub-nobody-opened", which no listen through the proxy has open/),
  ]);
  expect(auditLines(proxy.audit).filter((l) => l.decision === 'refused')).toEqual([expect.objectContaining({ reason: expect.stringMatching(/^subscriptions\/listen: ui:\/\/drifted\/app/) })]);
  // the audit file and the proxy's stderr are written separately: wait for the stderr line rather than race it
  await waitFor(() => proxy.stderr().includes('dropped notifications/resources/updated'), 'the dropped frame named on stderr');
}, 60_000);

test('a frame for a listen the client cancelled is dropped: the listen is no longer open', async () => {
  const { proxy, log, post } = await start();
  const res = await post({ jsonrpc: '2.0', id: 'L3', method: 'subscriptions/listen', params: { notifications: { hold: true, resourceSubscriptions: ['file:///ok'] } } });
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += Buffer.from(value).toString('utf8');
  }
  expect(messages(text).map(shape)).toEqual([['notifications/subscriptions/acknowledged', undefined, 'L3']]);
  const cancel = await post({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'L3', reason: 'done' } });
  expect(cancel.status).toBe(202);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += Buffer.from(value).toString('utf8');
  }
  // the server's late frame (it names the listen, which the client has ended) never reaches the client
  expect(messages(text).map(shape)).toEqual([['notifications/subscriptions/acknowledged', undefined, 'L3']]);
  expect(executions(log)).toEqual([expect.stringMatching(/^listen /), expect.stringMatching(/^cancel "mcg:/)]);
  await waitFor(() => auditLines(proxy.audit).some((l) => l.decision === 'dropped'), 'the late frame audited');
  expect(auditLines(proxy.audit).filter((l) => l.decision === 'dropped')).toEqual([
    expect.objectContaining({ reason: expect.stringMatching(/^notifications\/resources\/updated names subscription "mcg:.*", which no listen through the proxy has open/) }),
  ]);
}, 60_000);
