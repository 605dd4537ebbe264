import { defineRule, mirror, q, where } from '../rule.js';
import { SAFE_INTEGER_REASON } from '../safe-integer.js';
import { constraintChanges } from './constraints.js';
import { outputNarrowed } from './output-narrowed.js';

export const constraintTightened = defineRule<{ keyword: string; safeIntegerLimit?: boolean }>()({
  id: 'constraint-tightened',
  title: 'Constraint tightened',
  scope: 'request',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Values that used to pass may now be rejected.',
  judge: (meta) => (meta.safeIntegerLimit ? { severity: 'cosmetic', reason: SAFE_INTEGER_REASON } : undefined),
  // a bound at the safe-integer limit says so, so its (cosmetic) severity reads as what it is: a tightening that does not matter
  message: ({ before, after, site, meta }) =>
    meta.safeIntegerLimit
      ? `${meta.keyword} of ${where(site)} ${before === null ? 'set' : 'moved'} to the safe-integer limit ${q(after)}: a tightening no client meets in practice`
      : `${meta.keyword} of ${where(site)} tightened from ${q(before)} to ${q(after)}`,
  detect: {
    keywords: [],
    compare: (pair) =>
      constraintChanges(pair).flatMap(({ keyword, before, after, pointer, tighter, same, safeIntegerLimit }) =>
        tighter && !same ? [{ before, after, pointer, meta: safeIntegerLimit ? { keyword, safeIntegerLimit } : { keyword } }] : [],
      ),
  },
  response: ({ before, after, meta }) => mirror(outputNarrowed, before, after, { detail: `${meta.keyword} tightened from ${JSON.stringify(before)} to ${JSON.stringify(after)}` }),
});
