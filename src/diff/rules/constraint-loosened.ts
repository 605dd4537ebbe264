import { defineRule, q, where } from '../rule.js';

export const constraintLoosened = defineRule<{ keyword: string }>({
  id: 'constraint-loosened',
  title: 'Constraint loosened',
  scope: 'request',
  severity: 'additive',
  rationale: 'Every value that passed still passes.',
  message: ({ before, after, site, meta }) => `${meta.keyword} of ${where(site)} loosened from ${q(before)} to ${q(after)}`,
});
