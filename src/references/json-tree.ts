import { stripJsonComments } from '../config/jsonc.js';

/** A JSON (or JSONC) value with its place in the text: [start, end) offsets, strings with their decoded value. */
export type JsonNode =
  | { type: 'object'; start: number; end: number; entries: Array<{ key: string; value: JsonNode }> }
  | { type: 'array'; start: number; end: number; items: JsonNode[] }
  | { type: 'string'; start: number; end: number; value: string }
  | { type: 'literal'; start: number; end: number };

/** Deeper than this the parse stops (a hostile file cannot exhaust the stack). */
const MAX_JSON_DEPTH = 256;

/**
 * Parse a JSON or JSONC text (RFC 8259 after comments and trailing commas are blanked in place, so offsets are the
 * file's own) into a tree with positions. Throws a SyntaxError naming the offset on anything else.
 */
export function parseJsonTree(text: string): JsonNode {
  const s = stripJsonComments(text);
  let i = s.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at offset ${i}`);
  };
  const ws = () => {
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else return;
    }
  };
  const string = (): { type: 'string'; start: number; end: number; value: string } => {
    const start = i++;
    for (;;) {
      const c = s.charCodeAt(i);
      if (Number.isNaN(c)) fail('unterminated string');
      if (c === 0x22) break;
      if (c < 0x20) fail('control character in string');
      i += c === 0x5c ? 2 : 1;
    }
    i++;
    let value: string;
    try {
      value = JSON.parse(s.slice(start, i)) as string;
    } catch {
      return fail('bad string');
    }
    return { type: 'string', start, end: i, value };
  };
  const value = (depth: number): JsonNode => {
    if (depth > MAX_JSON_DEPTH) fail('nested too deeply');
    ws();
    const start = i;
    const c = s[i];
    if (c === '{') {
      i++;
      const entries: Array<{ key: string; value: JsonNode }> = [];
      ws();
      if (s[i] === '}') return { type: 'object', start, end: ++i, entries };
      for (;;) {
        ws();
        if (s[i] !== '"') fail('expected a key');
        const key = string().value;
        ws();
        if (s[i] !== ':') fail('expected ":"');
        i++;
        entries.push({ key, value: value(depth + 1) });
        ws();
        if (s[i] === ',') {
          i++;
          continue;
        }
        if (s[i] === '}') return { type: 'object', start, end: ++i, entries };
        fail('expected "," or "}"');
      }
    }
    if (c === '[') {
      i++;
      const items: JsonNode[] = [];
      ws();
      if (s[i] === ']') return { type: 'array', start, end: ++i, items };
      for (;;) {
        items.push(value(depth + 1));
        ws();
        if (s[i] === ',') {
          i++;
          continue;
        }
        if (s[i] === ']') return { type: 'array', start, end: ++i, items };
        fail('expected "," or "]"');
      }
    }
    if (c === '"') return string();
    const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(s.slice(i, i + 400));
    if (!m) return fail(`unexpected ${JSON.stringify(c ?? 'end')}`);
    i += m[0].length;
    return { type: 'literal', start, end: i };
  };
  const root = value(0);
  ws();
  if (i < s.length) fail('text after the value');
  return root;
}

/** The value under `key` of an object node (the last one, as JSON.parse reads a key listed twice). */
export function member(node: JsonNode | undefined, key: string): JsonNode | undefined {
  if (node?.type !== 'object') return undefined;
  for (let k = node.entries.length - 1; k >= 0; k--) if (node.entries[k]!.key === key) return node.entries[k]!.value;
  return undefined;
}
