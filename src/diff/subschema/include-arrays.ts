import type { JsonValue } from '../../util/json.js';
import { disjoint } from './disjoint.js';
import { BOTTOM_LAZY, isBottom, type ArrForm, type Lazy } from './forms.js';
import { intersect } from './intersect.js';
import { memberForm, position } from './member.js';
import { sample, sampleForm } from './sample.js';
import type { Ctx } from './include-ctx.js';
import { combine, IN, outOrUnk, type Res } from './res.js';

/** An array form within another: lengths, each position, `contains`, `uniqueItems`. */

export /** The most items a form allows: its bound, or the first position no value can take. */
function maxLength(f: ArrForm): number {
  let max = f.maxItems;
  for (let i = 0; i < Math.min(f.prefix.length, max); i++) if (isBottom((f.prefix[i] as Lazy).get())) return i;
  if (f.items === BOTTOM_LAZY || isBottom(f.items.get())) max = Math.min(max, f.prefix.length);
  return max;
}

export function arrIn(x: ArrForm, y: ArrForm, ctx: Ctx): Res {
  const xmax = maxLength(x);
  if (x.minItems > xmax) return IN;
  const rs: Res[] = [];
  const arrays = (steer: Parameters<typeof sampleForm>[3]) => sampleForm('arr', x, 0, steer);
  const keep = (v: JsonValue) => memberForm('arr', x, v) === true && memberForm('arr', y, v) === false;
  if (y.minItems > x.minItems) rs.push(outOrUnk(arrays({ length: x.minItems }), 'minItems', keep));
  if (y.maxItems < xmax) rs.push(outOrUnk(arrays({ length: y.maxItems + 1 }), 'maxItems', keep));
  const n = Math.max(x.prefix.length, y.prefix.length);
  for (let i = 0; i <= n && i < xmax; i++) {
    const r = ctx.includes(position(x, i).get(), position(y, i).get(), ctx);
    if (r.k === 'in') continue;
    if (r.k === 'unk') rs.push(r);
    else
      rs.push(
        outOrUnk(
          r.cands.flatMap((c) => arrays({ at: new Map([[i, c]]) })),
          r.kw,
          keep,
        ),
      );
  }
  for (const c of y.contains) {
    if (c.min > 0) {
      const byContains = x.contains.some((d) => d.min >= c.min && ctx.includes(d.s.get(), c.s.get(), ctx).k === 'in');
      let forced = 0;
      for (let i = 0; i < Math.min(x.minItems, n + 1); i++) if (ctx.includes(position(x, i).get(), c.s.get(), ctx).k === 'in') forced++;
      if (x.minItems > n && ctx.includes(x.items.get(), c.s.get(), ctx).k === 'in') forced += x.minItems - n;
      if (!byContains && forced < c.min) rs.push(outOrUnk([...arrays({ avoid: c.s.get() }), ...arrays({ avoid: c.s.get(), length: x.minItems })], c.min > 1 ? 'minContains' : 'contains', keep));
    }
    if (c.max < Infinity && xmax > c.max) {
      const byContains = x.contains.some((d) => d.max <= c.max && ctx.includes(c.s.get(), d.s.get(), ctx).k === 'in');
      let disjointAll = true;
      for (let i = 0; i <= n && disjointAll; i++) if (!disjoint(position(x, i).get(), c.s.get())) disjointAll = false;
      if (!byContains && !disjointAll) {
        const at = new Map<number, JsonValue>();
        for (let i = 0; i <= c.max; i++) {
          const v = sample(intersect(position(x, i).get(), c.s.get()))[0];
          if (v === undefined) break;
          at.set(i, v);
        }
        rs.push(outOrUnk(at.size > c.max ? arrays({ at }) : [], 'maxContains', keep));
      }
    }
  }
  if (y.unique && !x.unique && xmax >= 2) rs.push(outOrUnk(arrays({ duplicate: true, length: Math.max(2, x.minItems) }), 'uniqueItems', keep));
  for (const v of y.notVals) if (memberForm('arr', x, v) === true) rs.push({ k: 'out', kw: 'not', cands: [v] });
  return combine(rs);
}
