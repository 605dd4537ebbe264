import { defineRule } from '../rule.js';

export const promptArgumentRenamed = defineRule<{ requiredAfter: boolean }>()({
  id: 'prompt-argument-renamed',
  title: 'Prompt argument renamed',
  scope: 'prompt',
  foundBy: 'pairing',
  severity: 'silent',
  rationale: 'Clients keep sending the old name, which is ignored.',
  judge: (meta) => (meta.requiredAfter ? { severity: 'breaking', reason: 'The new name is required: old requests lack it and fail.' } : undefined),
  message: ({ before, after, site }) => `argument '${String(before)}' of prompt '${site.tool}' renamed to '${String(after)}'`,
});
