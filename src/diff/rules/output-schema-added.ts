import { defineRule } from '../rule.js';

export const outputSchemaAdded = defineRule<undefined>()({
  id: 'output-schema-added',
  title: 'Output schema added',
  scope: 'tool',
  severity: 'additive',
  rationale: 'Clients gain a contract; nothing they relied on changed.',
  message: ({ site }) => `output schema of tool '${site.tool}' added`,
  on: { tool: ({ before, after }) => (!before.outputSchema && after.outputSchema ? [{ before: null, after: after.outputSchema, pointer: '/outputSchema' }] : undefined) },
});
