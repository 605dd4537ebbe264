import { defineRule } from '../rule.js';

export const outputFieldRemoved = defineRule<undefined>()({
  id: 'output-field-removed',
  title: 'Output field removed',
  scope: 'response',
  foundBy: 'response',
  severity: 'breaking',
  inclusion: { whenIncluded: 'silent' },
  rationale: 'Consumers that read the field get nothing.',
  message: ({ site }) => `output field '${site.path}' removed`,
});
