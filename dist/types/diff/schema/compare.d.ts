import type { Site } from '../rule.js';
import type { Emit } from './direction.js';
import type { Located } from './resolve.js';
/** What every comparison in one schema shares. */
export interface SchemaContext {
    entity: 'tool' | 'prompt';
    tool: string;
    emit: Emit;
    /** Pairs of nodes already compared (cycle guard for recursive `$ref`s). */
    seen: WeakMap<object, WeakSet<object>>;
    /** Changes emitted so far (lets a node know whether anything below it was reported). */
    count: {
        n: number;
    };
    /** Whether either schema uses `$ref`: identical subtrees can only be skipped when nothing in them points elsewhere. */
    refs: boolean;
}
export declare function childPath(path: string, name: string): string;
/** Compare two schema nodes at one parameter path, reporting every difference a caller would feel. */
export declare function compareSchemas(ctx: SchemaContext, a: Located, b: Located, path: string, depth?: number, renamed?: boolean): void;
export declare function compareDescription(ctx: SchemaContext, before: string | undefined, after: string | undefined, at: Site): void;
