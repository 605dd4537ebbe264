import type { JsonValue } from '../../util/json.js';
import { defineRule, mirror, where } from '../rule.js';
import { fmtValues } from './format.js';
import { outputEnumWidened } from './output-enum-widened.js';

export const enumWidened = defineRule<{ values: JsonValue[]; lifted: boolean }>({
  id: 'enum-widened',
  title: 'Enum widened',
  scope: 'request',
  severity: 'additive',
  rationale: 'Every value that was accepted is still accepted.',
  message: ({ site, meta }) => meta.lifted ? `the value list of ${where(site)} was lifted` : `values ${fmtValues(meta.values)} added to ${where(site)}`,
  response: ({ before, after, meta }) => mirror(outputEnumWidened, before, after, meta),
});
