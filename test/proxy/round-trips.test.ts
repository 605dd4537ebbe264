import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { ToolDef } from '../../src/contract/types.js';
import { CONTRACT_DRIFT_ERROR } from '../../src/proxy/messages.js';
import { SUBSCRIPTION_ID_META } from '../../src/proxy/paths.js';
import { FIXTURES } from '../support/paths.js';
import { auditLines, startProxyListener, type Cleanups } from '../support/proxy-listener.js';
import { waitFor } from '../support/wait.js';
import { executions, flat, INIT, INITIALIZED, rawProxy } from './raw-proxy.js';

/*
 * The 2026-07-28 paths through the bundled stdio proxy, raw JSON-RPC (no SDK client drives a forged retry or a listen
 * filter at will): multi-round-trip retries (SEP-2322: a tools/call answered `input_required`, retried with
 * `inputResponses` and the server's `requestState`) and subscriptions/listen (SEP-2575), against
 * __fixtures__/servers/rounds-server.mjs, a server that resumes whatever state a retry carries.
 */
const schema = { type: 'object', properties: { q: { type: 'string' } } } as const;
const PINNED: ToolDef[] = [
  { name: 'pinned_tool', description: 'Search the catalogue.', inputSchema: schema },
  { name: 'other_tool', description: 'Count the catalogue.', inputSchema: schema },
  { name: 'drifted_tool', description: 'Read a file.', inputSchema: schema, _meta: { ui: { resourceUri: 'ui://drifted/app' } } } as ToolDef,
];

let dir: string;
const cleanups: Cleanups = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-rounds-'));
});
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

async function start() {
  const lock = join(dir, 'lock.json');
  writeFileSync(lock, serializeLockfile(buildLockfile({ servers: { s: { tools: PINNED } } })));
  const audit = join(dir, 'audit.jsonl');
  const log = join(dir, 'server.log');
  const proxy = rawProxy(['--lockfile', lock, '--', process.execPath, join(FIXTURES, 'servers', 'rounds-server.mjs'), '--log', log], audit, cleanups);
  proxy.send({ ...INIT, params: { ...INIT.params, protocolVersion: '2025-11-25' } });
  await proxy.answer(0);
  proxy.send(INITIALIZED);
  proxy.send({ jsonrpc: '2.0', id: 'l', method: 'tools/list', params: {} });
  expect((await proxy.answer('l')).result.tools.map((t: ToolDef) => t.name)).toEqual(['pinned_tool', 'other_tool']);
  return { proxy, audit, log };
}

test('a retry goes on only with a requestState the server issued for the same tool', async () => {
  const { proxy, audit, log } = await start();
  const call = async (id: number, name: string, retry?: { requestState: string }) => {
    proxy.send({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name, arguments: {}, ...(retry ? { inputResponses: { ask: { role: 'assistant', content: { type: 'text', text: 'a' }, model: 'm' } }, ...retry } : {}) },
    });
    return proxy.answer(id);
  };
  expect((await call(1, 'pinned_tool')).result).toMatchObject({ resultType: 'input_required', requestState: 'state-for-pinned_tool' });
  // the state of a call to pinned_tool, carried by a call to another tool: the server would resume pinned_tool's work
  const swapped = await call(2, 'other_tool', { requestState: 'state-for-pinned_tool' });
  expect(swapped.error).toMatchObject({
    code: CONTRACT_DRIFT_ERROR,
    message: expect.stringMatching(/other_tool.*requestState the server issued for tools\/call of 'pinned_tool'.*tools\/call was not sent/),
  });
  const forged = await call(3, 'pinned_tool', { requestState: 'state-for-drifted_tool' });
  expect(forged.error).toMatchObject({ code: CONTRACT_DRIFT_ERROR, message: expect.stringMatching(/requestState the server never issued through the proxy/) });
  // a call of a withheld tool is refused, so no state is ever issued for it
  expect((await call(4, 'drifted_tool')).error).toMatchObject({ code: CONTRACT_DRIFT_ERROR, message: expect.stringMatching(/drifted_tool.*drifted/) });
  // the real retry goes on
  expect((await call(5, 'pinned_tool', { requestState: 'state-for-pinned_tool' })).result.content[0].text).toBe('ran pinned_tool from state-for-pinned_tool');
  expect(executions(log)).toEqual(['call pinned_tool', 'resume pinned_tool state-for-pinned_tool']);
  await waitFor(() => auditLines(audit).filter((l) => l.decision === 'refused').length === 3, 'three refusals audited');
  expect(
    auditLines(audit)
      .filter((l) => l.decision === 'refused')
      .map((l) => l.tool),
  ).toEqual(['other_tool', 'pinned_tool', 'drifted_tool']);
}, 60_000);

test("the tools an input_required answer offers the client's model (an embedded sampling/createMessage) are judged like a listing", async () => {
  const { proxy, audit } = await start();
  proxy.send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'pinned_tool', arguments: {} } });
  const first = await proxy.answer(1);
  expect(first.result).toMatchObject({ resultType: 'input_required', requestState: 'state-for-pinned_tool' });
  expect(first.result.inputRequests.ask.params.tools.map((t: ToolDef) => t.name)).toEqual(['pinned_tool']);
  await waitFor(() => auditLines(audit).filter((l) => l.decision === 'withheld').length === 3, 'the withheld lines');
  // drifted_tool once for the client's listing, then the two the input request offered
  expect(
    auditLines(audit)
      .filter((l) => l.decision === 'withheld')
      .map((l) => l.tool),
  ).toEqual(['drifted_tool', 'drifted_tool', 'unpinned_tool']);
}, 60_000);

test('subscriptions/listen: one naming the UI resource of a withheld tool is refused; the frames of another carry the client id, and frames about withheld entries or for no open listen are dropped', async () => {
  const { proxy, audit, log } = await start();
  proxy.send({ jsonrpc: '2.0', id: 'listen-1', method: 'subscriptions/listen', params: { notifications: { resourceSubscriptions: ['ui://drifted/app'] } } });
  expect((await proxy.answer('listen-1')).error).toMatchObject({
    code: CONTRACT_DRIFT_ERROR,
    message: expect.stringMatching(/ui:\/\/drifted\/app is the UI resource of .*drifted_tool.*subscriptions\/listen was not sent/),
  });
  proxy.send({ jsonrpc: '2.0', id: 'listen-2', method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true, resourceSubscriptions: ['file:///ok'] } } });
  const end = await proxy.answer('listen-2');
  expect(end.result._meta[SUBSCRIPTION_ID_META]).toBe('listen-2');
  const frames = flat(proxy.messages)
    .filter((m) => m.method !== undefined)
    .map((m) => [m.method, (m as { params: { uri?: string; _meta: Record<string, unknown> } }).params.uri, (m as { params: { _meta: Record<string, unknown> } }).params._meta[SUBSCRIPTION_ID_META]]);
  expect(frames).toEqual([
    ['notifications/subscriptions/acknowledged', undefined, 'listen-2'],
    ['notifications/resources/updated', 'file:///ok', 'listen-2'],
  ]);
  expect(executions(log)).toEqual([`listen ${JSON.stringify({ toolsListChanged: true, resourceSubscriptions: ['file:///ok'] })}`]);
  await waitFor(() => auditLines(audit).filter((l) => l.decision === 'dropped').length === 2, 'two dropped frames audited');
  expect(
    auditLines(audit)
      .filter((l) => l.decision === 'dropped')
      .map((l) => l.reason),
  ).toEqual([
    expect.stringMatching(/^notifications\/resources\/updated: ui:\/\/drifted\/app is the UI resource of .*drifted_tool/),
    expect.stringMatching(/names subscription "listen-2", which no listen through the proxy has open/),
  ]);
  expect(proxy.stderr()).toContain('dropped notifications/resources/updated');
}, 60_000);

test("subscriptions/listen through --listen in front of the stdio server: its frames come on the listen's own POST stream, under the client's id", async () => {
  const lock = join(dir, 'lock.json');
  writeFileSync(lock, serializeLockfile(buildLockfile({ servers: { s: { tools: PINNED } } })));
  const log = join(dir, 'server.log');
  const { url } = await startProxyListener(dir, ['--lockfile', lock, '--', process.execPath, join(FIXTURES, 'servers', 'rounds-server.mjs'), '--log', log], cleanups);
  const post = (body: unknown, session?: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(session ? { 'mcp-session-id': session } : {}) },
      body: JSON.stringify(body),
    });
  const init = await post({ ...INIT, params: { ...INIT.params, protocolVersion: '2025-11-25' } });
  const session = init.headers.get('mcp-session-id')!;
  await init.text();
  const listed = await post({ jsonrpc: '2.0', id: 'l', method: 'tools/list', params: {} }, session);
  expect(listed.status).toBe(200);
  await listed.text();
  const res = await post({ jsonrpc: '2.0', id: 'L1', method: 'subscriptions/listen', params: { notifications: { resourceSubscriptions: ['file:///ok'] } } }, session);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events = (await res.text())
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as { id?: unknown; method?: string; params?: { uri?: string; _meta: Record<string, unknown> }; result?: { _meta: Record<string, unknown> } });
  expect(events.map((m) => [m.method ?? `answer ${String(m.id)}`, m.params?.uri, (m.params ?? m.result)!._meta[SUBSCRIPTION_ID_META]])).toEqual([
    ['notifications/subscriptions/acknowledged', undefined, 'L1'],
    ['notifications/resources/updated', 'file:///ok', 'L1'],
    ['answer L1', undefined, 'L1'],
  ]);
}, 60_000);

test('a frame for a listen the client cancelled is dropped: over stdio too, the listen is no longer open', async () => {
  const { proxy, audit, log } = await start();
  proxy.send({ jsonrpc: '2.0', id: 'L3', method: 'subscriptions/listen', params: { notifications: { hold: true, resourceSubscriptions: ['file:///ok'] } } });
  await waitFor(() => flat(proxy.messages).some((m) => m.method === 'notifications/subscriptions/acknowledged'), 'the acknowledgement');
  proxy.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'L3', reason: 'done' } });
  // the server got the cancel under the proxy's own id, and then sent a late frame naming that listen
  await waitFor(() => executions(log).length === 2, 'the cancel reached the server');
  expect(executions(log)).toEqual([expect.stringMatching(/^listen /), expect.stringMatching(/^cancel "mcg:/)]);
  await waitFor(() => auditLines(audit).some((l) => l.decision === 'dropped'), 'the late frame audited');
  expect(auditLines(audit).filter((l) => l.decision === 'dropped')).toEqual([
    expect.objectContaining({ reason: expect.stringMatching(/^notifications\/resources\/updated names subscription "mcg:.*", which no listen through the proxy has open/) }),
  ]);
  // the client saw the acknowledgement under its own id, and nothing after it
  expect(
    flat(proxy.messages)
      .filter((m) => m.method !== undefined)
      .map((m) => [m.method, (m as { params: { _meta: Record<string, unknown> } }).params._meta[SUBSCRIPTION_ID_META]]),
  ).toEqual([['notifications/subscriptions/acknowledged', 'L3']]);
}, 60_000);
