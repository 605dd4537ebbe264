import { defineRule, mirror, q, where } from '../rule.js';
import { outputNarrowed } from './output-narrowed.js';
import { patternChange, patternPointer, PATTERN_KEYWORDS } from './patterns.js';

type Meta = { change: 'added' | 'narrowed'; example?: string; partial?: boolean };

/** `set to '^[a-z]+$'`, or `narrowed from '…' to '…' ('A1' no longer passes)`. */
function what(meta: Meta, before: unknown, after: unknown): string {
  if (meta.change === 'added') return `set to ${q(after as string)}`;
  const example = meta.example !== undefined ? ` (${q(meta.example)} no longer passes)` : '';
  return `${meta.partial ? 'changed' : 'narrowed'} from ${q(before as string)} to ${q(after as string)}${example}`;
}

export const patternNarrowed = defineRule<Meta>()({
  id: 'pattern-narrowed',
  title: 'Pattern added or narrowed',
  scope: 'request',
  severity: 'breaking',
  inclusion: {},
  rationale: 'A new pattern, or a changed one that provably rejects strings the old one accepted: callers sending those strings are rejected.',
  message: ({ before, after, site, meta }) => `pattern of ${where(site)} ${what(meta, before, after)}`,
  detect: {
    keywords: PATTERN_KEYWORDS,
    compare(pair) {
      const c = patternChange(pair);
      if (c?.kind === 'added') return [{ before: null, after: c.after, pointer: patternPointer(pair, c), meta: { change: 'added' } }];
      if (c?.kind === 'narrowed') return [{ before: c.before, after: c.after, pointer: patternPointer(pair, c), meta: { change: 'narrowed', example: c.example, partial: c.partial } }];
      return undefined;
    },
  },
  // in a response a stricter pattern promises more (safe)
  response: ({ before, after, meta }) => mirror(outputNarrowed, before, after, { detail: `pattern ${what(meta, before, after)}` }),
});
