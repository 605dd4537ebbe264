import { defineRule } from '../rule.js';

export const outputFieldRenamed = defineRule<undefined>()({
  id: 'output-field-renamed',
  title: 'Output field renamed',
  scope: 'response',
  foundBy: 'response',
  severity: 'breaking',
  inclusion: { whenIncluded: 'silent' },
  rationale: 'Consumers that read the old name get nothing.',
  message: ({ before, after }) => `output field '${String(before)}' renamed to '${String(after)}'`,
});
