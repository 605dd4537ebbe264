import type { JsonValue } from '../../util/json.js';
import { disjoint } from './disjoint.js';
import { TooLarge, type Canon, type Extras, type TypeKey } from './forms.js';
import { intersect, only } from './intersect.js';
import { member, memberForm } from './member.js';
import { sample, sampleForm } from './sample.js';
import { isCustomKeyword } from './keywords.js';
import { validates } from './validate.js';
import type { Ctx } from './include-ctx.js';
import { combine, outOrUnk, unk, type Res } from './res.js';

/** A form within another by the extras the other carries: `not`, `oneOf`, `if`/`then`/`else`, keywords the core does not read. */
export function extrasIn(t: TypeKey, xf: Extras, yf: Extras, ctx: Ctx): Res {
  const xc = only(t, [xf]);
  const rs: Res[] = [];
  const inX = (v: JsonValue) => memberForm(t, xf, v) === true;
  // a format no validator asserts meant something to the server: dropped or changed, it cannot be told safe either
  // (so did a custom keyword: validators ignore it, the server may not)
  for (const o of xf.opaque ?? []) if ((o.keyword === 'format' || isCustomKeyword(o.keyword)) && !yf.opaque?.some((p) => p.key === o.key)) rs.push(unk(o.keyword));
  for (const o of yf.opaque ?? []) {
    if (xf.opaque?.some((p) => p.key === o.key)) continue;
    rs.push(
      outOrUnk(sampleForm(t, xf), o.keyword, (v) => {
        try {
          return !validates(o.root, o.schema, v);
        } catch {
          return false;
        }
      }),
    );
  }
  for (const n of yf.nots ?? []) {
    if (xf.nots?.includes(n) || disjoint(xc, n)) continue;
    rs.push(
      outOrUnk(
        safeSample(() => intersect(xc, n)),
        'not',
        inX,
      ),
    );
  }
  for (const group of yf.oneOfs ?? []) {
    if (xf.oneOfs?.includes(group)) continue;
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++) {
        const gi = group[i] as Canon;
        const gj = group[j] as Canon;
        if (disjoint(xc, gi) || disjoint(xc, gj) || disjoint(gi, gj)) continue;
        // a value of `x` that passes two branches fails `oneOf`
        rs.push(
          outOrUnk(
            safeSample(() => intersect(intersect(xc, gi), gj)),
            'oneOf',
            inX,
          ),
        );
      }
  }
  for (const c of yf.conds ?? []) {
    if (xf.conds?.includes(c)) continue;
    const thenPart = ctx.includes(safeIntersect(xc, c.if), c.then, ctx);
    if (thenPart.k !== 'in') {
      rs.push(thenPart.k === 'out' ? thenPart : unk('then'));
      continue;
    }
    if (ctx.includes(xc, c.else, ctx).k === 'in' || ctx.includes(xc, c.if, ctx).k === 'in') continue;
    rs.push(outOrUnk(sampleForm(t, xf), 'else', (v) => member(c.if, v) === false && member(c.else, v) === false));
  }
  return combine(rs);
}

function safeSample(f: () => Canon): JsonValue[] {
  try {
    return sample(f());
  } catch (e) {
    if (e instanceof TooLarge) return [];
    throw e;
  }
}

export function safeIntersect(a: Canon, b: Canon): Canon {
  try {
    return intersect(a, b);
  } catch (e) {
    if (e instanceof TooLarge) return a;
    throw e;
  }
}
