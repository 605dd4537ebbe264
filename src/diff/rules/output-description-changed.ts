import { defineRule, where } from '../rule.js';

export const outputDescriptionChanged = defineRule<undefined>()({
  id: 'output-description-changed',
  textChange: true,
  title: 'Output description changed',
  scope: 'response',
  foundBy: 'response',
  severity: 'cosmetic',
  rationale: 'Describes what comes back; calls and their results are unchanged.',
  message: ({ site }) => `description of output ${where(site, 'field')} changed`,
});
