import type { JsonValue } from '../../util/json.js';
import { defineRule, where } from '../rule.js';
import { fmtValues } from './format.js';

export const outputEnumWidened = defineRule<{ values: JsonValue[]; lifted: boolean }>()({
  id: 'output-enum-widened',
  title: 'Output enum widened',
  scope: 'response',
  foundBy: 'response',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Responses may carry values consumers do not handle.',
  message: ({ site, meta }) => (meta.lifted ? `output ${where(site, 'field')} is no longer limited to a list of values` : `output ${where(site, 'field')} may now be ${fmtValues(meta.values)}`),
});
