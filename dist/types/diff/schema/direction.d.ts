import type { JsonValue } from '../../util/json.js';
import type { Rule, Site } from '../rule.js';
import type { Change, SecurityFlag } from '../types.js';
/**
 * The walker reports what changed in request terms (the parameter a caller sends). An output schema is read the other
 * way round: narrowing is safe for consumers and widening breaks them, so each request rule maps to a response rule.
 */
export type Direction = 'request' | 'response';
type AnyRule = Rule<any>;
export interface Emit {
    (rule: AnyRule, site: Site, before: JsonValue | null | undefined, after: JsonValue | null | undefined, meta?: unknown, flags?: SecurityFlag[]): void;
}
/** An emitter for one schema: request rules as they are, response rules translated. */
export declare function directedEmitter(direction: Direction, sink: (change: Change) => void): Emit;
export {};
