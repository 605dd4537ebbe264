import { defineRule } from '../rule.js';

export const promptRemoved = defineRule<undefined>()({
  id: 'prompt-removed',
  title: 'Prompt removed',
  scope: 'prompt',
  foundBy: 'pairing',
  severity: 'breaking',
  rationale: 'Clients that request it get an error.',
  message: ({ site }) => `prompt '${site.tool}' removed`,
});
