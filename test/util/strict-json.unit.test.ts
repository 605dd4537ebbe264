import { readIdFromEnds, readIdLeniently } from '../../src/util/jsonrpc-id.js';
import { parseStrictJson } from '../../src/util/strict-json.js';
import { decodeUtf8, firstInvalidUtf8, toWellFormed } from '../../src/util/well-formed-text.js';

const ok = (text: string, o = {}) => {
  const r = parseStrictJson(text, o);
  if (!r.ok) throw new Error(`refused ${text}: ${r.reason}`);
  return r;
};
const why = (text: string, o = {}) => {
  const r = parseStrictJson(text, o);
  if (r.ok) throw new Error(`accepted ${text}`);
  return r.reason;
};

describe('parseStrictJson', () => {
  test('with write: what JSON.stringify writes is taken at once, the text itself as the serialisation', () => {
    const text = JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'x', arguments: { n: 1.5, s: 'é\u2028😀' } } });
    expect(ok(text, { write: true })).toEqual({ ok: true, value: JSON.parse(text), text });
    expect(ok(text)).toEqual({ ok: true, value: JSON.parse(text), text: undefined }); // without: read, not written
  });

  test('other valid texts are scanned, then written anew', () => {
    expect(ok(' { "a" : [ 1 , 2.50 , 1e2 ] , "b":"\\u0041\\/" } ', { write: true })).toMatchObject({ value: { a: [1, 2.5, 100], b: 'A/' }, text: '{"a":[1,2.5,100],"b":"A/"}' });
    expect(ok('{"__proto__":{"x":1}}', { write: true }).text).toBe('{"__proto__":{"x":1}}');
    expect(ok('"\\ud83d\\ude00"').value).toBe('😀');
    expect(ok('{"a":"\\\\ud800"}').value).toEqual({ a: '\\ud800' }); // an escaped backslash, not a surrogate
    expect(ok('{"a:b":":","c":{"d\\\\":"\\\\\\":"}}').value).toEqual({ 'a:b': ':', c: { 'd\\': '\\":' } }); // colons in strings are no members
  });

  test.each([
    ['{"a":NaN}', /NaN, which is not JSON at character 5/],
    ['[Infinity]', /Infinity, which is not JSON/],
    ['[-Infinity]', /-Infinity, which is not JSON/],
    ['{"a":1,"a":2}', /a duplicate member name "a" at character 7/],
    ['{"name":"x","n\\u0061me":"y"}', /a duplicate member name "name"/],
    ['{"a":"\\ud800"}', /a lone surrogate/],
    ['{"\\udc00":1}', /a lone surrogate/],
    ['["\\ud800\\u0041"]', /a lone surrogate/],
    ['{"a":"x\ty"}', /a control character \(U\+0009\) inside a string/],
    ['\ufeff{}', /a byte order mark/],
    ['{}{}', /'\{' after the JSON value \(one value per message\)/],
    ['{} {"a":1}', /after the JSON value/],
    ['{"a":1e400}', /the number 1e400 is out of range/],
    ['[1,]', /']' where a value is expected/],
    ["{'a':1}", /where a member name is expected/],
    ['{"a":01}', /'1' where ',' or '}' is expected/],
    ['{"a":"\\x41"}', /an invalid escape \\x/],
    ['{"a":1 /* c */}', /'\/' where ',' or '}'/],
    ['\u2028{}', /U\+2028 where a value is expected/],
    ['{"a":"unterminated', /a string that never ends/],
    ['', /the text ends where a value is expected/],
  ])('%j is refused: %s', (text, reason) => {
    expect(why(text)).toMatch(reason);
    expect(why(text, { write: true })).toMatch(reason);
  });

  test('options: exact integers, a depth bound, repaired surrogates', () => {
    expect(ok('{"id":9007199254740991}').value).toEqual({ id: 9007199254740991 });
    expect(ok('{"id":18446744073709551616}').value).toEqual({ id: 18446744073709552000 }); // not asked: a double, as JSON.parse reads it
    expect(why('{"id":18446744073709551616}', { exactIntegers: true })).toMatch(/the integer 18446744073709551616 cannot be carried exactly/);
    expect(ok('{"x":1e300}', { exactIntegers: true }).value).toEqual({ x: 1e300 });
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(ok(deep(10), { maxDepth: 10 }).value).toBeDefined();
    expect(why(deep(11), { maxDepth: 10 })).toMatch(/nesting deeper than 10 levels/);
    expect(why(`{"a":${deep(300)}}`, { maxDepth: 288 })).toMatch(/deeper than 288/);
    const huge = parseStrictJson(deep(100_000)); // no recursion: a 100,000-level array is read, and too deep to write at once
    expect(huge).toMatchObject({ ok: true, text: undefined });
    const fixed = ok('{"d\\ud800":["a\\udfffb","\\ud83d\\ude00"]}', { repairSurrogates: true, write: true });
    expect(fixed.value).toEqual({ 'd\ufffd': ['a\ufffdb', '😀'] });
    expect(fixed.text).toBe('{"d\ufffd":["a\ufffdb","😀"]}');
    expect(fixed.repaired).toBe('2 lone surrogates replaced with U+FFFD');
  });
});

describe('UTF-8', () => {
  test.each([
    ['an overlong quote', [0x22, 0xc0, 0xa2, 0x22], 1],
    ['an overlong 3-byte slash', [0xe0, 0x80, 0xaf], 0],
    ['an encoded surrogate (CESU-8)', [0x61, 0xed, 0xa0, 0x80], 1],
    ['a lone continuation byte', [0x61, 0x80], 1],
    ['a truncated sequence', [0x61, 0xe2, 0x82], 1],
    ['past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['UTF-16LE', [0xff, 0xfe, 0x7b, 0x00], 0],
  ])('%s is refused at its first byte', (_what, bytes, at) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(at);
    expect(decodeUtf8(Buffer.from(bytes))).toEqual({ problem: expect.stringMatching(new RegExp(`^invalid UTF-8 at byte ${at} `)) });
  });

  test('valid UTF-8 (a BOM too: JSON then refuses it) is decoded; a server may have it repaired', () => {
    expect(decodeUtf8(Buffer.from('é😀\ufeff'))).toEqual({ text: 'é😀\ufeff' });
    expect(firstInvalidUtf8(Buffer.from('é😀 €'))).toBe(Buffer.byteLength('é😀 €'));
    expect(decodeUtf8(Buffer.from([0x61, 0xc0, 0xa2]), true)).toEqual({ text: 'a\ufffd\ufffd', repaired: 'invalid UTF-8 at byte 1 (0xc0a2) replaced with U+FFFD' });
  });

  test('toWellFormed replaces lone surrogates only', () => {
    expect(toWellFormed('a\ud800b\udc00😀')).toBe('a\ufffdb\ufffd😀');
  });
});

describe('reading the id of a message that cannot be parsed', () => {
  test.each([
    ['{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"a":NaN}}', 3],
    ['{"method":"tools/call","params":{"id":9,"a":NaN},"jsonrpc":"2.0","id":"x-1"}', 'x-1'],
    ['{"id":1,"params":{"x":NaN},"id":2}', undefined], // two ids: neither
    ['{"params":{"id":5,"x":Infinity}}', undefined], // not at the top level
    ['{"id":{"a":1},"x":NaN}', undefined],
    ['\ufeff{"id":null,"x":NaN}', null],
    ['[{"id":1}]', undefined],
    ['{"id":18446744073709551617,"x":NaN}', undefined], // an id no double carries exactly
    ['{"id":12.5e1,"x":NaN}', 125],
  ])('%j → %j', (text, id) => {
    expect(readIdLeniently(text)).toBe(id);
  });

  test('from the ends of a message too large to keep', () => {
    expect(readIdFromEnds('{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"x":"xxxx', '')).toBe(7);
    expect(readIdFromEnds('{"method":"tools/call","params":{"x":"xxx', 'xxxx"}},"jsonrpc":"2.0","id":"abc"}')).toBe('abc');
    expect(readIdFromEnds('{"method":"x","params":{"id":1,', 'xx"},"x":{"id":4}}')).toBeUndefined(); // inside a member, not the object's own
    expect(readIdFromEnds('{"id":1,"a":"', '","id":2}')).toBeUndefined(); // two different ids
  });
});
