import type { JsonValue } from '../util/json.js';
import type { PromptDef } from '../contract/types.js';
import { textFlags } from './flags/instructions.js';
import { assignPairs } from './pairing/assign.js';
import { nameSimilarity, textSimilarity } from './pairing/similarity.js';
import { detectPair } from './hooks.js';
import type { Site } from './rule.js';
import * as R from './rules/index.js';
import type { Change } from './types.js';

/**
 * Every difference between two versions of a prompt: the rules' prompt hooks (description, title), each argument kept
 * through the argument hooks, and the arguments added, removed or renamed, as they are paired here.
 */
export function diffPrompt(before: PromptDef, after: PromptDef, push: (c: Change) => void): void {
  const top: Site = { entity: 'prompt', tool: after.name, path: '', pointer: '' };
  detectPair('prompt', { before, after, site: top }, push);
  const argsA = new Map((before.arguments ?? []).map((a) => [a.name, a]));
  const argsB = new Map((after.arguments ?? []).map((a) => [a.name, a]));
  const index = (p: PromptDef, name: string) => (p.arguments ?? []).findIndex((a) => a.name === name);
  const at = (name: string): Site => ({ ...top, path: name, pointer: `/arguments/${Math.max(0, index(after, name))}` });
  for (const [name, x] of argsA) {
    const y = argsB.get(name);
    if (!y) continue;
    detectPair('argument', { before: x, after: y, site: at(name), renamed: false }, push);
  }
  const removed = [...argsA.values()].filter((a) => !argsB.has(a.name));
  const added = [...argsB.values()].filter((a) => !argsA.has(a.name));
  const renames = assignPairs(
    removed,
    added,
    (x, y) => 0.5 * nameSimilarity(x.name, y.name) + 0.5 * textSimilarity(x.description, y.description) + (removed.length === 1 && added.length === 1 ? 0.15 : 0),
    0.5,
  );
  for (const [x, y] of renames) {
    push(R.promptArgumentRenamed.make(at(y.name), x.name, y.name, { requiredAfter: y.required === true }));
    detectPair('argument', { before: x, after: y, site: at(y.name), renamed: true }, push);
  }
  for (const x of removed) {
    if (renames.some(([r]) => r === x)) continue;
    push(R.promptArgumentRemoved.make({ ...top, path: x.name, pointer: `/arguments/${index(before, x.name)}` }, x as unknown as JsonValue, null, undefined));
  }
  for (const y of added) {
    if (renames.some(([, r]) => r === y)) continue;
    const rule = y.required === true ? R.promptArgumentAddedRequired : R.promptArgumentAddedOptional;
    push(rule.make(at(y.name), null, y as unknown as JsonValue, undefined, textFlags(undefined, y.description, `the description of new argument '${y.name}'`)));
  }
}
