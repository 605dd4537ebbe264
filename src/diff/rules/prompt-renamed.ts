import { defineRule } from '../rule.js';

export const promptRenamed = defineRule<undefined>()({
  id: 'prompt-renamed',
  title: 'Prompt renamed',
  scope: 'prompt',
  foundBy: 'pairing',
  severity: 'breaking',
  rationale: 'Requests with the old name fail.',
  message: ({ before, after }) => `prompt '${String(before)}' renamed to '${String(after)}'`,
});
