import { defineRule, q, where } from '../rule.js';

export const constraintTightened = defineRule<{ keyword: string }>({
  id: 'constraint-tightened',
  title: 'Constraint tightened',
  scope: 'request',
  severity: 'breaking',
  rationale: 'Values that used to pass may now be rejected.',
  message: ({ before, after, site, meta }) => `${meta.keyword} of ${where(site)} tightened from ${q(before)} to ${q(after)}`,
});
