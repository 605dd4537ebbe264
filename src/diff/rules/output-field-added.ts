import { defineRule } from '../rule.js';

export const outputFieldAdded = defineRule<undefined>()({
  id: 'output-field-added',
  title: 'Output field added',
  scope: 'response',
  foundBy: 'response',
  severity: 'additive',
  inclusion: {},
  rationale: 'Consumers ignore fields they do not know.',
  message: ({ site }) => `output field '${site.path}' added`,
});
