import { defineRule } from '../rule.js';
import { hasOutputSchema } from '../../contract/tool-list.js';

export const outputSchemaRemoved = defineRule<undefined>()({
  id: 'output-schema-removed',
  title: 'Output schema removed',
  scope: 'tool',
  severity: 'breaking',
  rationale: 'Clients that validate or parse structuredContent lose the contract they were built on.',
  message: ({ site }) => `output schema of tool '${site.tool}' removed`,
  on: { tool: ({ before, after }) => (hasOutputSchema(before) && !hasOutputSchema(after) ? [{ before: before.outputSchema!, after: null, pointer: '/outputSchema' }] : undefined) },
});
