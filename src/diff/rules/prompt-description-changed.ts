import { defineRule } from '../rule.js';

export const promptDescriptionChanged = defineRule<{ whitespaceOnly: boolean }>({
  id: 'prompt-description-changed',
  title: 'Prompt description changed',
  scope: 'prompt',
  severity: 'silent',
  rationale: 'The text users and models pick the prompt by now says something else.',
  judge: (meta) => (meta.whitespaceOnly ? { severity: 'cosmetic', reason: 'Only whitespace changed.' } : undefined),
  message: ({ site, meta }) => `description of prompt '${site.tool}' changed${meta.whitespaceOnly ? ' (whitespace only)' : ''}`,
});
