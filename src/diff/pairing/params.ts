import { canonicalJson } from '../../contract/canonical.js';
import type { Located } from '../schema/resolve.js';
import { itemsOf, viewOf, type SchemaView } from '../schema/view.js';
import { assignPairs } from './assign.js';
import { paramRenameEvidence, type ParamSide } from './evidence.js';
import { nameSimilarity, textSimilarity } from './similarity.js';

/** Below this score a removed and an added parameter stay a removal and an addition. */
export const PARAM_RENAME_THRESHOLD = 0.5;

export interface ParamPairingContext {
  /** All property names before and after, in declaration order (position is evidence too). */
  oldNames: string[];
  newNames: string[];
}

function sameTypes(a: SchemaView, b: SchemaView): boolean {
  return (a.types ?? []).join() === (b.types ?? []).join();
}

function typesOverlap(a: string[] | null, b: string[] | null): boolean {
  if (!a || !b) return true;
  return a.some((t) => b.includes(t) || (t === 'integer' && b.includes('number')) || (t === 'number' && b.includes('integer')));
}

/** The element types of an array form (`string` for `{type: array, items: {type: string}}`). */
function itemTypes(v: SchemaView): string[] | null {
  const form = v.arrayForms[0];
  const items = form ? itemsOf(form) : undefined;
  return items ? viewOf(items).types : null;
}

/** Same kind of value, or one value becoming a list of them (`commitRef: string` → `commits: string[]`). */
function overlappingTypes(a: SchemaView, b: SchemaView): boolean {
  if (typesOverlap(a.types, b.types)) return true;
  const listOf = (x: SchemaView, y: SchemaView) => x.types?.length === 1 && x.types[0] === 'array' && typesOverlap(itemTypes(x), y.types);
  return listOf(a, b) || listOf(b, a);
}

function sameValues(a: SchemaView, b: SchemaView): boolean {
  return a.values !== null && b.values !== null && canonicalJson(a.values) === canonicalJson(b.values);
}

/**
 * How likely `from` (removed) became `to` (added), from the evidence a reviewer would weigh: the type, the words of the
 * description, the enum, the name's tokens (`selector` → `label_selector`, `query` → `q`) and the position.
 */
export function paramRenameScore(from: [string, Located], to: [string, Located], ctx: ParamPairingContext, single: boolean): number {
  const va = viewOf(from[1]);
  const vb = viewOf(to[1]);
  let score = 0;
  if (sameTypes(va, vb)) score += 0.2;
  else if (!overlappingTypes(va, vb)) score -= 0.25;
  score += 0.4 * nameSimilarity(from[0], to[0]);
  if (va.description && vb.description) score += 0.45 * textSimilarity(va.description, vb.description);
  if (sameValues(va, vb)) score += 0.2;
  const ia = ctx.oldNames.indexOf(from[0]) / Math.max(1, ctx.oldNames.length);
  const ib = ctx.newNames.indexOf(to[0]) / Math.max(1, ctx.newNames.length);
  score += 0.1 * (1 - Math.min(1, Math.abs(ia - ib) * 2));
  if (single) score += 0.15;
  return score;
}

/**
 * Pair removed parameters with added ones that are most likely the same parameter under a new name. Pairs the scores
 * proposed but the evidence rule turned down are pushed to `declined` (removed name, added name): a removal and an
 * addition, the addition noted as a possible rename.
 */
export function pairParams(removed: Array<[string, Located]>, added: Array<[string, Located]>, ctx: ParamPairingContext, declined: Array<[string, string]> = []): Array<[string, string]> {
  const single = removed.length === 1 && added.length === 1;
  const side = ([name, node]: [string, Located]): ParamSide => {
    const v = viewOf(node);
    return { name, description: v.description, types: v.types, values: v.values };
  };
  const out: Array<[string, string]> = [];
  for (const [a, b] of assignPairs(removed, added, (x, y) => paramRenameScore(x, y, ctx, single), PARAM_RENAME_THRESHOLD)) (paramRenameEvidence(side(a), side(b)) ? out : declined).push([a[0], b[0]]);
  return out;
}
