import { defineRule, q, where } from '../rule.js';

export const constChanged = defineRule<undefined>({
  id: 'const-changed',
  title: 'Constant changed',
  scope: 'request',
  severity: 'breaking',
  rationale: 'Only the new constant is accepted; calls sending the old one are rejected.',
  message: ({ before, after, site }) => `constant of ${where(site)} changed from ${q(before)} to ${q(after)}`,
});
