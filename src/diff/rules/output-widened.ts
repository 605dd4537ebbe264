import { defineRule, where } from '../rule.js';

export const outputWidened = defineRule<{ detail: string }>()({
  id: 'output-widened',
  title: 'Output constraint loosened',
  scope: 'response',
  foundBy: 'response',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Responses may now hold values the old schema ruled out (looser bounds, a new union branch, unknown properties).',
  message: ({ site, meta }) => `output ${where(site, 'field')}: ${meta.detail}`,
});
