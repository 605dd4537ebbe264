import { defineRule } from '../rule.js';

export const promptArgumentDescriptionChanged = defineRule<{ whitespaceOnly: boolean }>({
  id: 'prompt-argument-description-changed',
  title: 'Prompt argument description changed',
  scope: 'prompt',
  severity: 'silent',
  rationale: 'Same name, new meaning for what users and models fill in.',
  judge: (meta) => (meta.whitespaceOnly ? { severity: 'cosmetic', reason: 'Only whitespace changed.' } : undefined),
  message: ({ site, meta }) => `description of argument '${site.path}' of prompt '${site.tool}' changed${meta.whitespaceOnly ? ' (whitespace only)' : ''}`,
});
