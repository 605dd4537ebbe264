import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSnapshot, readSnapshotFile } from '../../src/contract/snapshot.js';
import { InputError } from '../../src/util/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'mcg-snap-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const tool = { name: 'a', inputSchema: { type: 'object' } };

describe('snapshot reader: accepted shapes', () => {
  test('a tools/list result keeps serverInfo and prompts', () => {
    const s = parseSnapshot({ tools: [tool], prompts: [{ name: 'p' }], serverInfo: { name: 'x', version: '1.0.0' } }, 'f');
    expect(Object.keys(s.servers)).toEqual(['default']);
    expect(s.servers.default!.serverInfo).toEqual({ name: 'x', version: '1.0.0' });
    expect(s.servers.default!.prompts).toHaveLength(1);
  });
  test('a bare array, a JSON-RPC response and a multi-server file', () => {
    expect(parseSnapshot([tool], 'f').servers.default!.tools).toHaveLength(1);
    expect(parseSnapshot({ jsonrpc: '2.0', id: 1, result: { tools: [tool] } }, 'f').servers.default!.tools).toHaveLength(1);
    const multi = parseSnapshot({ servers: { a: { tools: [tool] }, b: { error: { message: 'crashed', exitCode: 3 } } } }, 'f');
    expect(multi.servers.a!.tools).toHaveLength(1);
    expect(multi.servers.b!.error).toEqual({ message: 'crashed', exitCode: 3 });
  });
  test('"title": null reads as an absent title', () => {
    expect(parseSnapshot({ tools: [{ ...tool, title: null }] }, 'f').servers.default!.tools[0]).not.toHaveProperty('title');
  });
});

describe('snapshot reader: bad files name the file and the problem', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['not-json.json', '{"tools": [', /not-json\.json: not valid JSON/],
    ['empty.json', '', /empty\.json: the file is empty/],
    ['no-tools.json', '{"items": []}', /tools is missing/],
    ['tools-object.json', '{"tools": {}}', /tools must be an array; found an object/],
    ['scalar.json', '42', /found number 42/],
  ];
  test.each(cases)('%s', (name, text, message) => {
    const p = file(name, text);
    expect(() => readSnapshotFile(p)).toThrow(InputError);
    expect(() => readSnapshotFile(p)).toThrow(message);
    try {
      readSnapshotFile(p);
    } catch (e) {
      expect((e as InputError).message.startsWith(p)).toBe(true);
      expect((e as InputError).exitCode).toBe(2);
    }
  });
  test('a missing file', () => {
    expect(() => readSnapshotFile(join(dir, 'nope.json'))).toThrow(/nope\.json: no such file/);
  });
  test('a syntax error gives line and column', () => {
    const p = file('line.json', '{\n  "tools": [\n    {"name": "a",}\n  ]\n}');
    expect(() => readSnapshotFile(p)).toThrow(/line 3, column \d+/);
  });
});
