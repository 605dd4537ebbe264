import { defineRule } from '../rule.js';

export const outputFieldBecameOptional = defineRule<undefined>()({
  id: 'output-field-became-optional',
  title: 'Output field became optional',
  scope: 'response',
  foundBy: 'response',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Consumers that relied on its presence can now miss it.',
  message: ({ site }) => `output field '${site.path}' is no longer always present`,
});
