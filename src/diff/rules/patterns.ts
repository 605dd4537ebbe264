import { createRequire } from 'node:module';
import type * as Refa from 'refa';
import type { NodePair } from '../rule.js';

/**
 * How the `pattern` of a node changed, shared by pattern-narrowed, pattern-widened and pattern-changed (each reports
 * its own case of one classification). Two patterns are compared by the strings they accept: each is turned into a
 * finite automaton (refa) with JSON Schema's search semantics (a pattern matches anywhere unless anchored), and one is
 * a subset of the other when no string is accepted by it and rejected by the other.
 */
export type PatternChange =
  | { kind: 'added'; after: string }
  | { kind: 'removed'; before: string }
  /** Accepts the same strings, written differently (a pattern every string passes, added or removed: `null` on that side). */
  | { kind: 'equivalent'; before: string | null; after: string | null }
  /** Accepts every string it accepted, and more (`example`: one of the new strings, when printable). */
  | { kind: 'widened'; before: string; after: string; example?: string }
  /** Rejects some strings it accepted (`example`: one of them, when printable); `partial`: it also accepts new ones. */
  | { kind: 'narrowed'; before: string; after: string; example?: string; partial: boolean }
  /** Backreferences, lookarounds, flags or size the automata cannot take: the two cannot be compared. */
  | { kind: 'unknown'; before: string; after: string };

/** Automata larger than this are not built: the comparison answers `unknown` rather than spend the run on it. */
export const PATTERN_AUTOMATON_LIMIT = 4000;

/**
 * The regex engine (refa, about 1 MB of code), loaded on first use: only a run that compares two different patterns
 * pays for it. The load is synchronous, so the comparison stays so. In a bundle, this `require` is webpack's: it loads
 * the bundled module when first called (the CLI and action bundles keep refa in a file of their own, an ncc external:
 * see scripts/bundle.mjs); run from the sources, Node's.
 */
let engine: typeof Refa | undefined;
function refa(): typeof Refa {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load that webpack bundles (see above)
  return (engine ??= typeof require === 'function' ? (require('refa') as typeof Refa) : (createRequire(import.meta.url)('refa') as typeof Refa));
}

type Edge = 'behind' | 'ahead';
type Node = NonNullable<ReturnType<typeof Refa.JS.Parser.prototype.parse>['expression']['alternatives'][number]['elements'][number]>;

/** `^` and `$` (outside multiline mode) parse as "no character before / after": a negated lookaround of every character. */
function isAnchor(el: Node | undefined, kind: Edge): boolean {
  if (el?.type !== 'Assertion' || !el.negate || el.kind !== kind || el.alternatives.length !== 1) return false;
  const only = el.alternatives[0]!.elements;
  return only.length === 1 && only[0]!.type === 'CharacterClass' && only[0]!.characters.isAll;
}

/** The automaton of the strings a JSON Schema `pattern` accepts (ECMA-262 with the `u` flag, unanchored search). */
function automaton(pattern: string): Refa.NFA {
  const { CharSet, JS, NFA } = refa();
  const { expression, maxCharacter } = JS.Parser.fromLiteral({ source: pattern, flags: 'u' }).parse({ assertions: 'parse', backreferences: 'throw' });
  const anything = {
    type: 'Quantifier' as const,
    min: 0,
    max: Infinity,
    lazy: false,
    alternatives: [{ type: 'Concatenation' as const, elements: [{ type: 'CharacterClass' as const, characters: CharSet.all(maxCharacter) }] }],
  };
  const alternatives = expression.alternatives.map((c) => {
    const elements = [...c.elements];
    const start = isAnchor(elements[0], 'behind');
    if (start) elements.shift();
    const end = isAnchor(elements[elements.length - 1], 'ahead');
    if (end) elements.pop();
    return { type: 'Concatenation' as const, elements: [...(start ? [] : [anything]), ...elements, ...(end ? [] : [anything])] };
  });
  // any other assertion (a lookahead, \b, an anchor inside a group) makes fromRegex throw: the comparison is unknown
  return NFA.fromRegex({ type: 'Expression', alternatives }, { maxCharacter }, { assertions: 'throw', unknowns: 'throw' }, new NFA.LimitedNodeFactory(PATTERN_AUTOMATON_LIMIT));
}

/** A string `a` accepts and `b` rejects (`null`: none, `a` ⊆ `b`). */
function witness(a: Refa.NFA, notB: Refa.DFA): number[] | null {
  for (const word of refa().getIntersectionWords(a, notB)) return [...word];
  return null;
}

/**
 * Each pattern's automaton and the complement of its DFA, built once per process (the subschema core asks about the
 * same few patterns many times: one against the empty string, against a length, against another). `null`: the
 * engine cannot take the pattern (a backreference, a lookaround, past the size limit).
 */
interface Automata {
  nfa: Refa.NFA;
  /** Built when first needed. */
  notDfa?: Refa.DFA;
}
const automata = new Map<string, Automata | null>();
/** Distinct patterns whose automata are remembered per process. */
const AUTOMATA_LIMIT = 512;

function automataOf(pattern: string): Automata {
  let out = automata.get(pattern);
  if (out === undefined) {
    try {
      out = { nfa: automaton(pattern) };
    } catch {
      out = null;
    }
    if (automata.size >= AUTOMATA_LIMIT) automata.clear();
    automata.set(pattern, out);
  }
  if (out === null) throw new Error('the automaton cannot be built');
  return out;
}

function complementOf(a: Automata): Refa.DFA {
  if (!a.notDfa) {
    const { DFA } = refa();
    const d = DFA.fromFA(a.nfa, new DFA.LimitedNodeFactory(PATTERN_AUTOMATON_LIMIT));
    d.complement();
    a.notDfa = d;
  }
  return a.notDfa;
}

/**
 * One direction of the comparison: a string `before` accepts and `after` rejects (`null`: there is none, every string
 * of `before` passes `after`; `undefined`: the automata cannot say). The subschema core asks only this.
 */
export function lostString(before: string, after: string): number[] | null | undefined {
  refa();
  try {
    return witness(automataOf(before).nfa, complementOf(automataOf(after)));
  } catch {
    return undefined;
  }
}

/** A witness worth showing: printable ASCII, not too long. */
export function printable(word: number[] | null): string | undefined {
  if (!word || word.length > 40 || word.some((c) => c < 0x20 || c > 0x7e)) return undefined;
  return String.fromCharCode(...word);
}

/** Compare two patterns by the strings they accept. */
export function comparePatterns(before: string, after: string): PatternChange {
  let lost: number[] | null;
  let gained: number[] | null;
  refa(); // outside the try: an engine that cannot load is an error of the build, never a pattern found incomparable
  try {
    const a = automataOf(before);
    const b = automataOf(after);
    lost = witness(a.nfa, complementOf(b));
    gained = witness(b.nfa, complementOf(a));
  } catch {
    return { kind: 'unknown', before, after };
  }
  if (!lost && !gained) return { kind: 'equivalent', before, after };
  if (!lost) return { kind: 'widened', before, after, example: printable(gained) };
  return { kind: 'narrowed', before, after, example: printable(lost), partial: gained !== null };
}

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

/** Every string. */
const ANY_STRING = '^[\\s\\S]*$';

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
