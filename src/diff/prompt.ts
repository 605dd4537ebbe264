import type { JsonValue } from '../util/json.js';
import type { PromptArgument, PromptDef } from '../contract/types.js';
import { textFlags } from './flags/instructions.js';
import { assignPairs } from './pairing/assign.js';
import { nameSimilarity, textSimilarity } from './pairing/similarity.js';
import type { Site } from './rule.js';
import * as R from './rules/index.js';
import type { Change } from './types.js';
import { cosmeticEdit } from './text.js';

/** Every difference between two versions of a prompt: description, title and arguments (added, removed, renamed, required). */
export function diffPrompt(before: PromptDef, after: PromptDef, push: (c: Change) => void): void {
  const top: Site = { entity: 'prompt', tool: after.name, path: '', pointer: '' };
  if ((before.title ?? null) !== (after.title ?? null)) push(R.titleChanged.make({ ...top, pointer: '/title' }, before.title ?? null, after.title ?? null, undefined));
  if ((before.description ?? '') !== (after.description ?? '')) {
    const edit = cosmeticEdit(before.description, after.description);
    const flags = edit ? [] : textFlags(before.description, after.description, 'the prompt description');
    push(R.promptDescriptionChanged.make({ ...top, pointer: '/description' }, before.description ?? null, after.description ?? null, { edit }, flags));
  }
  const argsA = new Map((before.arguments ?? []).map((a) => [a.name, a]));
  const argsB = new Map((after.arguments ?? []).map((a) => [a.name, a]));
  const index = (p: PromptDef, name: string) => (p.arguments ?? []).findIndex((a) => a.name === name);
  const at = (name: string): Site => ({ ...top, path: name, pointer: `/arguments/${Math.max(0, index(after, name))}` });
  for (const [name, x] of argsA) {
    const y = argsB.get(name);
    if (!y) continue;
    compareArgument(x, y, at(name), push);
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
    compareArgument(x, y, at(y.name), push, true);
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

function compareArgument(x: PromptArgument, y: PromptArgument, site: Site, push: (c: Change) => void, renamed = false): void {
  if (!renamed) {
    if (x.required !== true && y.required === true) push(R.promptArgumentBecameRequired.make(site, false, true, undefined));
    if (x.required === true && y.required !== true) push(R.promptArgumentBecameOptional.make(site, true, false, undefined));
  }
  if ((x.description ?? '') !== (y.description ?? '')) {
    const edit = cosmeticEdit(x.description, y.description);
    const flags = edit ? [] : textFlags(x.description, y.description, `the description of argument '${site.path}'`);
    push(R.promptArgumentDescriptionChanged.make({ ...site, pointer: `${site.pointer}/description` }, x.description ?? null, y.description ?? null, { edit }, flags));
  }
  if ((x.title ?? null) !== (y.title ?? null)) push(R.titleChanged.make({ ...site, pointer: `${site.pointer}/title` }, x.title ?? null, y.title ?? null, undefined));
}
