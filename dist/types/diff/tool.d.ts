import type { ToolDef } from '../contract/types.js';
import { type JsonObject } from '../util/json.js';
import { type Direction } from './schema/direction.js';
import type { Change } from './types.js';
/** Every difference between two versions of one tool (`after.name` is the name reported). */
export declare function diffTool(before: ToolDef, after: ToolDef, sink: (c: Change) => void): void;
/** Compare one schema of a tool in its direction. */
export declare function diffSchema(direction: Direction, a: JsonObject | undefined, b: JsonObject | undefined, pointer: string, tool: string, push: (c: Change) => void, counted?: {
    n: number;
}): void;
