import { canonicalJson, normalizeSchema } from '../../contract/canonical.js';
import type { Site } from '../rule.js';
import * as R from '../rules/index.js';
import { type Located } from './resolve.js';
import { describeForm, type SchemaView } from './view.js';
import { type SchemaContext } from './context.js';

/** Union alternatives that are more than a type or a value list (those show as type and enum changes already). */
function structured(alt: Located): boolean {
  return Object.keys(alt.schema).some((k) => !['type', 'enum', 'const', 'description', 'title', 'default', 'nullable', '$schema', 'examples'].includes(k));
}

/** Structured union alternatives (not object forms) added or removed, when their number changed. */
export function compareAlternatives(ctx: SchemaContext, va: SchemaView, vb: SchemaView, at: Site): void {
  if (va.alternatives.length <= 1 && vb.alternatives.length <= 1) return;
  // object forms were paired in compareObjects; here: other structured alternatives (arrays with items, strings with patterns)
  const others = (v: SchemaView) => v.alternatives.filter((x) => structured(x) && !v.objectForms.includes(x));
  const xa = others(va);
  const xb = others(vb);
  const keyOf = (x: Located) => canonicalJson(normalizeSchema(x.schema));
  const kb = new Set(xb.map(keyOf));
  const ka = new Set(xa.map(keyOf));
  if (xa.length === xb.length) return; // same number of structured alternatives: their differences show in the merged view
  for (const x of xa)
    if (!kb.has(keyOf(x))) ctx.emit(R.compositionNarrowed, { ...at, pointer: x.pointer }, describeForm(x), null, { keyword: 'anyOf', detail: `alternative ${describeForm(x)} removed` });
  for (const y of xb) if (!ka.has(keyOf(y))) ctx.emit(R.compositionWidened, { ...at, pointer: y.pointer }, null, describeForm(y), { keyword: 'anyOf', detail: `alternative ${describeForm(y)} added` });
}
