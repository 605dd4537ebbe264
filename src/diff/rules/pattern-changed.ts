import type { JsonValue } from '../../util/json.js';
import { jsonEqual } from '../../util/json.js';
import { defineRule, mirror, q, where } from '../rule.js';
import { outputNarrowed } from './output-narrowed.js';
import { outputWidened } from './output-widened.js';

type PatternChange = 'added' | 'changed' | 'removed';

/** `set to '^[a-z]+$'`, `changed from '…' to '…'`, `removed (was '…')`. */
function what(change: PatternChange, before: JsonValue | null, after: JsonValue | null): string {
  if (change === 'added') return `set to ${q(after)}`;
  if (change === 'removed') return `removed (was ${q(before)})`;
  return `changed from ${q(before)} to ${q(after)}`;
}

export const patternChanged = defineRule<{ change: PatternChange }>({
  id: 'pattern-changed',
  title: 'Pattern added or changed',
  scope: 'request',
  severity: 'breaking',
  rationale: 'Strings that passed before may fail a new or changed pattern and be rejected; a removed pattern rejects nothing (additive).',
  judge: (meta) => (meta.change === 'removed' ? { severity: 'additive', reason: 'The pattern was removed: every string that passed still passes.' } : undefined),
  message: ({ before, after, site, meta }) => `pattern of ${where(site)} ${what(meta.change, before, after)}`,
  detect: {
    keywords: ['pattern'],
    compare({ before: va, after: vb, at }) {
      const x = va.constraints.get('pattern');
      const y = vb.constraints.get('pattern');
      if (jsonEqual(x, y)) return undefined;
      const change: PatternChange = x === undefined ? 'added' : y === undefined ? 'removed' : 'changed';
      return [{ before: x ?? null, after: y ?? null, pointer: at('pattern', y !== undefined), meta: { change } }];
    },
  },
  // in a response a new pattern promises more (safe); a removed or changed one lets through strings consumers never saw
  response: ({ before, after, meta }) =>
    meta.change === 'added'
      ? mirror(outputNarrowed, before, after, { detail: `pattern ${what(meta.change, before, after)}` })
      : mirror(outputWidened, before, after, { detail: `pattern ${what(meta.change, before, after)}` }),
});
