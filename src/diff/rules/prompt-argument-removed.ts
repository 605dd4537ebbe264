import { defineRule } from '../rule.js';

export const promptArgumentRemoved = defineRule<undefined>()({
  id: 'prompt-argument-removed',
  title: 'Prompt argument removed',
  scope: 'prompt',
  foundBy: 'pairing',
  severity: 'silent',
  rationale: 'Clients keep sending it and it is ignored: the prompt no longer uses what they give.',
  message: ({ site }) => `argument '${site.path}' removed from prompt '${site.tool}'`,
});
