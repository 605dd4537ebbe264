import type { JsonValue } from '../../util/json.js';
import { defineRule, mirror, where } from '../rule.js';
import { fmtValues } from './format.js';
import { outputNarrowed } from './output-narrowed.js';
import { valueChange, VALUE_KEYWORDS, valuesPointer } from './values.js';

export const enumNarrowed = defineRule<{ values: JsonValue[]; imposed: boolean }>()({
  id: 'enum-narrowed',
  title: 'Enum narrowed',
  scope: 'request',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Calls that send a dropped value are rejected.',
  message: ({ after, site, meta }) => (meta.imposed ? `values of ${where(site)} restricted to ${fmtValues(after)}` : `values ${fmtValues(meta.values)} removed from ${where(site)}`),
  detect: {
    keywords: VALUE_KEYWORDS,
    compare(pair) {
      const c = valueChange(pair);
      if (c?.kind === 'imposed') return [{ before: null, after: c.after, pointer: valuesPointer(pair), meta: { values: c.after, imposed: true } }];
      if (c?.kind === 'edited' && c.removed.length) return [{ before: c.before, after: c.after, pointer: valuesPointer(pair), meta: { values: c.removed, imposed: false } }];
      return undefined;
    },
  },
  response: ({ before, after, meta }) =>
    mirror(outputNarrowed, before, after, { detail: meta.imposed ? `values restricted to ${fmtValues(after)}` : `values ${fmtValues(meta.values)} no longer returned` }),
});
