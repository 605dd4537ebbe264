import { defineRule } from '../rule.js';

export const promptArgumentAddedOptional = defineRule<undefined>()({
  id: 'prompt-argument-added-optional',
  title: 'Optional prompt argument added',
  scope: 'prompt',
  foundBy: 'pairing',
  severity: 'additive',
  rationale: 'Old requests keep working.',
  message: ({ site }) => `optional argument '${site.path}' added to prompt '${site.tool}'`,
});
