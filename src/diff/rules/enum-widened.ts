import type { JsonValue } from '../../util/json.js';
import { defineRule, mirror, where } from '../rule.js';
import { fmtValues } from './format.js';
import { outputEnumWidened } from './output-enum-widened.js';
import { valueChange, VALUE_KEYWORDS, valuesPointer } from './values.js';

export const enumWidened = defineRule<{ values: JsonValue[]; lifted: boolean }>()({
  id: 'enum-widened',
  title: 'Enum widened',
  scope: 'request',
  severity: 'additive',
  inclusion: {},
  rationale: 'Every value that was accepted is still accepted.',
  message: ({ site, meta }) => (meta.lifted ? `the value list of ${where(site)} was lifted` : `values ${fmtValues(meta.values)} added to ${where(site)}`),
  detect: {
    keywords: VALUE_KEYWORDS,
    compare(pair) {
      const c = valueChange(pair);
      if (c?.kind === 'lifted') return [{ before: c.before, after: null, pointer: valuesPointer(pair), meta: { values: c.before, lifted: true } }];
      if (c?.kind === 'edited' && c.added.length) return [{ before: c.before, after: c.after, pointer: valuesPointer(pair), meta: { values: c.added, lifted: false } }];
      return undefined;
    },
  },
  response: ({ before, after, meta }) => mirror(outputEnumWidened, before, after, meta),
});
