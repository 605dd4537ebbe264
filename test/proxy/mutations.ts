/**
 * Framing and encoding mutations of one `tools/call` of a withheld tool (`evil`), as an attacker would send them to
 * the proxy: each is bytes (a stdio line without its LF, or an HTTP body) and the JSON-RPC error code the proxy must
 * answer with, over stdio and over HTTP (they differ where stdio framing rules apply: a CR inside a line is refused
 * there, but is JSON whitespace in an HTTP body, which the proxy then parses and judges). -32010: parsed, judged and
 * refused (the tool is withheld); -32700: not strict JSON; -32600: not a JSON-RPC message; -32602: no string name.
 */
export interface Mutation {
  name: string;
  bytes: (id: number) => Buffer;
  stdio: number;
  http: number;
}

const PARSE = -32700;
const INVALID = -32600;
const REFUSED = -32010;
const PARAMS = -32602;

const utf8 = (s: string) => Buffer.from(s, 'utf8');
const cat = (...parts: Array<string | number[] | Buffer>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? utf8(p) : Buffer.isBuffer(p) ? p : Buffer.from(p))));
/** The call, its parts given: `{"jsonrpc":"2.0","id":ID,"method":"tools/call","params":{"name":"evil","arguments":{"target":"everything"}}}` */
const call = (id: number, o: { name?: string; args?: string; params?: string; head?: string; id?: string } = {}) =>
  `{${o.head ?? '"jsonrpc":"2.0",'}"id":${o.id ?? id},"method":"tools/call","params":${o.params ?? `{"name":${o.name ?? '"evil"'},"arguments":${o.args ?? '{"target":"everything"}'}}`}}`;
/** The call with `raw` between two of its members (before "params"). */
const between = (id: number, raw: string | number[]) => {
  const s = call(id);
  const at = s.indexOf('"params"');
  return cat(s.slice(0, at), raw, s.slice(at));
};
const nested = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;
/** Bytes of the call with `raw` in place of the name's first character (e.g. an overlong or invalid byte). */
const inName = (id: number, raw: number[]) => {
  const s = call(id);
  const at = s.indexOf('"name":"evil"') + '"name":"e'.length;
  return cat(s.slice(0, at), raw, s.slice(at));
};
const utf16 = (s: string, be = false) => {
  const le = Buffer.from(s, 'utf16le');
  return be ? Buffer.from(le).swap16() : le;
};
const utf32le = (s: string) => {
  const out = Buffer.alloc(s.length * 4);
  for (let i = 0; i < s.length; i++) out.writeUInt32LE(s.charCodeAt(i), i * 4);
  return out;
};

export const MUTATIONS: Mutation[] = [
  // the call itself, and framings that are still one strict message: parsed, judged, refused
  { name: 'the call as a client writes it', bytes: (id) => utf8(call(id)), stdio: REFUSED, http: REFUSED },
  { name: 'one CR before the LF (tolerated)', bytes: (id) => utf8(`${call(id)}\r`), stdio: REFUSED, http: REFUSED },
  { name: 'spaces and tabs around the tokens', bytes: (id) => utf8(` \t${call(id).replace(/,/g, ' ,\t').replace(/:/g, ' : ')} `), stdio: REFUSED, http: REFUSED },
  { name: 'the name spelled with \\u escapes', bytes: (id) => utf8(call(id, { name: '"\\u0065\\u0076\\u0069\\u006c"' })), stdio: REFUSED, http: REFUSED },
  { name: 'the method with an escaped solidus', bytes: (id) => utf8(call(id).replace('tools/call', 'tools\\/call')), stdio: REFUSED, http: REFUSED },
  { name: 'the name in other case', bytes: (id) => utf8(call(id, { name: '"EVIL"' })), stdio: REFUSED, http: REFUSED },
  { name: 'the name with a zero-width space', bytes: (id) => utf8(call(id, { name: '"evil\u200b"' })), stdio: REFUSED, http: REFUSED },
  { name: 'the name with an escaped NUL', bytes: (id) => utf8(call(id, { name: '"evil\\u0000"' })), stdio: REFUSED, http: REFUSED },
  { name: 'a raw U+2028 in the name', bytes: (id) => utf8(call(id, { name: '"evil\u2028"' })), stdio: REFUSED, http: REFUSED },
  { name: 'a one-item batch', bytes: (id) => utf8(`[${call(id)}]`), stdio: REFUSED, http: REFUSED },
  { name: 'the message pretty-printed over several lines', bytes: (id) => utf8(JSON.stringify(JSON.parse(call(id)), null, 1)), stdio: PARSE, http: REFUSED },
  // CR framing (stdio: LF only, one CR before it at most)
  { name: 'a lone CR between members', bytes: (id) => between(id, '\r'), stdio: PARSE, http: REFUSED },
  { name: 'a CR before the message', bytes: (id) => utf8(`\r${call(id)}`), stdio: PARSE, http: REFUSED },
  { name: 'two CRs before the LF', bytes: (id) => utf8(`${call(id)}\r\r`), stdio: PARSE, http: REFUSED },
  { name: 'CR LF between members (two lines)', bytes: (id) => between(id, '\r\n'), stdio: PARSE, http: REFUSED },
  { name: 'a raw CR inside a string', bytes: (id) => utf8(call(id, { name: '"ev\ril"' })), stdio: PARSE, http: PARSE },
  // more than one value
  { name: 'two messages on one line', bytes: (id) => utf8(`{"jsonrpc":"2.0","method":"notifications/initialized"}${call(id)}`), stdio: PARSE, http: PARSE },
  { name: 'two messages separated by a space', bytes: (id) => utf8(`{"jsonrpc":"2.0","method":"notifications/initialized"} ${call(id)}`), stdio: PARSE, http: PARSE },
  { name: 'the call, then text after it', bytes: (id) => utf8(`${call(id)} x`), stdio: PARSE, http: PARSE },
  { name: 'the call twice', bytes: (id) => utf8(`${call(id)}${call(id)}`), stdio: PARSE, http: PARSE },
  { name: 'a NUL byte between members', bytes: (id) => between(id, [0]), stdio: PARSE, http: PARSE },
  // byte order marks and other encodings
  { name: 'a UTF-8 BOM first', bytes: (id) => cat([0xef, 0xbb, 0xbf], call(id)), stdio: PARSE, http: PARSE },
  { name: 'a BOM between members', bytes: (id) => between(id, [0xef, 0xbb, 0xbf]), stdio: PARSE, http: PARSE },
  { name: 'UTF-16LE with its BOM', bytes: (id) => cat([0xff, 0xfe], utf16(call(id))), stdio: PARSE, http: PARSE },
  { name: 'UTF-16LE without a BOM', bytes: (id) => utf16(call(id)), stdio: PARSE, http: PARSE },
  { name: 'UTF-16BE with its BOM', bytes: (id) => cat([0xfe, 0xff], utf16(call(id), true)), stdio: PARSE, http: PARSE },
  { name: 'UTF-32LE', bytes: (id) => utf32le(call(id)), stdio: PARSE, http: PARSE },
  // invalid UTF-8
  { name: "an overlong '\"' (C0 A2) in the name", bytes: (id) => inName(id, [0xc0, 0xa2]), stdio: PARSE, http: PARSE },
  { name: "an overlong '/' (C0 AF)", bytes: (id) => inName(id, [0xc0, 0xaf]), stdio: PARSE, http: PARSE },
  { name: 'a three-byte overlong (E0 80 A2)', bytes: (id) => inName(id, [0xe0, 0x80, 0xa2]), stdio: PARSE, http: PARSE },
  { name: 'a four-byte overlong (F0 80 80 A2)', bytes: (id) => inName(id, [0xf0, 0x80, 0x80, 0xa2]), stdio: PARSE, http: PARSE },
  { name: 'an encoded surrogate (ED A0 80)', bytes: (id) => inName(id, [0xed, 0xa0, 0x80]), stdio: PARSE, http: PARSE },
  { name: 'an emoji in CESU-8', bytes: (id) => inName(id, [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]), stdio: PARSE, http: PARSE },
  { name: 'a lone continuation byte', bytes: (id) => inName(id, [0x80]), stdio: PARSE, http: PARSE },
  { name: 'a truncated sequence (E2 82)', bytes: (id) => inName(id, [0xe2, 0x82]), stdio: PARSE, http: PARSE },
  { name: 'a Latin-1 é (E9)', bytes: (id) => inName(id, [0xe9]), stdio: PARSE, http: PARSE },
  { name: 'a code point past U+10FFFF (F4 90 80 80)', bytes: (id) => inName(id, [0xf4, 0x90, 0x80, 0x80]), stdio: PARSE, http: PARSE },
  // numbers JSON does not have, or that cannot be carried
  { name: 'NaN in the arguments', bytes: (id) => utf8(call(id, { args: '{"target":NaN}' })), stdio: PARSE, http: PARSE },
  { name: 'Infinity in the arguments', bytes: (id) => utf8(call(id, { args: '{"target":"x","n":Infinity}' })), stdio: PARSE, http: PARSE },
  { name: '-Infinity in the arguments', bytes: (id) => utf8(call(id, { args: '{"target":"x","n":-Infinity}' })), stdio: PARSE, http: PARSE },
  { name: 'NaN as the id', bytes: (id) => utf8(call(id, { id: 'NaN' })), stdio: PARSE, http: PARSE },
  { name: 'a number out of range (1e400)', bytes: (id) => utf8(call(id, { args: '{"target":"x","n":1e400}' })), stdio: PARSE, http: PARSE },
  { name: 'a negative number out of range (-1e999)', bytes: (id) => utf8(call(id, { args: '{"target":"x","n":-1e999}' })), stdio: PARSE, http: PARSE },
  { name: 'a 400-digit integer', bytes: (id) => utf8(call(id, { args: `{"target":"x","n":${'9'.repeat(400)}}` })), stdio: PARSE, http: PARSE },
  { name: 'an id past 2^53', bytes: (id) => utf8(call(id, { id: '18446744073709551617' })), stdio: PARSE, http: PARSE },
  { name: 'a leading zero', bytes: (id) => utf8(call(id, { args: '{"target":"x","n":007}' })), stdio: PARSE, http: PARSE },
  { name: 'a plus sign', bytes: (id) => utf8(call(id, { args: '{"target":"x","n":+1}' })), stdio: PARSE, http: PARSE },
  // duplicate names
  { name: 'a duplicate name, the withheld tool last', bytes: (id) => utf8(call(id, { params: '{"name":"echo","arguments":{"text":"x"},"name":"evil"}' })), stdio: PARSE, http: PARSE },
  { name: 'a duplicate name, the withheld tool first', bytes: (id) => utf8(call(id, { params: '{"name":"evil","arguments":{"text":"x"},"name":"echo"}' })), stdio: PARSE, http: PARSE },
  { name: 'a duplicate name through an escape', bytes: (id) => utf8(call(id, { params: '{"name":"echo","n\\u0061me":"evil","arguments":{"text":"x"}}' })), stdio: PARSE, http: PARSE },
  { name: 'a duplicate method', bytes: (id) => utf8(call(id, { head: '"jsonrpc":"2.0","method":"tools/list",' })), stdio: PARSE, http: PARSE },
  { name: 'duplicate params', bytes: (id) => utf8(call(id).replace('"params":', '"params":{"name":"echo","arguments":{"text":"x"}},"params":')), stdio: PARSE, http: PARSE },
  { name: 'a duplicate id', bytes: (id) => utf8(call(id, { head: `"jsonrpc":"2.0","id":"other",` })), stdio: PARSE, http: PARSE },
  // strings
  { name: 'a lone high surrogate in the name', bytes: (id) => utf8(call(id, { name: '"evil\\ud800"' })), stdio: PARSE, http: PARSE },
  { name: 'a lone low surrogate in the name', bytes: (id) => utf8(call(id, { name: '"\\udc00evil"' })), stdio: PARSE, http: PARSE },
  { name: 'a reversed surrogate pair', bytes: (id) => utf8(call(id, { args: '{"target":"\\ude00\\ud83d"}' })), stdio: PARSE, http: PARSE },
  { name: 'a lone surrogate in a member name', bytes: (id) => utf8(call(id, { args: '{"target":"x","\\ud800":1}' })), stdio: PARSE, http: PARSE },
  { name: 'a raw tab in a string', bytes: (id) => utf8(call(id, { args: '{"target":"a\tb"}' })), stdio: PARSE, http: PARSE },
  { name: 'a raw U+001F in a string', bytes: (id) => utf8(call(id, { args: '{"target":"a\u001fb"}' })), stdio: PARSE, http: PARSE },
  { name: 'a hex escape (\\x65)', bytes: (id) => utf8(call(id, { name: '"\\x65vil"' })), stdio: PARSE, http: PARSE },
  { name: 'an unterminated string', bytes: (id) => utf8(call(id).slice(0, -5)), stdio: PARSE, http: PARSE },
  { name: 'single quotes', bytes: (id) => utf8(call(id).replace(/"/g, "'")), stdio: PARSE, http: PARSE },
  // other syntax a lenient parser takes
  { name: 'U+2028 between members', bytes: (id) => between(id, '\u2028'), stdio: PARSE, http: PARSE },
  { name: 'a no-break space between members', bytes: (id) => between(id, '\u00a0'), stdio: PARSE, http: PARSE },
  { name: 'a trailing comma', bytes: (id) => utf8(call(id, { args: '{"target":"x",}' })), stdio: PARSE, http: PARSE },
  { name: 'a comment', bytes: (id) => utf8(call(id, { args: '{"target":"x" /* no */}' })), stdio: PARSE, http: PARSE },
  { name: 'an unquoted member name', bytes: (id) => utf8(call(id, { args: '{target:"x"}' })), stdio: PARSE, http: PARSE },
  { name: 'Python literals', bytes: (id) => utf8(call(id, { args: '{"target":"x","force":True,"why":None}' })), stdio: PARSE, http: PARSE },
  // nesting
  { name: 'nesting 300 levels deep in the arguments', bytes: (id) => utf8(call(id, { args: `{"target":${nested(300)}}` })), stdio: PARSE, http: PARSE },
  { name: 'nesting 30,000 levels deep', bytes: (id) => utf8(call(id, { args: `{"target":${nested(30_000)}}` })), stdio: PARSE, http: PARSE },
  { name: 'a batch inside a batch', bytes: (id) => utf8(`[[${call(id)}]]`), stdio: INVALID, http: INVALID },
  { name: 'an empty batch', bytes: () => utf8('[]'), stdio: INVALID, http: INVALID },
  // not a JSON-RPC message
  { name: 'jsonrpc "1.0"', bytes: (id) => utf8(call(id, { head: '"jsonrpc":"1.0",' })), stdio: INVALID, http: INVALID },
  { name: 'no jsonrpc member', bytes: (id) => utf8(call(id, { head: '' })), stdio: INVALID, http: INVALID },
  { name: 'an id that is an object', bytes: (id) => utf8(call(id, { id: '{"n":1}' })), stdio: INVALID, http: INVALID },
  { name: 'a method that is not a string', bytes: (id) => utf8(call(id).replace('"tools/call"', '["tools/call"]')), stdio: INVALID, http: INVALID },
  { name: 'params that are a string', bytes: (id) => utf8(call(id, { params: '"evil"' })), stdio: INVALID, http: INVALID },
  { name: 'a bare string', bytes: () => utf8('"tools/call evil"'), stdio: INVALID, http: INVALID },
  { name: 'a name that is an array', bytes: (id) => utf8(call(id, { name: '["evil"]' })), stdio: PARAMS, http: PARAMS },
  { name: 'the name only under __proto__', bytes: (id) => utf8(call(id, { params: '{"__proto__":{"name":"evil"},"arguments":{}}' })), stdio: PARAMS, http: PARAMS },
  // size
  { name: 'a message over --max-message-size (128 KiB, the limit 64 KiB)', bytes: (id) => utf8(call(id, { args: `{"target":"${'x'.repeat(128 * 1024)}"}` })), stdio: INVALID, http: INVALID },
];
