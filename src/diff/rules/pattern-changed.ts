import { defineRule, q, where } from '../rule.js';
import { patternChange, patternPointer, PATTERN_KEYWORDS } from './patterns.js';

type Meta = { comparable: boolean };

export const patternChanged = defineRule<Meta>()({
  id: 'pattern-changed',
  title: 'Pattern changed (cannot be compared)',
  scope: 'request',
  severity: 'silent',
  inclusion: {},
  rationale:
    'The pattern changed and the two cannot be compared (backreferences, lookarounds, or automata too large): strings that passed may fail now, and no one can tell without trying. When one provably contains the other, pattern-narrowed or pattern-widened reports it instead.',
  judge: (meta) => (meta.comparable ? { severity: 'cosmetic', reason: 'Written differently, the two patterns accept exactly the same strings.' } : undefined),
  message: ({ before, after, site, meta }) =>
    `pattern of ${where(site, site.pointer.startsWith('/outputSchema') ? 'output field' : 'parameter')} changed from ${q(before)} to ${q(after)} (${meta.comparable ? 'the same strings pass' : 'cannot be compared'})`,
  detect: {
    keywords: PATTERN_KEYWORDS,
    compare(pair) {
      const c = patternChange(pair);
      if (c?.kind !== 'equivalent' && c?.kind !== 'unknown') return undefined;
      return [{ before: c.before, after: c.after, pointer: patternPointer(pair, c), meta: { comparable: c.kind === 'equivalent' } }];
    },
  },
});
