import { defineRule, where } from '../rule.js';

export const outputNarrowed = defineRule<{ detail: string }>()({
  id: 'output-narrowed',
  title: 'Output narrowed',
  scope: 'response',
  foundBy: 'response',
  severity: 'additive',
  inclusion: {},
  rationale: 'Responses now promise more (a field always present, fewer types or values, tighter bounds): consumers are unaffected.',
  message: ({ site, meta }) => `output ${where(site, 'field')}: ${meta.detail}`,
});
