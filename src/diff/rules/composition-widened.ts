import { defineRule, mirror, where } from '../rule.js';
import { conditionChanges } from './conditions.js';
import { outputWidened } from './output-widened.js';

export const compositionWidened = defineRule<{ keyword: string; detail: string }>()({
  id: 'composition-widened',
  title: 'Composition widened',
  scope: 'request',
  severity: 'additive',
  inclusion: {},
  rationale: 'An alternative was added or a condition dropped: every old call still validates.',
  message: ({ site, meta }) => `${meta.detail} at ${where(site)}`,
  // the schema walker adds the alternatives of a union and the positions of a tuple added or removed, as it pairs them
  detect: {
    keywords: [],
    compare: (pair) => conditionChanges(pair).flatMap((c) => (!c.narrowed && !c.same ? [c.finding] : [])),
  },
  response: ({ before, after, meta }) => mirror(outputWidened, before, after, { detail: meta.detail }),
});
