import type { JsonValue } from '../../util/json.js';
import type { Direction, Rule, Site } from '../rule.js';
import type { Change, SecurityFlag } from '../types.js';

/**
 * The walker reports what changed in request terms (the parameter a caller sends). An output schema is read the other
 * way round: narrowing is safe for consumers and widening breaks them, so each request rule says, in its own module
 * (`response`), which response rule stands for it there.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRule = Rule<any>;

export interface Emit {
  (rule: AnyRule, site: Site, before: JsonValue | null | undefined, after: JsonValue | null | undefined, meta?: unknown, flags?: SecurityFlag[]): void;
}

/** An emitter for one schema: request rules as they are, response rules translated. */
export function directedEmitter(direction: Direction, sink: (change: Change) => void): Emit {
  return (rule, site, before, after, meta, flags) => {
    if (direction === 'response' && rule.response) {
      return sink(rule.response({ before: before ?? null, after: after ?? null, meta: meta ?? {} }).make(site, flags));
    }
    sink(rule.make(site, before, after, meta ?? {}, flags));
  };
}
