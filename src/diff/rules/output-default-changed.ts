import { defineRule, q, where } from '../rule.js';

export const outputDefaultChanged = defineRule<undefined>({
  id: 'output-default-changed',
  title: 'Output default changed',
  scope: 'response',
  severity: 'cosmetic',
  rationale: 'A default in a response schema has no effect on what consumers receive.',
  message: ({ before, after, site }) => `default of output ${where(site, 'field')} changed from ${q(before)} to ${q(after)}`,
});
