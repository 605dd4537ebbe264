import { defineRule } from '../rule.js';

export const paramAddedOptional = defineRule<undefined>({
  id: 'param-added-optional',
  title: 'Optional parameter added',
  scope: 'request',
  severity: 'additive',
  rationale: 'Existing calls omit it and keep working.',
  message: ({ site }) => `optional parameter '${site.path}' added`,
});
