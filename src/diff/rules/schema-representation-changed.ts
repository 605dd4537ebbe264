import { defineRule } from '../rule.js';

export const schemaRepresentationChanged = defineRule<{ detail: string }>({
  id: 'schema-representation-changed',
  title: 'Schema written differently',
  scope: 'any',
  severity: 'cosmetic',
  rationale: 'The same instances are accepted (a $schema dialect, type ["x"] vs "x", enum order, a no-op keyword): nothing changes for callers.',
  message: ({ site, meta }) => `${meta.detail}${site.path ? ` at '${site.path}'` : ''}`,
});
