import { defineRule, mirror } from '../rule.js';
import { outputDescriptionChanged } from './output-description-changed.js';

export const schemaDescriptionChanged = defineRule<{ whitespaceOnly: boolean }>({
  id: 'schema-description-changed',
  title: 'Input schema description changed',
  scope: 'request',
  severity: 'silent',
  rationale: 'The description of the whole input schema reaches the model in many clients: new words can change how it fills the call, or carry instructions.',
  judge: (meta) => (meta.whitespaceOnly ? { severity: 'cosmetic', reason: 'Only whitespace changed: the model reads the same words.' } : undefined),
  message: ({ site, meta }) => `description of the input schema of tool '${site.tool}' changed${meta.whitespaceOnly ? ' (whitespace only)' : ''}`,
  response: ({ before, after }) => mirror(outputDescriptionChanged, before, after, undefined),
});
