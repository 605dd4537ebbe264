import { defineRule, mirror, where } from '../rule.js';
import { conditionChanges } from './conditions.js';
import { outputNarrowed } from './output-narrowed.js';

export const compositionNarrowed = defineRule<{ keyword: string; detail: string }>()({
  id: 'composition-narrowed',
  title: 'Composition narrowed',
  scope: 'request',
  severity: 'breaking',
  inclusion: {},
  rationale: 'An alternative (oneOf/anyOf branch) was removed, or a new condition (allOf, not, if/then, dependentRequired) must hold: some old calls are rejected.',
  message: ({ site, meta }) => `${meta.detail} at ${where(site)}`,
  // the schema walker adds the alternatives of a union and the positions of a tuple added or removed, as it pairs them
  detect: {
    keywords: [],
    compare: (pair) => conditionChanges(pair).flatMap((c) => (c.narrowed && !c.same ? [c.finding] : [])),
  },
  response: ({ before, after, meta }) => mirror(outputNarrowed, before, after, { detail: meta.detail }),
});
