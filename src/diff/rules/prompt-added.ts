import { defineRule } from '../rule.js';

export const promptAdded = defineRule<undefined>()({
  id: 'prompt-added',
  title: 'Prompt added',
  scope: 'prompt',
  foundBy: 'pairing',
  severity: 'additive',
  rationale: 'Nothing that worked stops working.',
  message: ({ site }) => `prompt '${site.tool}' added`,
});
