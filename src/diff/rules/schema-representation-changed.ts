import { defineRule, mirror } from '../rule.js';
import { outputRepresentationChanged } from './output-representation-changed.js';
import { valueChange, VALUE_KEYWORDS, valuesPointer } from './values.js';

export const schemaRepresentationChanged = defineRule<{ detail: string }>()({
  id: 'schema-representation-changed',
  title: 'Schema written differently',
  scope: 'any',
  severity: 'cosmetic',
  rationale: 'The same instances are accepted (a $schema dialect, type ["x"] vs "x", enum order, a no-op keyword): nothing changes for callers.',
  message: ({ site, meta }) => `${meta.detail}${site.path ? ` at '${site.path}'` : ''}`,
  // the walker reports the rest (a keyword without effect, a schema written differently with nothing else to say)
  detect: {
    keywords: VALUE_KEYWORDS,
    compare(pair) {
      const c = valueChange(pair);
      return c?.kind === 'reordered' ? [{ before: c.before, after: c.after, pointer: valuesPointer(pair), meta: { detail: 'enum values reordered' } }] : undefined;
    },
  },
  response: ({ before, after, meta }) => mirror(outputRepresentationChanged, before, after, meta),
});
