import { canonicalJson, normalizeSchema } from '../../contract/canonical.js';
import { isObject, jsonEqual, type JsonObject, type JsonValue } from '../../util/json.js';
import { textFlags } from '../flags/instructions.js';
import { confusableFlag, SkeletonIndex } from '../flags/confusable.js';
import { pairParams } from '../pairing/params.js';
import type { NodePair, Site } from '../rule.js';
import { RULES } from '../rules/catalog.js';
import * as R from '../rules/index.js';
import { titleFollowsName } from '../rules/titles.js';
import { compareAlternatives } from './alternatives.js';
import { childPath, site, type SchemaContext } from './context.js';
import { FORM_OVERLAP, formOverlap, mergeForms, pairForms } from './object-forms.js';
import { child, type Located } from './resolve.js';
import { describeForm, isClosed, prefixItemsOf, propertiesOf, requiredOf, viewOf, type SchemaView } from './view.js';
import { ROOT_STEP, settle, type Frame } from './verdict.js';
import type { Step } from '../subschema/index.js';
import { ANNOTATIONS, isTrivial } from '../subschema/keywords.js';
import { included } from '../subschema/index.js';
import { refersAnywhere } from '../subschema/same.js';

const MAX_DEPTH = 48;
/**
 * A shared definition is compared at every path that uses it (its changes are named where each use is), a recursive
 * one once per path; past this many nodes in one schema, a pair of nodes is compared only the first time it is met.
 */
const MAX_VISITS = 4000;

/** Rules that detect on node pairs in their own module (`detect`), in catalog order, and the keywords they claim. */
const DETECTING = RULES.filter((r) => r.detect);
const CLAIMED: ReadonlySet<string> = new Set(DETECTING.flatMap((r) => r.detect!.keywords));

/** Compare two schema nodes at one parameter path, reporting every difference a caller would feel. */
export function compareSchemas(ctx: SchemaContext, a: Located, b: Located, path: string, step: Step = ROOT_STEP, depth = 0, renamed?: { from: string; to: string }): void {
  if (depth > MAX_DEPTH) return;
  if (++ctx.visits.n > MAX_VISITS) {
    let seenB = ctx.seen.get(a.schema);
    if (!seenB) ctx.seen.set(a.schema, (seenB = new WeakSet()));
    if (seenB.has(b.schema)) return;
    seenB.add(b.schema);
  }
  // Identical subtrees accept the same instances: nothing to report, nothing to walk (the common case by far); in a
  // document with references, when the subtree itself refers to nothing (else its targets may differ)
  if (jsonEqual(a.schema, b.schema) && (!ctx.refs || !refersAnywhere(a.schema))) return;

  const va = viewOf(a);
  const vb = viewOf(b);
  // a recursive definition meets the same pair of nodes (where they are written) again below itself: stop there (a
  // definition shared by two paths is compared at both, so its change is named where each path uses it)
  if (ctx.frames.some((f) => f.resolved[0] === va.node.pointer && f.resolved[1] === vb.node.pointer)) {
    const parent = ctx.frames[ctx.frames.length - 1];
    if (parent) parent.recursion = true;
    return;
  }
  const start = ctx.count.n;
  const at = site(ctx, path, vb.node.pointer);
  const frame: Frame = { a, b, path, step, changes: [], breaking: false, resolved: [va.node.pointer, vb.node.pointer] };
  ctx.frames.push(frame);
  try {
    detect(ctx, va, vb, at, renamed);
    compareObjects(ctx, va, vb, path, depth);
    compareArrays(ctx, va, vb, path, depth);
    compareAlternatives(ctx, va, vb, at);

    // a rename carries the titles generated from the two names (pydantic's): one finding, the rename
    const titleFollows = titleFollowsName(va.title, vb.title, renamed);
    const differing = differingKeywords(va, vb).filter((k) => !(titleFollows && k === 'title'));
    const quiet = ctx.count.n === start;
    settle(
      ctx.judge,
      ctx.frames,
      { differs: differing.filter(valueKeyword), quiet },
      {
        report: (meta, schemaPath) => {
          // a call that now fails a union or a condition is a composition change; anything else, the core's own finding
          const composition = meta.verdict === 'breaks' && schemaPath !== undefined ? COMPOSITION.find((k) => schemaPath.includes(`/${k}`)) : undefined;
          if (composition === undefined) ctx.emit(R.schemaChanged, at, null, null, meta);
          else if (ctx.direction === 'request') ctx.emit(R.compositionNarrowed, at, null, null, { keyword: composition, detail: `calls that passed before now fail ${composition}` });
          else ctx.emit(R.compositionWidened, at, null, null, { keyword: composition, detail: `may now hold values the old schema's ${composition} ruled out` });
        },
        representation: () => ctx.emit(R.schemaRepresentationChanged, at, null, null, { detail: `schema written differently (${differing.join(', ')})` }),
      },
    );
    // written differently in keywords that decide nothing (a `$schema` URL, a comment): still worth a line
    // (unless the core cannot read the node at all: a dialect it does not know is not "written differently")
    if (quiet && ctx.count.n === start && differing.length) {
      if (frame.verdict?.kind === 'unknown') ctx.emit(R.schemaChanged, at, null, null, { verdict: 'unknown', keyword: frame.verdict.keyword });
      else ctx.emit(R.schemaRepresentationChanged, at, null, null, { detail: `schema written differently (${differing.join(', ')})` });
    }
  } finally {
    ctx.frames.pop();
  }
}

/** Keywords whose failure is a composition change (a union's alternatives, a condition). */
const COMPOSITION = ['oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'dependentRequired', 'contains'];

/** A keyword whose change can change which values pass (not an annotation, not the reading of `$schema`). */
function valueKeyword(k: string): boolean {
  const name = k.startsWith('$schema ') ? '$schema' : k;
  return !ANNOTATIONS.has(name) && !name.startsWith('x-');
}

/**
 * The rules' own detection (`detect` in their modules: types, values, constraints, conditions, descriptions, titles,
 * defaults, patterns), in catalog order: each hook sees the node pair and reports its findings.
 */
function detect(ctx: SchemaContext, va: SchemaView, vb: SchemaView, at: Site, renamed: { from: string; to: string } | undefined): void {
  const pair: NodePair = {
    before: va,
    after: vb,
    site: at,
    direction: ctx.direction,
    closed: { before: closedView(va), after: closedView(vb) },
    at: (keyword, inAfter = true) => `${inAfter ? vb.node.pointer : va.node.pointer}/${keyword}`,
    claimed: CLAIMED,
  };
  if (renamed) pair.renamed = renamed;
  for (const rule of DETECTING) for (const f of rule.detect!.compare(pair) ?? []) ctx.emit(rule, { ...at, pointer: f.pointer }, f.before, f.after, f.meta, f.flags);
}

/** Every object form of the node is closed to unknown properties. */
function closedView(view: SchemaView): boolean {
  return view.objectForms.length > 0 && view.objectForms.every(isClosed);
}

function differingKeywords(va: SchemaView, vb: SchemaView): string[] {
  const ra = va.node.schema;
  const rb = vb.node.schema;
  const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])].sort();
  const out: string[] = [];
  for (const k of keys) {
    if (k === 'properties' || k === 'items') continue; // children report for themselves
    if (k === '$defs' || k === 'definitions') continue; // read through the $refs that use them, where they are used
    if (jsonEqual(ra[k], rb[k])) continue;
    if (!jsonEqual(normalizeSchema({ [k]: ra[k] ?? null }), normalizeSchema({ [k]: rb[k] ?? null }))) {
      if (k === '$schema') out.push(`$schema ${String(ra[k] ?? '(none)')} → ${String(rb[k] ?? '(none)')}`);
      else out.push(k);
    }
  }
  return out;
}

/** A form nobody could have sent before (the old value could not be an object): what it requires breaks no one. */
function excludes(view: SchemaView, type: string): boolean {
  return view.types !== null && !view.types.includes(type);
}

function compareObjects(ctx: SchemaContext, va: SchemaView, vb: SchemaView, path: string, depth: number): void {
  const fa = va.objectForms;
  const fb = vb.objectForms;
  if (fa.length === 0 && fb.length === 0) return;
  if (fa.length <= 1 && fb.length <= 1) {
    if (fa.length === 0 && !excludes(va, 'object')) return;
    if (fb.length === 0 && !excludes(vb, 'object')) return;
    const [x, y] = [fa[0], fb[0]];
    // an object loosened to any properties, `additionalProperties: true` written out or not, reports each parameter
    // it no longer declares (one answer for one change: param-removed, as when the properties are simply gone)
    compareProperties(ctx, x, y, path, depth, fa.length === 0);
    return;
  }
  // One object split into alternatives, or alternatives merged into one: judged by what the continuing forms accept.
  if (fa.length === 1 || fb.length === 1) {
    const one = (fa.length === 1 ? fa[0] : fb[0]) as Located;
    const many = fa.length === 1 ? fb : fa;
    const continuing = many.filter((m) => formOverlap(one, m) > FORM_OVERLAP);
    // an alternative that is the old form unchanged keeps it whole: the others are alternatives added (or removed)
    const kept = many.some((m) => canonicalJson(normalizeSchema(m.schema)) === canonicalJson(normalizeSchema(one.schema)));
    if (continuing.length >= 2 && !kept) {
      const merged = mergeForms(continuing);
      if (fa.length === 1) compareProperties(ctx, one, merged, path, depth, false);
      else compareProperties(ctx, merged, one, path, depth, false);
      const at = (n: Located) => site(ctx, path, n.pointer);
      for (const m of many) {
        if (continuing.includes(m)) continue;
        if (fa.length === 1) ctx.emit(R.compositionWidened, at(m), null, describeForm(m), { keyword: 'anyOf', detail: `alternative ${describeForm(m)} added` });
        else ctx.emit(R.compositionNarrowed, at(m), describeForm(m), null, { keyword: 'anyOf', detail: `alternative ${describeForm(m)} removed` });
      }
      return;
    }
  }
  // Several object forms (a discriminated union): pair the forms, compare each pair, report forms added or removed.
  const pairs = pairForms(fa, fb);
  for (const [x, y] of pairs) compareProperties(ctx, x, y, path, depth, false);
  const at = (n: Located) => site(ctx, path, n.pointer);
  for (const x of fa) if (!pairs.some(([p]) => p === x)) ctx.emit(R.compositionNarrowed, at(x), describeForm(x), null, { keyword: 'anyOf', detail: `alternative ${describeForm(x)} removed` });
  for (const y of fb) if (!pairs.some(([, p]) => p === y)) ctx.emit(R.compositionWidened, at(y), null, describeForm(y), { keyword: 'anyOf', detail: `alternative ${describeForm(y)} added` });
}

function compareProperties(ctx: SchemaContext, a: Located | undefined, b: Located | undefined, path: string, depth: number, newForm: boolean): void {
  const pa = a ? propertiesOf(a) : new Map<string, Located>();
  const pb = b ? propertiesOf(b) : new Map<string, Located>();
  const ra = a ? requiredOf(a) : new Set<string>();
  const rb = b ? requiredOf(b) : new Set<string>();
  const closedA = a ? isClosed(a) : true;
  const closedB = b ? isClosed(b) : true;
  if (a && b && closedA !== closedB) {
    const s = site(ctx, path, `${b.pointer}/additionalProperties`);
    ctx.emit(closedB ? R.additionalPropertiesClosed : R.additionalPropertiesOpened, s, a.schema.additionalProperties ?? null, b.schema.additionalProperties ?? null);
  }
  const removed = [...pa.keys()].filter((k) => !pb.has(k));
  const added = [...pb.keys()].filter((k) => !pa.has(k));
  for (const [name, x] of pa) {
    const y = pb.get(name);
    if (!y) continue;
    const p = childPath(path, name);
    const s = site(ctx, p, y.pointer);
    if (!ra.has(name) && rb.has(name)) ctx.emit(R.paramBecameRequired, s, false, true);
    if (ra.has(name) && !rb.has(name)) ctx.emit(R.paramBecameOptional, s, true, false);
    compareSchemas(ctx, x, y, p, { kind: 'prop', name }, depth + 1);
  }
  const declined: Array<[string, string]> = [];
  const renames =
    removed.length && added.length
      ? pairParams(
          removed.map((n) => [n, pa.get(n) as Located]),
          added.map((n) => [n, pb.get(n) as Located]),
          { oldNames: [...pa.keys()], newNames: [...pb.keys()] },
          declined,
        )
      : [];
  const possibleRenameOf = new Map(declined.map(([x, y]) => [y, childPath(path, x)]));
  const renamedFrom = new Set(renames.map(([x]) => x));
  const renamedTo = new Set(renames.map(([, y]) => y));
  // a new name that looks like another of the same object (UTS #39 skeleton) is flagged where it arrives
  const siblings = added.length ? new SkeletonIndex([...pb.keys()].map((n) => ({ name: n }))) : undefined;
  const lookalike = (name: string, what: string) => {
    const flag = siblings && confusableFlag(what, name, siblings.lookalikes(name), 'parameter');
    return flag ? [flag] : [];
  };
  for (const [from, to] of renames) {
    const p = childPath(path, to);
    const y = pb.get(to) as Located;
    // The rename carries the description change (and any flag on the new words): one finding, as a reviewer reads it.
    const dx = viewOf(pa.get(from) as Located).description;
    const dy = viewOf(y).description;
    const descriptionChanged = (dx ?? '') !== (dy ?? '');
    const flags = [...(descriptionChanged ? textFlags(dx, dy, `the description of renamed parameter '${p}'`) : []), ...lookalike(to, `renamed parameter '${p}'`)];
    ctx.emit(R.paramRenamed, site(ctx, p, y.pointer), childPath(path, from), p, { closed: closedB, requiredAfter: rb.has(to), descriptionChanged }, flags);
    compareSchemas(ctx, pa.get(from) as Located, y, p, { kind: 'prop', name: from }, depth + 1, { from, to });
  }
  // values of a declared map on both sides (`additionalProperties` with a schema): data the calls carry, compared too
  const mapA = a?.schema.additionalProperties;
  const mapB = b?.schema.additionalProperties;
  if (a && b && isObject(mapA) && isObject(mapB) && !isTrivial(mapA) && !isTrivial(mapB))
    compareSchemas(ctx, child(a, mapA, 'additionalProperties') as Located, child(b, mapB, 'additionalProperties') as Located, childPath(path, '*'), { kind: 'map' }, depth + 1);
  for (const name of removed) {
    if (renamedFrom.has(name)) continue;
    const x = pa.get(name) as Located;
    ctx.emit(R.paramRemoved, site(ctx, childPath(path, name), x.pointer), summary(x, ra.has(name)), null, { closed: b ? closedB : true });
  }
  for (const name of added) {
    if (renamedTo.has(name)) continue;
    const y = pb.get(name) as Located;
    const s = site(ctx, childPath(path, name), y.pointer);
    const flags = [
      ...textFlags(undefined, typeof y.schema.description === 'string' ? y.schema.description : undefined, `the description of new parameter '${s.path}'`),
      ...lookalike(name, `new parameter '${s.path}'`),
    ];
    const rename = possibleRenameOf.has(name) ? { possibleRenameOf: possibleRenameOf.get(name) as string } : undefined;
    if (rb.has(name)) ctx.emit(R.paramAddedRequired, s, null, summary(y, true), { newForm: newForm ? path : undefined, ...rename }, flags);
    else ctx.emit(R.paramAddedOptional, s, null, summary(y, false), rename, flags);
  }
}

/** What a reviewer needs to see of an added or removed parameter: its type, whether it is required, its description. */
function summary(node: Located, required: boolean): JsonValue {
  const v = viewOf(node);
  const out: Record<string, JsonValue> = { type: v.types ? (v.types.length === 1 ? (v.types[0] as string) : v.types) : 'any', required };
  if (v.description !== undefined) out.description = v.description;
  if (v.values) out.enum = v.values;
  if (v.hasDefault) out.default = v.default ?? null;
  return out;
}

function compareArrays(ctx: SchemaContext, va: SchemaView, vb: SchemaView, path: string, depth: number): void {
  const fa = va.arrayForms[0];
  const fb = vb.arrayForms[0];
  if (!fa || !fb) return;
  const pa = prefixItemsOf(fa);
  const pb = prefixItemsOf(fb);
  const ra = restOf(fa);
  const rb = restOf(fb);
  // an unconstrained position compares against the empty schema (items constrained where they were free, or the reverse)
  const empty = (n: Located): Located => ({ ...n, schema: {} });
  const positions = Math.max(pa.length, pb.length);
  for (let i = 0; i < positions; i++) {
    const x = pa[i] ?? ra;
    const y = pb[i] ?? rb;
    // a position one side does not allow at all is the tuple's shape (below); one both leave free has nothing to compare
    if (x === false || y === false || (!x && !y)) continue;
    compareSchemas(ctx, x ?? empty(y as Located), y ?? empty(x as Located), `${path}[${i}]`, { kind: 'item', index: i }, depth + 1);
  }
  if (ra !== false && rb !== false && (ra || rb)) compareSchemas(ctx, ra ?? empty(rb as Located), rb ?? empty(ra as Located), `${path}[]`, { kind: 'item', index: positions }, depth + 1);
  if (pa.length !== pb.length || (ra === false) !== (rb === false)) {
    // the tuple's shape (how many positions, closed or not), judged by what it lets through: a closed tuple that
    // grows accepts more, one that shrinks (or closes) rejects the longer calls
    const shape = (n: number, closed: boolean): JsonObject => ({ type: 'array', ...(n ? { prefixItems: Array<JsonValue>(n).fill(true) } : {}), ...(closed ? { items: false } : {}) });
    const sa = shape(pa.length, ra === false);
    const sb = shape(pb.length, rb === false);
    const wider = included({ schema: sa, root: sa }, { schema: sb, root: sb }).kind === 'included';
    const narrower = included({ schema: sb, root: sb }, { schema: sa, root: sa }).kind === 'included';
    if (wider && narrower) return;
    const what = (n: number, closed: boolean) => `${closed ? 'closed' : 'open'} tuple of ${n} position${n === 1 ? '' : 's'}`;
    const detail = `${what(pa.length, ra === false)} became a ${what(pb.length, rb === false)}`;
    const s = site(ctx, path, fb.pointer);
    if (wider) ctx.emit(R.compositionWidened, s, pa.length, pb.length, { keyword: 'prefixItems', detail });
    else ctx.emit(R.compositionNarrowed, s, pa.length, pb.length, { keyword: 'prefixItems', detail });
  }
}

/** The schema of the positions after a tuple's own (`items` after `prefixItems`, draft-07 `additionalItems`): false when none may be there. */
function restOf(form: Located): Located | false | undefined {
  const s = form.schema;
  const [rest, key] = Array.isArray(s.prefixItems) ? [s.items, 'items'] : Array.isArray(s.items) ? [s.additionalItems, 'additionalItems'] : [s.items, 'items'];
  if (rest === false) return false;
  return isObject(rest) ? child(form, rest, key) : undefined;
}
