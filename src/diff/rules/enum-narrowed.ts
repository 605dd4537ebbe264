import type { JsonValue } from '../../util/json.js';
import { defineRule, mirror, where } from '../rule.js';
import { fmtValues } from './format.js';
import { outputNarrowed } from './output-narrowed.js';

export const enumNarrowed = defineRule<{ values: JsonValue[]; imposed: boolean }>({
  id: 'enum-narrowed',
  title: 'Enum narrowed',
  scope: 'request',
  severity: 'breaking',
  rationale: 'Calls that send a dropped value are rejected.',
  message: ({ after, site, meta }) => meta.imposed ? `values of ${where(site)} restricted to ${fmtValues(after)}` : `values ${fmtValues(meta.values)} removed from ${where(site)}`,
  response: ({ before, after, meta }) => mirror(outputNarrowed, before, after, { detail: meta.imposed ? `values restricted to ${fmtValues(after)}` : `values ${fmtValues(meta.values)} no longer returned` }),
});
