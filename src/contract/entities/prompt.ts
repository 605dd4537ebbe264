import { promptContract } from '../canonical.js';
import { checkPrompts } from '../tool-list.js';
import type { PromptDef } from '../types.js';
import type { Surface } from './types.js';

/** Prompts (`prompts/list`, paged): keyed by name; arguments sorted by name in the contract. */
export const PROMPT: Surface<PromptDef> = {
  kind: 'prompt',
  label: 'prompt',
  list: { method: 'prompts/list', resultKey: 'prompts', paginated: true },
  field: 'prompts',
  key: 'name',
  keyOf: (p) => p.name,
  entries: (s) => checkPrompts(s.prompts),
  contract: (p, options) => promptContract(p, options),
  lock: { field: 'prompts', when: 'non-empty', keyedBy: 'prompt name' },
  reportsInvalid: true,
};
