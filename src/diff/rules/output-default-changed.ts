import { defineRule, shown, where } from '../rule.js';

export const outputDefaultChanged = defineRule<{ had: boolean; has: boolean }>()({
  id: 'output-default-changed',
  title: 'Output default changed',
  scope: 'response',
  foundBy: 'response',
  severity: 'cosmetic',
  rationale: 'A default in a response schema has no effect on what consumers receive.',
  message: ({ before, after, site, meta }) => `default of output ${where(site, 'field')} changed from ${shown(before, meta.had)} to ${shown(after, meta.has)}`,
});
