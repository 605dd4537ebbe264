import { defineRule } from '../rule.js';

export const promptArgumentBecameOptional = defineRule<undefined>()({
  id: 'prompt-argument-became-optional',
  title: 'Prompt argument became optional',
  scope: 'prompt',
  severity: 'additive',
  rationale: 'Every old request stays valid.',
  message: ({ site }) => `argument '${site.path}' of prompt '${site.tool}' became optional`,
  // a renamed argument's rename says whether it is required
  on: { argument: ({ before, after, site, renamed }) => (!renamed && before.required === true && after.required !== true ? [{ before: true, after: false, pointer: site.pointer }] : undefined) },
});
