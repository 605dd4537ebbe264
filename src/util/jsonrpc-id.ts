import { LONE_SURROGATE } from './well-formed-text.js';

/** The id of a JSON-RPC message that cannot be parsed whole: read leniently from its text, or from its two ends. */

/** The id of a JSON-RPC message text that could not be parsed, when it can be read unambiguously; else undefined. */
export function readIdLeniently(t: string): string | number | null | undefined {
  let i = t.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = t.length;
  const skipWs = () => {
    while (i < n && /\s/.test(t[i]!)) i++;
  };
  skipWs();
  if (t[i] !== '{') return undefined;
  i++;
  let depth = 1;
  const found: Array<string | number | null> = [];
  let expectKey = true;
  while (i < n && depth > 0) {
    const c = t[i]!;
    if (c === '"') {
      const start = i;
      i++;
      while (i < n && t[i] !== '"') i += t[i] === '\\' ? 2 : 1;
      i++;
      if (depth === 1 && expectKey) {
        expectKey = false;
        let key: unknown;
        try {
          key = JSON.parse(t.slice(start, i));
        } catch {
          continue;
        }
        skipWs();
        if (t[i] !== ':') continue;
        i++;
        skipWs();
        if (key === 'id') {
          const v = leadingId(t, i);
          if (v !== undefined) found.push(v.value);
          else return undefined; // an id of a kind that cannot be read
        }
      }
      continue;
    }
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 1) expectKey = true;
    i++;
  }
  if (!found.length || found.some((v) => v !== found[0])) return undefined;
  return found[0];
}

/** A string, number or null literal at t[i] (as JSON-RPC ids are written), read leniently. */
function leadingId(t: string, i: number): { value: string | number | null } | undefined {
  const m = /"(?:[^"\\\u0000-\u001f]|\\.){0,512}"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\d.eE])|null/y;
  m.lastIndex = i;
  const hit = m.exec(t);
  if (!hit) return undefined;
  try {
    const v = JSON.parse(hit[0]) as string | number | null;
    if (typeof v === 'string' && LONE_SURROGATE.test(v)) return undefined;
    if (typeof v === 'number' && (!Number.isFinite(v) || (!/[.eE]/.test(hit[0]) && !Number.isSafeInteger(v)))) return undefined; // an id the answer could not carry exactly
    return { value: v };
  } catch {
    return undefined;
  }
}

/**
 * The id of a message too large to keep, from its first and last bytes only: a top-level `"id"` that opens the object
 * (after `"jsonrpc":"2.0"` at most) or closes it (the member before the final `}` is a top-level one). Else undefined.
 */
export function readIdFromEnds(head: string, tail: string): string | number | null | undefined {
  const ID = String.raw`("(?:[^"\\\u0000-\u001f]|\\.){0,512}"|-?\d{1,16}|null)`;
  const first = new RegExp(String.raw`^\uFEFF?\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${ID}\s*[,}]`).exec(head);
  const last = new RegExp(String.raw`[,{]\s*"id"\s*:\s*${ID}\s*\}\s*$`).exec(tail);
  const read = (m: RegExpExecArray | null) => (m ? leadingId(m[1]!, 0)?.value : undefined);
  const a = read(first);
  const b = read(last);
  if (a !== undefined && b !== undefined && a !== b) return undefined;
  return a !== undefined ? a : b;
}
