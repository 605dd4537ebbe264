import { isObject, jsonEqual, type JsonValue } from '../../util/json.js';
import { canonOf } from './build.js';
import { callsOf, callsOfNode, isFreeFormValue } from './calls.js';
import { TooLarge } from './forms.js';
import { includes, newCtx, wasShortened, type Ctx } from './include.js';
import type { Res } from './res.js';
import { localDocument } from './refs.js';
import { refersAnywhere, refTargets, sameValues } from './same.js';
import { sampleForm } from './sample.js';
import { Unsupported } from './ajv-semantics.js';
import { isKnownDialect } from './node-reading.js';
import { failureOf, validates, type Failure } from './validate.js';

/**
 * The subschema core (docs/accuracy.md): does every value of one schema pass another?
 *
 * - `included`: proven (a sound check over canonical forms: it may fail to prove, never prove falsely);
 * - `excluded`: not, with a witness, a concrete value that passes the first and fails the second, confirmed by the
 *   validator (`validate.ts`, written to agree with ajv) on both schemas as written, and where it fails in the second;
 * - `unknown`: cannot tell, and the keyword that stopped it.
 *
 * With `calls`, the first schema is read as the calls it describes (`callsOf`: objects use only declared names).
 */
export type Verdict = { kind: 'included' } | { kind: 'excluded'; witness: JsonValue; failure: Failure } | { kind: 'unknown'; keyword: string };

/** A schema and the document its `$ref`s resolve in. */
export interface Side {
  schema: JsonValue;
  root: JsonValue;
}

export interface IncludedOptions {
  /** Read `a` as the calls it describes (request direction). */
  calls?: boolean;
  /** Read `b` as the calls it describes too (for "the same calls": both ways, both read as calls). */
  callsB?: boolean;
  /** Comparisons already made between the same two documents (shared by the questions asked of one schema pair). */
  memo?: Map<string, Res>;
}

const INCLUDED: Verdict = { kind: 'included' };

export function included(written: Side, writtenB: Side, opts: IncludedOptions = {}): Verdict {
  // every reference as a local pointer (`$id`, `$anchor`, bounded `$dynamicRef`: refs.ts)
  const a = localDocument(written);
  const b = localDocument(writtenB);
  // a document in a dialect the core does not read is not compared, not even as "written alike"
  for (const s of [a.root, a.schema, b.root, b.schema]) if (isObject(s) && !isKnownDialect(s.$schema)) return { kind: 'unknown', keyword: '$schema' };
  if (sameMeaning(a, b)) return INCLUDED;
  // the calls reading closes a declared object just as `unevaluatedProperties: false` does (calls.ts)
  if (opts.calls && (closedAsCalls(a, b) || (opts.callsB && closedAsCalls(b, a)))) return INCLUDED;
  const first = newCtx();
  if (opts.memo) first.memo = opts.memo;
  const ask = (ctx: Ctx): Res | Verdict => {
    try {
      const x = canonOf(a.schema, a.root, opts.calls ? 'entry' : 'open');
      const y = canonOf(b.schema, b.root, opts.callsB ? 'entry' : 'open');
      return includes(x, y, ctx);
    } catch (e) {
      if (e instanceof Unsupported || e instanceof TooLarge) return { kind: 'unknown', keyword: e.keyword };
      throw e;
    }
  };
  const r = ask(first);
  if ('kind' in r) return r;
  if (r.k === 'in') return INCLUDED;
  if (r.k === 'out') {
    const w = confirm(a, b, r.cands, opts);
    if (w) return w;
  }
  // the search stops at the first check that finds candidates (fewer candidates, so a union may keep none); when it
  // did and ends without a confirmed witness, every check is searched
  if (!wasShortened(first.memo)) return { kind: 'unknown', keyword: r.kw };
  const all = ask(newCtx(true));
  if ('kind' in all) return all;
  if (all.k === 'in') return INCLUDED;
  if (all.k === 'unk') return { kind: 'unknown', keyword: all.kw };
  return confirm(a, b, all.cands, opts) ?? { kind: 'unknown', keyword: all.kw };
}

/** The first candidate the validator confirms: it passes `a` (as calls when asked) and fails `b`. */
export function confirm(writtenA: Side, writtenB: Side, cands: JsonValue[], opts: IncludedOptions = {}): Extract<Verdict, { kind: 'excluded' }> | undefined {
  const a = localDocument(writtenA);
  const b = localDocument(writtenB);
  try {
    const rootA = opts.calls ? callsOf(a.root) : a.root;
    const schemaA = opts.calls ? callsOfNode(a.schema, a.root) : a.schema;
    const rootB = opts.callsB ? callsOf(b.root) : b.root;
    const schemaB = opts.callsB ? callsOfNode(b.schema, b.root) : b.schema;
    for (const w of cands) {
      if (!validates(rootA, schemaA, w)) continue;
      const failure = failureOf(rootB, schemaB, w);
      if (failure) return { kind: 'excluded', witness: w, failure };
    }
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
  }
  return undefined;
}

/** Does `value` pass `a` (read as calls when asked)? For lifting a witness into a whole call. */
export function accepts(written: Side, value: JsonValue, opts: IncludedOptions = {}): boolean | undefined {
  const a = localDocument(written);
  try {
    return validates(opts.calls ? callsOf(a.root) : a.root, opts.calls ? callsOfNode(a.schema, a.root) : a.schema, value);
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

/**
 * The same schema text reading the same definitions accepts the same values (and its calls are among them); so does a
 * schema that differs only in annotations and refers to nothing (sameValues). Definitions are enough to compare when
 * every reference, the schema's and the definitions' own, is a `$ref` into them; else the whole documents are.
 */
/**
 * `closed` is `plain` with `unevaluatedProperties: false` added and nothing else, where `plain` is no free-form value:
 * the calls reading of `plain` (calls.ts) closes it just so, whatever its branches declare, so the calls of `plain`
 * are exactly the values `closed` accepts as calls (and read as calls both, the two are the same).
 */
function closedAsCalls(plain: Side, closed: Side): boolean {
  const p = plain.schema;
  const c = closed.schema;
  if (!isObject(p) || !isObject(c) || c.unevaluatedProperties !== false || p.unevaluatedProperties !== undefined) return false;
  const { unevaluatedProperties: _closing, ...rest } = c;
  return sameMeaning(plain, { schema: rest, root: closed.root }) && !isFreeFormValue(p, plain.root);
}

function sameMeaning(a: Side, b: Side): boolean {
  if (!jsonEqual(a.schema, b.schema)) return sameValues(a.schema, b.schema);
  if (a.root === b.root || !refersAnywhere(a.schema)) return true;
  const defs = defsOf(a.root);
  const intoDefs = (refs: string[] | undefined) => refs?.every((r) => r.startsWith('#/$defs/') || r.startsWith('#/definitions/')) === true;
  if (intoDefs(refTargets(a.schema)) && intoDefs(refTargets(defs))) return jsonEqual(defs, defsOf(b.root));
  return jsonEqual(a.root, b.root);
}

/** How a value sits in the value around it: a property, an item, a map entry, or the same value (a union form). */
export type Step = { kind: 'prop'; name: string } | { kind: 'item'; index: number } | { kind: 'map' } | { kind: 'same' };

const MAP_NAMES = ['key', 'key1', 'k', 'name', 'x-key', 'a'];

/**
 * A value of `parent` (read as calls when asked) holding `value` at `step`, checked by the validator; undefined when
 * none is found. Used to place a witness found at a parameter into a whole call.
 */
export function embed(written: Side, step: Step, value: JsonValue, opts: IncludedOptions = {}): JsonValue | undefined {
  const parent = localDocument(written);
  if (step.kind === 'same') return accepts(parent, value, opts) === true ? value : undefined;
  let c;
  try {
    c = canonOf(parent.schema, parent.root, opts.calls ? 'entry' : 'open');
  } catch {
    return undefined;
  }
  const cands: JsonValue[] = [];
  try {
    if (step.kind === 'item') for (const f of c.arr) cands.push(...sampleForm('arr', f, 0, { at: new Map([[step.index, value]]) }));
    else {
      const names = step.kind === 'prop' ? [step.name] : MAP_NAMES;
      for (const name of names) for (const f of c.obj) cands.push(...sampleForm('obj', f, 0, { fix: new Map([[name, value]]) }));
    }
  } catch (e) {
    if (!(e instanceof Unsupported || e instanceof TooLarge)) throw e;
  }
  return cands.find((w) => accepts(parent, w, opts) === true);
}

function defsOf(root: JsonValue): JsonValue {
  if (root === null || typeof root !== 'object' || Array.isArray(root)) return null;
  return [root.$defs ?? null, root.definitions ?? null];
}

export { callsOf } from './calls.js';
export type { Failure } from './validate.js';
