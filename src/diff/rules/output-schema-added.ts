import { defineRule } from '../rule.js';
import { hasOutputSchema } from '../../contract/tool-list.js';

export const outputSchemaAdded = defineRule<undefined>()({
  id: 'output-schema-added',
  title: 'Output schema added',
  scope: 'tool',
  severity: 'additive',
  rationale: 'Clients gain a contract; nothing they relied on changed.',
  message: ({ site }) => `output schema of tool '${site.tool}' added`,
  on: { tool: ({ before, after }) => (!hasOutputSchema(before) && hasOutputSchema(after) ? [{ before: null, after: after.outputSchema!, pointer: '/outputSchema' }] : undefined) },
});
