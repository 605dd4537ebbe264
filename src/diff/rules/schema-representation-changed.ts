import { defineRule, mirror } from '../rule.js';
import { outputRepresentationChanged } from './output-representation-changed.js';

export const schemaRepresentationChanged = defineRule<{ detail: string }>({
  id: 'schema-representation-changed',
  title: 'Schema written differently',
  scope: 'any',
  severity: 'cosmetic',
  rationale: 'The same instances are accepted (a $schema dialect, type ["x"] vs "x", enum order, a no-op keyword): nothing changes for callers.',
  message: ({ site, meta }) => `${meta.detail}${site.path ? ` at '${site.path}'` : ''}`,
  response: ({ before, after, meta }) => mirror(outputRepresentationChanged, before, after, meta),
});
