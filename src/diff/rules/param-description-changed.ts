import { defineRule, mirror, where } from '../rule.js';
import { outputDescriptionChanged } from './output-description-changed.js';

export const paramDescriptionChanged = defineRule<{ whitespaceOnly: boolean }>({
  id: 'param-description-changed',
  title: 'Parameter description changed',
  scope: 'request',
  severity: 'silent',
  rationale: 'Same name and type, new words: the model fills the argument with a different meaning ("max results" becomes "page index").',
  judge: (meta) => (meta.whitespaceOnly ? { severity: 'cosmetic', reason: 'Only whitespace changed: the model reads the same words.' } : undefined),
  message: ({ site, meta }) => `description of ${where(site)} changed${meta.whitespaceOnly ? ' (whitespace only)' : ''}`,
  response: ({ before, after }) => mirror(outputDescriptionChanged, before, after, undefined),
});
