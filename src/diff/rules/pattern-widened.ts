import { defineRule, mirror, q, where } from '../rule.js';
import { outputWidened } from './output-widened.js';
import { patternChange, patternPointer, PATTERN_KEYWORDS } from './patterns.js';

type Meta = { change: 'removed' | 'widened'; example?: string };

/** `removed (was '…')`, or `widened from '…' to '…' ('0-0' now passes too)`. */
function what(meta: Meta, before: unknown, after: unknown): string {
  if (meta.change === 'removed') return `removed (was ${q(before as string)})`;
  const example = meta.example !== undefined ? ` (${q(meta.example)} now passes too)` : '';
  return `widened from ${q(before as string)} to ${q(after as string)}${example}`;
}

export const patternWidened = defineRule<Meta>()({
  id: 'pattern-widened',
  title: 'Pattern removed or widened',
  scope: 'request',
  severity: 'additive',
  inclusion: {},
  rationale: 'The pattern was removed, or the new one provably accepts every string the old one did: every call that passed still passes.',
  message: ({ before, after, site, meta }) => `pattern of ${where(site)} ${what(meta, before, after)}`,
  detect: {
    keywords: PATTERN_KEYWORDS,
    compare(pair) {
      const c = patternChange(pair);
      if (c?.kind === 'removed') return [{ before: c.before, after: null, pointer: patternPointer(pair, c), meta: { change: 'removed' } }];
      if (c?.kind === 'widened') return [{ before: c.before, after: c.after, pointer: patternPointer(pair, c), meta: { change: 'widened', example: c.example } }];
      return undefined;
    },
  },
  // in a response a looser pattern lets through strings consumers never saw
  response: ({ before, after, meta }) => mirror(outputWidened, before, after, { detail: `pattern ${what(meta, before, after)}` }),
});
