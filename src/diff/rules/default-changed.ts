import { jsonEqual } from '../../util/json.js';
import { defineRule, mirror, shown, where } from '../rule.js';
import { outputDefaultChanged } from './output-default-changed.js';

/**
 * Which side had a default (absence prints as `(none)`, a `null` default as `null`); `nullAdded`: a default of null was
 * added to a node that accepts null.
 */
type Meta = { had: boolean; has: boolean; nullAdded: boolean };

export const defaultChanged = defineRule<Meta>({
  id: 'default-changed',
  title: 'Default changed',
  scope: 'request',
  severity: 'silent',
  rationale: 'Callers that omit the parameter now get different behaviour, with no error.',
  judge: (meta) => (meta.nullAdded ? { severity: 'cosmetic', reason: 'A default of null on a parameter that accepts null: omitting it still sends no value.' } : undefined),
  message: ({ before, after, site, meta }) => `default of ${where(site)} changed from ${shown(before, meta.had)} to ${shown(after, meta.has)}`,
  detect: {
    keywords: ['default'],
    compare({ before: va, after: vb, at }) {
      if (va.hasDefault === vb.hasDefault && (!va.hasDefault || jsonEqual(va.default, vb.default))) return undefined;
      const nullable = (vb.types === null || vb.types.includes('null')) && (vb.values === null || vb.values.includes(null));
      return [
        {
          before: va.hasDefault ? (va.default ?? null) : null,
          after: vb.hasDefault ? (vb.default ?? null) : null,
          pointer: at('default', vb.hasDefault),
          meta: { had: va.hasDefault, has: vb.hasDefault, nullAdded: !va.hasDefault && vb.hasDefault && vb.default === null && nullable },
        },
      ];
    },
  },
  response: ({ before, after, meta }) => mirror(outputDefaultChanged, before, after, { had: meta.had, has: meta.has }),
});
