import { defineRule, mirror, q, where } from '../rule.js';
import { outputNarrowed } from './output-narrowed.js';
import { outputTypeChanged } from './output-type-changed.js';
import { valueChange, VALUE_KEYWORDS, valuesPointer } from './values.js';

export const constChanged = defineRule<undefined>()({
  id: 'const-changed',
  title: 'Constant changed',
  scope: 'request',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Only the new constant is accepted; calls sending the old one are rejected.',
  message: ({ before, after, site }) => `constant of ${where(site)} changed from ${q(before)} to ${q(after)}`,
  detect: {
    keywords: VALUE_KEYWORDS,
    compare(pair) {
      const c = valueChange(pair);
      return c?.kind === 'const' ? [{ before: c.before, after: c.after, pointer: valuesPointer(pair) }] : undefined;
    },
  },
  // an output constant is the type of what comes back: its change reads as a type change, the constants as types; a
  // constant where there was none promises one value (narrower: consumers are unaffected)
  response: ({ before, after }) =>
    before === null
      ? mirror(outputNarrowed, before, after, { detail: `now always ${q(after)}` })
      : mirror(outputTypeChanged, [JSON.stringify(before)], after === null ? null : [JSON.stringify(after)], undefined),
});
