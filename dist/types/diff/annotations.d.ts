import { type JsonObject, type JsonValue } from '../util/json.js';
import type { Site } from './rule.js';
import type { Emit } from './schema/direction.js';
/**
 * The spec's behavioural hints, their defaults when absent, and which direction is the less safe one.
 * readOnlyHint false: may modify its environment. destructiveHint true: may destroy. idempotentHint false: repeated
 * calls may have more effect. openWorldHint true: reaches outside systems.
 */
export declare const HINTS: Record<string, {
    default: boolean;
    unsafe: boolean;
}>;
/** Is a tool destructive? By annotation, or by the spec defaults when it says nothing (not read-only, destructive). */
export declare function destructiveReason(annotations: JsonObject | undefined): string | undefined;
/** One finding per annotation key whose literal value changed; severity from the effective (defaulted) values. */
export declare function compareAnnotations(emit: Emit, base: Site, before: JsonValue | undefined, after: JsonValue | undefined): void;
