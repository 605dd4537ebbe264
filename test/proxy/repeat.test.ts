import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { ToolDef } from '../../src/contract/types.js';
import { CONTRACT_DRIFT_ERROR, type JsonRpcMessage } from '../../src/proxy/messages.js';
import { isRepeated, RepeatedAnswers } from '../../src/proxy/repeat.js';
import { FIXTURES } from '../support/paths.js';
import { auditLines, type Cleanups } from '../support/proxy-listener.js';
import { waitFor } from '../support/wait.js';
import { INIT, INITIALIZED, rawProxy } from './raw-proxy.js';

/**
 * A listing served again byte for byte is read strictly once (src/proxy/repeat.ts): the repeat must be exactly the
 * judged value written anew, bounded, and never stand for bytes that differ by one.
 */
const listing = (id: unknown, description = 'Find a record.') => ({ result: { tools: [{ name: 'lookup', description, inputSchema: { type: 'object' } }] }, jsonrpc: '2.0', id });
const line = (m: unknown) => Buffer.from(JSON.stringify(m));
/** Ids the client has open, by their JSON text. */
const openIds =
  (...ids: Array<string | number>) =>
  (text: string) =>
    ids.find((id) => JSON.stringify(id) === text);

describe('RepeatedAnswers', () => {
  test('a line repeating a kept answer with an open id is that answer with that id; kept values are deep-frozen', () => {
    const answers = new RepeatedAnswers();
    const first = listing(1) as unknown as JsonRpcMessage;
    answers.learn(line(first), first);
    expect(answers.size).toBe(1);
    const again = answers.match(line(listing(2)), openIds(2));
    expect(again).toEqual(listing(2));
    expect(Object.keys(again!).at(-1)).toBe('id');
    expect(isRepeated(again!.result)).toBe(true);
    expect(isRepeated((again!.result as any).tools)).toBe(true);
    expect(isRepeated((again!.result as any).tools[0].inputSchema)).toBe(true);
    expect(() => {
      'use strict';
      (again!.result as any).tools.push({ name: 'x' });
    }).toThrow();
    // a string id too
    expect(answers.match(line(listing('a"b')), openIds('a"b'))).toEqual(listing('a"b'));
  });

  test('any other byte misses: the text, the id (not open, or not written as JSON.stringify writes it), a CR, a second value', () => {
    const answers = new RepeatedAnswers();
    const first = listing(1) as unknown as JsonRpcMessage;
    answers.learn(line(first), first);
    const bytes = line(listing(2));
    for (let i = 0; i < bytes.length; i++) {
      // every single byte changed: never the kept value (it is read as every line is)
      const changed = Buffer.from(bytes);
      changed[i] = changed[i] === 0x41 ? 0x42 : 0x41;
      expect(answers.match(changed, openIds(2))).toBeUndefined();
    }
    expect(answers.match(line(listing(3)), openIds(2))).toBeUndefined(); // id 3 is not open
    const text = JSON.stringify(listing(2));
    expect(answers.match(Buffer.from(text.replace('"id":2}', '"id":2.0}')), openIds(2))).toBeUndefined();
    expect(answers.match(Buffer.from(text.replace('"id":2}', '"id":2e0}')), openIds(2))).toBeUndefined();
    expect(answers.match(Buffer.from(`${text}\r`), openIds(2))).toBeUndefined();
    expect(answers.match(Buffer.from(`${text.slice(0, -1)},"id":2}`), openIds(2))).toBeUndefined();
    expect(answers.match(Buffer.from(`${text}{"jsonrpc":"2.0","id":2}`), openIds(2))).toBeUndefined();
  });

  test('only an answer whose bytes are exactly JSON.stringify of it, its id last, is kept', () => {
    const answers = new RepeatedAnswers();
    const m = listing(1) as unknown as JsonRpcMessage;
    answers.learn(Buffer.from(JSON.stringify(m, null, 1)), m); // whitespace
    answers.learn(Buffer.from(JSON.stringify(m).replace('"Find', '"\\u0046ind')), m); // an escape a parser reads the same
    const idFirst = { id: 1, jsonrpc: '2.0', result: m.result } as unknown as JsonRpcMessage;
    answers.learn(line(idFirst), idFirst);
    expect(answers.size).toBe(0);
  });

  test('bounded: at most maxEntries answers (the oldest dropped), none over maxBytes', () => {
    const answers = new RepeatedAnswers(3, 200);
    for (let i = 0; i < 10; i++) {
      const m = listing(1, `tool ${i}`) as unknown as JsonRpcMessage;
      answers.learn(line(m), m);
      expect(answers.size).toBeLessThanOrEqual(3);
    }
    expect(answers.match(line(listing(2, 'tool 9')), openIds(2))).toBeDefined();
    expect(answers.match(line(listing(2, 'tool 6')), openIds(2))).toBeUndefined();
    const big = listing(1, 'x'.repeat(300)) as unknown as JsonRpcMessage;
    answers.learn(line(big), big);
    expect(answers.match(line(listing(2, 'x'.repeat(300))), openIds(2))).toBeUndefined();
  });
});

describe('the stdio proxy with a listing served again', () => {
  let dir: string;
  const cleanups: Cleanups = [];
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-repeat-'))));
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a changed byte in a tool description after identical listings is withheld, every time it is listed', async () => {
    const tool = (description: string): ToolDef => ({ name: 'lookup', description, inputSchema: { type: 'object', properties: { q: { type: 'string' } } } });
    const other: ToolDef = { name: 'ping', description: 'Ping.', inputSchema: { type: 'object' } };
    const before = join(dir, 'before.json');
    const after = join(dir, 'after.json');
    writeFileSync(before, JSON.stringify({ tools: [tool('Find a record.'), other] }));
    writeFileSync(after, JSON.stringify({ tools: [tool('Find a recorD.'), other] })); // one byte
    const lock = join(dir, 'lock.json');
    writeFileSync(lock, serializeLockfile(buildLockfile({ servers: { s: { tools: [tool('Find a record.'), other] } } })));
    const pidFile = join(dir, 'pid');
    const audit = join(dir, 'audit.jsonl');
    const server = [process.execPath, join(FIXTURES, 'servers', 'switching-server.mjs'), '--profile', before, '--switch-to', after, '--pid-file', pidFile];
    const proxy = rawProxy(['--lockfile', lock, '--', ...server], audit, cleanups);
    proxy.send(INIT);
    await proxy.answer(0);
    proxy.send(INITIALIZED);
    const names = async (id: number) => {
      proxy.send({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });
      const a = await proxy.answer(id);
      return (a.result.tools as ToolDef[]).map((t) => `${t.name}: ${t.description}`);
    };
    for (const id of [1, 2, 3]) expect(await names(id)).toEqual(['lookup: Find a record.', 'ping: Ping.']);
    await waitFor(() => readFileSync(pidFile, 'utf8').length > 0, 'the server pid');
    process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGUSR1'); // the same listing but one byte, silently
    await waitFor(() => proxy.stderr().includes('(silently)'), 'the server to switch');
    for (const id of [4, 5, 6]) expect(await names(id)).toEqual(['ping: Ping.']);
    const withheld = () => auditLines(audit).filter((l) => l.decision === 'withheld' && l.tool === 'lookup');
    await waitFor(() => withheld().length === 3, 'one withheld line per listing');
    expect(withheld().every((l) => l.status === 'drifted')).toBe(true);
    proxy.send({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'lookup', arguments: { q: 'a' } } });
    expect((await proxy.answer(7)).error?.code).toBe(CONTRACT_DRIFT_ERROR);
    expect(proxy.child.exitCode).toBeNull();
  }, 60_000);
});
