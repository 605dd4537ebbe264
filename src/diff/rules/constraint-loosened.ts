import { defineRule, mirror, q, where } from '../rule.js';
import { constraintChanges } from './constraints.js';
import { outputWidened } from './output-widened.js';

export const constraintLoosened = defineRule<{ keyword: string }>()({
  id: 'constraint-loosened',
  title: 'Constraint loosened',
  scope: 'request',
  severity: 'additive',
  inclusion: {},
  rationale: 'Every value that passed still passes.',
  message: ({ before, after, site, meta }) => `${meta.keyword} of ${where(site)} loosened from ${q(before)} to ${q(after)}`,
  detect: {
    keywords: [],
    compare: (pair) => constraintChanges(pair).flatMap(({ keyword, before, after, pointer, tighter, same }) => (tighter || same ? [] : [{ before, after, pointer, meta: { keyword } }])),
  },
  response: ({ before, after, meta }) => mirror(outputWidened, before, after, { detail: `${meta.keyword} loosened from ${JSON.stringify(before)} to ${JSON.stringify(after)}` }),
});
