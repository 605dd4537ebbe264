import { canonicalJson, normalizeSchema } from '../../contract/canonical.js';
import type { PromptDef, ToolDef } from '../../contract/types.js';
import { isObject } from '../../util/json.js';
import { assignPairs } from './assign.js';
import { nameSimilarity, textSimilarity } from './similarity.js';

import type { PairingRule } from './assign.js';

/** A tool rename needs a clear winner: strong evidence, or a fair score that beats every rival by a margin. */
export const TOOL_RENAME_RULE: PairingRule = { threshold: 0.45, strong: 0.75, margin: 0.1 };

function paramNames(tool: ToolDef): Set<string> {
  const props = isObject(tool.inputSchema) && isObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  return new Set(Object.keys(props));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * How likely tool `b` is tool `a` under a new name: name tokens (camelCase → kebab-case, go_back → navigate_back),
 * description words and parameter names, with a bonus for an identical input schema.
 */
export function toolRenameScore(a: ToolDef, b: ToolDef): number {
  const pa = paramNames(a);
  const pb = paramNames(b);
  // two tools without parameters share nothing by that measure: no evidence either way
  const params = pa.size === 0 && pb.size === 0 ? 0.5 : jaccard(pa, pb);
  let score = 0.35 * nameSimilarity(a.name, b.name) + 0.35 * textSimilarity(a.description, b.description) + 0.3 * params;
  if (pa.size > 0 && canonicalJson(normalizeSchema(a.inputSchema ?? {})) === canonicalJson(normalizeSchema(b.inputSchema ?? {}))) score += 0.1;
  return score;
}

export function pairTools(removed: ToolDef[], added: ToolDef[]): Array<[ToolDef, ToolDef]> {
  return assignPairs(removed, added, toolRenameScore, TOOL_RENAME_RULE).map(([a, b]) => [a, b]);
}

export function promptRenameScore(a: PromptDef, b: PromptDef): number {
  const args = (p: PromptDef) => new Set((p.arguments ?? []).map((x) => x.name));
  return 0.4 * nameSimilarity(a.name, b.name) + 0.35 * textSimilarity(a.description, b.description) + 0.25 * jaccard(args(a), args(b));
}

export function pairPrompts(removed: PromptDef[], added: PromptDef[]): Array<[PromptDef, PromptDef]> {
  return assignPairs(removed, added, promptRenameScore, TOOL_RENAME_RULE).map(([a, b]) => [a, b]);
}
