import { defineRule } from '../rule.js';

export const promptArgumentBecameOptional = defineRule<undefined>()({
  id: 'prompt-argument-became-optional',
  title: 'Prompt argument became optional',
  scope: 'prompt',
  severity: 'additive',
  rationale: 'Every old request stays valid.',
  message: ({ site }) => `argument '${site.path}' of prompt '${site.tool}' became optional`,
});
