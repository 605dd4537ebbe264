import { defineRule } from '../rule.js';

export const toolDescriptionChanged = defineRule<{ whitespaceOnly: boolean }>({
  id: 'tool-description-changed',
  title: 'Tool description changed',
  scope: 'tool',
  severity: 'silent',
  rationale: 'The description is the instruction the model follows: new words change what agents do with no error anywhere (and are where a rug pull hides).',
  judge: (meta) => (meta.whitespaceOnly ? { severity: 'cosmetic', reason: 'Only whitespace changed: the model reads the same words.' } : undefined),
  message: ({ site, meta }) => `description of tool '${site.tool}' changed${meta.whitespaceOnly ? ' (whitespace only)' : ''}`,
});
