import type { NodePair } from '../rule.js';
import { ANY as ANY_STRING, comparePatterns, type PatternChange } from '../subschema/strings.js';

/**
 * How the `pattern` of a node changed, shared by pattern-narrowed, pattern-widened and pattern-changed (each reports
 * its own case of one classification). The rules name the change; which way it goes (the strings each pattern accepts)
 * is the subschema core's answer (`comparePatterns` in src/diff/subschema/strings.ts).
 */
export type { PatternChange };

const memo = new Map<string, PatternChange>();
/** Distinct pattern pairs remembered per process (a corpus repeats the same few patterns across tools and versions). */
const MEMO_LIMIT = 512;

/** The change of the node's `pattern`; `undefined` when it is the same. */
export function patternChange(pair: NodePair): PatternChange | undefined {
  const x = pair.before.constraints.get('pattern');
  const y = pair.after.constraints.get('pattern');
  if (x === y) return undefined;
  // a pattern every string passes (`.*`, `^[\s\S]*$`) constrains nothing: adding or removing it is a rewrite
  if (typeof y === 'string' && x === undefined) return compared(ANY_STRING, y).kind === 'equivalent' ? { kind: 'equivalent', before: null, after: y } : { kind: 'added', after: y };
  if (typeof x === 'string' && y === undefined) return compared(x, ANY_STRING).kind === 'equivalent' ? { kind: 'equivalent', before: x, after: null } : { kind: 'removed', before: x };
  if (typeof x !== 'string' || typeof y !== 'string') return { kind: 'unknown', before: String(x ?? ''), after: String(y ?? '') };
  return compared(x, y);
}

function compared(x: string, y: string): PatternChange {
  const key = `${x}\u0000${y}`;
  let out = memo.get(key);
  if (!out) {
    out = comparePatterns(x, y);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, out);
  }
  return out;
}

/** The pointer of the pattern keyword (in the new node unless the pattern was removed). */
export function patternPointer(pair: NodePair, c: PatternChange): string {
  return pair.at('pattern', c.kind !== 'removed' && !(c.kind === 'equivalent' && c.after === null));
}

export const PATTERN_KEYWORDS = ['pattern'];
