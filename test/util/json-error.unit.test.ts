import { jsonErrorOffset, parseJsonFile } from '../../src/util/errors.js';

/** V8's own offset for a syntax error, when its message gives one. */
function v8Offset(text: string): number | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (err) {
    const m = /position (\d+)/.exec((err as Error).message);
    return m ? Number(m[1]) : -1;
  }
}

test('valid JSON has no error offset', () => {
  for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]} ', '"s"', '0', '\ufeff{"a":1}']) expect(jsonErrorOffset(text)).toBeUndefined();
});

test('the offset is where the text stops being JSON, as V8 says when it says', () => {
  const cases: Array<[string, number]> = [
    ['{"a": }', 6],
    ['[1,]', 3],
    ['{"tools": [', 11],
    ['{\n  "servers" []\n}', 14],
    ['{"a":1}x', 7],
    ['"\\q"', 2],
    ['{"a":01}', 6],
    ['{a:1}', 1],
    ['[1 2]', 3],
    ['"\\u12g4"', 5],
    ['1.', 2],
    ['-x', 1],
    ['1e+', 3],
    ['"a\u0001"', 2],
    ['', 0],
  ];
  for (const [text, offset] of cases) {
    expect([text, jsonErrorOffset(text)]).toEqual([text, offset]);
    const v8 = v8Offset(text);
    if (v8 !== undefined && v8 >= 0) expect([text, v8]).toEqual([text, offset]);
  }
});

test('agrees with JSON.parse on which texts parse, and on V8 positions, over mutations of a document', () => {
  const doc = JSON.stringify({ tools: [{ name: 'a', inputSchema: { type: 'object', properties: { x: { type: 'number', minimum: -1.5e2 } }, required: ['x'] } }], ok: true, n: null }, null, 1);
  const chars = ['', '{', '}', '[', ']', ',', ':', '"', '\\', '1', '-', '.', 'e', 't', ' ', '\n', 'x'];
  let seed = 7;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  for (let k = 0; k < 2000; k++) {
    const at = rand(doc.length);
    const text = doc.slice(0, at) + chars[rand(chars.length)]! + doc.slice(at + rand(3));
    const v8 = v8Offset(text);
    const ours = jsonErrorOffset(text);
    if (v8 === undefined) expect([text, ours]).toEqual([text, undefined]);
    else {
      expect(ours).toBeDefined();
      if (v8 >= 0) expect([text, ours]).toEqual([text, v8]);
    }
  }
});

test('parseJsonFile names the line and column where the JSON stops', () => {
  expect(() => parseJsonFile('{\n  "a": ,\n}', 'f.json')).toThrow(/^f\.json: not valid JSON at line 2, column 8 /);
  expect(() => parseJsonFile('{"tools": [', 'f.json')).toThrow(/^f\.json: not valid JSON at line 1, column 12 /);
  expect(() => parseJsonFile('  ', 'f.json')).toThrow(/^f\.json: the file is empty$/);
});
