import { defineRule } from '../rule.js';

export const outputRepresentationChanged = defineRule<{ detail: string }>()({
  id: 'output-representation-changed',
  title: 'Output schema written differently',
  scope: 'response',
  foundBy: 'response',
  severity: 'cosmetic',
  rationale: 'The response schema accepts the same instances as before (a $schema dialect, a no-op keyword): consumers see no difference.',
  message: ({ site, meta }) => `output schema ${meta.detail}${site.path ? ` at '${site.path}'` : ''}`,
});
