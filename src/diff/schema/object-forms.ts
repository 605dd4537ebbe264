import { isObject, jsonEqual, type JsonValue } from '../../util/json.js';
import { type Located } from './resolve.js';
import { isClosed, propertiesOf, requiredOf, viewOf } from './view.js';

/** Object alternatives of a union: how much two are one form, several read as one, the old forms paired with the new. */

/** Below this overlap two object forms are different alternatives, not one form continued. */
export const FORM_OVERLAP = 0.2;

export /** How much two object forms are one form: shared property names, with agreeing (or clashing) discriminator constants. */
function formOverlap(x: Located, y: Located): number {
  const px = propertiesOf(x);
  const py = propertiesOf(y);
  let shared = 0;
  let constBonus = 0;
  for (const [name, s] of px) {
    const t = py.get(name);
    if (!t) continue;
    shared++;
    const cx = viewOf(s).values;
    const cy = viewOf(t).values;
    if (cx && cy && cx.length === 1 && cy.length === 1) constBonus += jsonEqual(cx[0], cy[0]) ? 1 : -1;
    // a one-value discriminator against a list that holds it: the same form, split by that value
    else if (cx && cy && (cx.length === 1 || cy.length === 1) && (cx.length === 1 ? cy : cx).some((v) => jsonEqual(v, (cx.length === 1 ? cx : cy)[0]))) constBonus += 0.5;
  }
  const union = new Set([...px.keys(), ...py.keys()]).size;
  return (union ? shared / union : 1) + constBonus;
}

/**
 * The object alternatives of a union seen as one form, for what a call can send: every property any of them names
 * (a property named by several takes any of their schemas), required only when all of them require it, closed only
 * when all are closed. A split into alternatives that still accept every old call compares clean against it.
 */
export function mergeForms(forms: Located[]): Located {
  const first = forms[0] as Located;
  const props = new Map<string, JsonValue[]>();
  for (const f of forms) for (const [name, p] of propertiesOf(f)) props.set(name, [...(props.get(name) ?? []), p.schema]);
  const properties: Record<string, JsonValue> = {};
  for (const [name, variants] of props) {
    const distinct = variants.filter((v, i) => variants.findIndex((w) => jsonEqual(w, v)) === i);
    properties[name] = distinct.length === 1 ? (distinct[0] as JsonValue) : (valueUnion(distinct) ?? { anyOf: distinct });
  }
  const required = [...requiredOf(first)].filter((n) => forms.every((f) => requiredOf(f).has(n)));
  const schema: Record<string, JsonValue> = { type: 'object', properties, required };
  if (forms.every(isClosed)) schema.additionalProperties = false;
  return { ...first, schema };
}

/** Schemas that differ only in their allowed values (`{type: string, enum: [a]}`, `{…, enum: [b]}`) as one list of values. */
function valueUnion(variants: JsonValue[]): JsonValue | undefined {
  const rests: JsonValue[] = [];
  const values: JsonValue[] = [];
  for (const v of variants) {
    if (!isObject(v)) return undefined;
    const { enum: e, const: c, description: _d, ...rest } = v;
    if (c !== undefined) values.push(c);
    else if (Array.isArray(e)) values.push(...e);
    else return undefined;
    rests.push(rest);
  }
  if (!rests.every((r) => jsonEqual(r, rests[0]))) return undefined;
  const { const: _c, ...first } = variants[0] as Record<string, JsonValue>;
  return { ...first, enum: values.filter((x, i) => values.findIndex((y) => jsonEqual(x, y)) === i) };
}

/** Pair object forms by their discriminating constants and shared property names. */
export function pairForms(fa: Located[], fb: Located[]): Array<[Located, Located]> {
  const score = formOverlap;
  const candidates: Array<[number, number, number]> = [];
  fa.forEach((x, i) => fb.forEach((y, j) => candidates.push([score(x, y), i, j])));
  candidates.sort((p, r) => r[0] - p[0] || p[1] - r[1] || p[2] - r[2]);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const out: Array<[Located, Located]> = [];
  for (const [s, i, j] of candidates) {
    if (s <= FORM_OVERLAP || usedA.has(i) || usedB.has(j)) continue;
    usedA.add(i);
    usedB.add(j);
    out.push([fa[i] as Located, fb[j] as Located]);
  }
  return out;
}
