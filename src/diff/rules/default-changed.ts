import { defineRule, q, where } from '../rule.js';

export const defaultChanged = defineRule<undefined>({
  id: 'default-changed',
  title: 'Default changed',
  scope: 'request',
  severity: 'silent',
  rationale: 'Callers that omit the parameter now get different behaviour, with no error.',
  message: ({ before, after, site }) => `default of ${where(site)} changed from ${q(before)} to ${q(after)}`,
});
