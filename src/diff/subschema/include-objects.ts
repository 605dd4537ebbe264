import type { JsonValue } from '../../util/json.js';
import { disjoint } from './disjoint.js';
import { BOTTOM_LAZY, canon, isBottom, strTop, TOP, TOP_LAZY, type Canon, type Lazy, type ObjForm } from './forms.js';
import { intersect, only, valueOf } from './intersect.js';
import { matches, member, memberForm, STRICT } from './member.js';
import { sample, sampleForm } from './sample.js';
import { exampleIn, lengthPattern, patternIn } from './strings.js';
import { markShortened, type Ctx } from './include-ctx.js';
import { safeIntersect } from './include-extras.js';
import { combine, each, outOrUnk, unk, type Res } from './res.js';

/** An object form within another: each property, the names neither declares, `required`, counts, dependencies. */

function declared(f: ObjForm): Set<string> {
  const out = new Set<string>();
  for (const l of f.layers) for (const n of l.props.keys()) out.add(n);
  return out;
}

/** Can a value of `f` hold property `name`? (`false` when a layer or `propertyNames` rules it out.) */
function allows(f: ObjForm, name: string): boolean {
  if (f.names.some((s) => member(s.get(), name) === false)) return false;
  return !isBottom(valueOf(f, name).get());
}

function namesCanon(f: ObjForm): Canon {
  let c: Canon = canon({ str: [strTop()] });
  for (const s of f.names) c = intersect(c, s.get());
  return c;
}

export function objIn(x: ObjForm, y: ObjForm, ctx: Ctx): Res {
  const rs: Res[] = [];
  // the first check that finds values outside ends the search: its candidates lead the answer either way, and each
  // further check samples whole objects of \`x\` (for a large schema, most of the time)
  const outside = (r: Res): boolean => {
    rs.push(r);
    if (r.k !== 'out' || ctx.thorough) return false;
    markShortened(ctx.memo);
    return true;
  };
  const keep = (v: JsonValue) => memberForm('obj', x, v) === true && memberForm('obj', y, v) === false;
  const objects = (steer: Parameters<typeof sampleForm>[3]) => sampleForm('obj', x, 0, steer);
  const names = new Set<string>([...declared(x), ...declared(y), ...y.required, ...y.depReq.flatMap(([p, qs]) => [p, ...qs]), ...y.depSchemas.map(([p]) => p)]);
  let oldNames: Canon | undefined;
  for (const n of names) {
    if (!allows(x, n)) continue;
    const vx = valueOf(x, n).get();
    if (y.names.some((s) => member(s.get(), n) === false)) {
      if (
        outside(
          outOrUnk(
            each(sample(vx), (v) => objects({ fix: new Map([[n, v]]) })),
            'propertyNames',
            keep,
          ),
        )
      )
        return combine(rs);
      continue;
    }
    // a names schema that cannot tell whether this name passes (a keyword the core does not read): the name is known
    // to pass only where the old names are already held to it
    for (const ns of y.names) {
      if (member(ns.get(), n, 0, STRICT) !== undefined) continue;
      const held = ctx.includes((oldNames ??= namesCanon(x)), ns.get(), ctx);
      if (held.k !== 'in') rs.push(held.k === 'unk' ? held : unk('propertyNames'));
    }
    const r = ctx.includes(vx, valueOf(y, n).get(), ctx);
    if (r.k === 'in') continue;
    if (r.k === 'unk') rs.push(r);
    else if (
      outside(
        outOrUnk(
          each(r.cands, (c) => objects({ fix: new Map([[n, c]]) })),
          r.kw,
          keep,
        ),
      )
    )
      return combine(rs);
  }
  if (outside(otherNames(x, y, names, ctx, objects, keep))) return combine(rs);
  for (const r of y.required) {
    if (x.required.has(r)) continue;
    if (outside(outOrUnk(objects({ omit: new Set([r]) }), 'required', keep))) return combine(rs);
  }
  if (y.minProps > Math.max(x.minProps, x.required.size) && outside(outOrUnk(objects({}), 'minProperties', keep))) return combine(rs);
  if (y.maxProps < x.maxProps && y.maxProps < nameCount(x) && outside(outOrUnk(objects({ full: true }), 'maxProperties', keep))) return combine(rs);
  for (const [p, qs] of y.depReq) {
    if (!allows(x, p)) continue;
    for (const q of qs) {
      if (x.required.has(q) || x.depReq.some(([p2, q2]) => p2 === p && q2.includes(q))) continue;
      const v = sample(valueOf(x, p).get())[0];
      if (outside(outOrUnk(v === undefined ? [] : objects({ fix: new Map([[p, v]]), omit: new Set([q]) }), 'dependentRequired', keep))) return combine(rs);
    }
  }
  for (const [p, s] of y.depSchemas) {
    if (!allows(x, p)) continue;
    const withP: ObjForm = { ...x, required: new Set([...x.required, p]) };
    let xc = only('obj', [withP]);
    for (const [p2, s2] of x.depSchemas) if (p2 === p) xc = safeIntersect(xc, s2.get());
    const r = ctx.includes(xc, s.get(), ctx);
    if (r.k !== 'in' && outside(r.k === 'out' ? { ...r, kw: r.kw || 'dependentSchemas' } : r)) return combine(rs);
  }
  for (const v of y.notVals) if (memberForm('obj', x, v) === true) rs.push({ k: 'out', kw: 'not', cands: [v] });
  return combine(rs);
}

/** How many names a value of `f` can hold at most (Infinity unless a layer closes it to a list). */
function nameCount(f: ObjForm): number {
  let best = Infinity;
  for (const l of f.layers) {
    if (l.patterns.length || !(l.additional === BOTTOM_LAZY || isBottom(l.additional.get()))) continue;
    best = Math.min(best, [...l.props.keys()].filter((n) => allows(f, n)).length);
  }
  return best;
}

/**
 * Names neither form declares: those matching a pattern of `x`, and any other name when every layer of `x` lets
 * unknown names through. Each class is compared by the schemas that apply to it on both sides.
 */
function otherNames(x: ObjForm, y: ObjForm, named: Set<string>, ctx: Ctx, objects: (s: Parameters<typeof sampleForm>[3]) => JsonValue[], keep: (v: JsonValue) => boolean): Res {
  const rs: Res[] = [];
  const yPatterns = y.layers.flatMap((l) => l.patterns);
  const xPatterns = x.layers.flatMap((l) => l.patterns.map((p) => p.re));
  /** A name no form declares, in the class (`pattern` of x, or none of x's), that `target` (a pattern of y, or none of y's) governs. */
  const fresh = (pattern: string | undefined, target: string | undefined): string | undefined => {
    const tries = [pattern, target]
      .filter((p): p is string => p !== undefined)
      .flatMap((p) => [exampleIn(p, '^$'), exampleIn(p, lengthPattern(0, 1))])
      .concat(['zz', 'extra', 'k9', 'q', 'a', 'x-a']);
    for (const n of tries) {
      if (n === undefined || named.has(n)) continue;
      try {
        if (pattern !== undefined && !matches(pattern, n)) continue;
        if (pattern === undefined && x.layers.some((l) => l.patterns.some((p) => matches(p.re, n)))) continue;
        if (target !== undefined && !matches(target, n)) continue;
        if (target === undefined && y.layers.some((l) => l.patterns.some((p) => matches(p.re, n)))) continue;
      } catch {
        continue;
      }
      if (allows(x, n)) return n;
    }
    return undefined;
  };
  const against = (vx: Canon, pattern: string | undefined, namePart: Canon): void => {
    if (isBottom(vx)) return;
    // the names themselves must pass y's propertyNames
    for (const ns of y.names) {
      const r = ctx.includes(namePart, ns.get(), ctx);
      if (r.k === 'in') continue;
      const name = r.k === 'out' ? (r.cands.find((c) => typeof c === 'string' && !named.has(c)) as string | undefined) : undefined;
      const v = sample(vx)[0];
      rs.push(name !== undefined && v !== undefined ? outOrUnk(objects({ fix: new Map([[name, v]]) }), 'propertyNames', keep) : r.k === 'unk' ? r : unk('propertyNames'));
    }
    for (const layer of y.layers) {
      const covered = pattern !== undefined && layer.patterns.some((q) => patternIn(pattern, q.re).kind === 'in');
      // a pattern of y every name of which matches a pattern of x governs none of the other names
      const targets: Array<{ s: Lazy; re?: string }> = layer.patterns.filter((q) =>
        pattern === undefined ? !xPatterns.some((p) => patternIn(q.re, p).kind === 'in') : !disjointPatterns(pattern, q.re),
      );
      if (!covered) targets.push({ s: layer.additional });
      for (const target of targets) {
        if (target.s === TOP_LAZY) continue;
        const r = ctx.includes(vx, target.s.get(), ctx);
        if (r.k === 'in') continue;
        if (r.k === 'unk') {
          rs.push(r);
          continue;
        }
        const name = fresh(pattern, target.re);
        rs.push(outOrUnk(name === undefined ? [] : r.cands.flatMap((c) => objects({ fix: new Map([[name, c]]) })), target.re === undefined ? 'additionalProperties' : 'patternProperties', keep));
      }
    }
  };
  const xNames = namesCanon(x);
  for (const layer of x.layers)
    for (const p of layer.patterns) {
      let vx: Canon = p.s.get();
      // the other layers' schemas for these names narrow it (a closing layer's pattern is only a permission)
      try {
        vx = intersect(vx, TOP);
      } catch {
        /* keep */
      }
      let namePart: Canon = xNames;
      try {
        namePart = intersect(xNames, canon({ str: [{ ...strTop(), patterns: [p.re] }] }));
      } catch {
        /* keep */
      }
      against(vx, p.re, namePart);
    }
  // any other name: only when no layer of x closes the object
  let additional: Canon = TOP;
  for (const layer of x.layers) additional = intersect(additional, layer.additional.get());
  if (!isBottom(additional)) against(additional, undefined, xNames);
  void yPatterns;
  return combine(rs);
}

/** Two patterns that provably match no common name (anchored, different literal starts). */
function disjointPatterns(p: string, q: string): boolean {
  return disjoint(canon({ str: [{ ...strTop(), patterns: [p] }] }), canon({ str: [{ ...strTop(), patterns: [q] }] }));
}
