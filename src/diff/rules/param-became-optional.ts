import { defineRule } from '../rule.js';

export const paramBecameOptional = defineRule<undefined>({
  id: 'param-became-optional',
  title: 'Parameter became optional',
  scope: 'request',
  severity: 'additive',
  rationale: 'Every call that was valid stays valid.',
  message: ({ site }) => `parameter '${site.path}' became optional`,
});
