import { defineRule, mirror, shown, where } from '../rule.js';
import { keywordChange } from './keyword.js';
import { outputDefaultChanged } from './output-default-changed.js';

/**
 * Which side had a default (absence prints as `(none)`, a `null` default as `null`); `nullAdded`: a default of null was
 * added to a node that accepts null.
 */
type Meta = { had: boolean; has: boolean; nullAdded: boolean };

export const defaultChanged = defineRule<Meta>()({
  id: 'default-changed',
  title: 'Default changed',
  scope: 'request',
  severity: 'silent',
  rationale: 'Callers that omit the parameter now get different behaviour, with no error.',
  judge: (meta) => (meta.nullAdded ? { severity: 'cosmetic', reason: 'A default of null on a parameter that accepts null: omitting it still sends no value.' } : undefined),
  message: ({ before, after, site, meta }) => `default of ${where(site)} changed from ${shown(before, meta.had)} to ${shown(after, meta.has)}`,
  detect: keywordChange(
    'default',
    (v) => ({ present: v.hasDefault, value: v.hasDefault ? (v.default ?? null) : null }),
    (edit, had, has, { after: vb }) => {
      const nullable = (vb.types === null || vb.types.includes('null')) && (vb.values === null || vb.values.includes(null));
      return { had: had.present, has: has.present, nullAdded: edit === 'added' && vb.default === null && nullable };
    },
  ),
  response: ({ before, after, meta }) => mirror(outputDefaultChanged, before, after, { had: meta.had, has: meta.has }),
});
