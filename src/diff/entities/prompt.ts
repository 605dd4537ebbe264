import { PROMPT } from '../../contract/entities/prompt.js';
import type { PromptDef } from '../../contract/types.js';
import { textFlags } from '../flags/instructions.js';
import { pairPrompts } from '../pairing/tools.js';
import { diffPrompt } from '../prompt.js';
import * as R from '../rules/index.js';
import { nounOf, type DiffEntity } from './types.js';

/** Prompts: paired by name, renames by name and text similarity; a new prompt's description judged as text. */
export const PROMPT_ENTITY: DiffEntity<PromptDef> = {
  ...PROMPT,
  noun: nounOf(PROMPT.label),
  suffix: ` (${PROMPT.label})`,
  site: (p) => ({ entity: 'prompt', tool: p.name, path: '', pointer: '' }),
  diffPair: (a, b, ctx) => diffPrompt(a, b, ctx.push),
  pair: ({ removed, added }) => ({ renamed: pairPrompts([...removed], [...added]) }),
  removed: (a) => R.promptRemoved.make(PROMPT_ENTITY.site(a), a.name, null, undefined),
  added: (b, ctx) =>
    R.promptAdded.make(PROMPT_ENTITY.site(b), null, b.name, undefined, textFlags(undefined, b.description, 'the new prompt description', { siblings: ctx.siblings, others: ctx.others })),
  renamed: (a, b) => R.promptRenamed.make(PROMPT_ENTITY.site(b), a.name, b.name, undefined),
};
