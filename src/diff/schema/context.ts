import type { Direction, Site } from '../rule.js';
import type { Entity } from '../types.js';
import type { Emit } from './direction.js';
import type { Frame, Judge } from './verdict.js';

/** What every comparison in one schema shares. */
export interface SchemaContext {
  entity: Entity;
  tool: string;
  direction: Direction;
  emit: Emit;
  /** Pairs of nodes already compared (the cycle guard once a schema has been walked past MAX_VISITS nodes). */
  seen: WeakMap<object, WeakSet<object>>;
  /** Changes emitted so far (lets a node know whether anything below it was reported). */
  count: { n: number };
  /** Whether either schema uses `$ref`: identical subtrees can only be skipped when nothing in them points elsewhere. */
  refs: boolean;
  /** The node pairs being compared, the root first: each collects its findings, settled by the core when it closes. */
  frames: Frame[];
  /** The subschema core's verdicts for this pair of schemas. */
  judge: Judge;
  /** Nodes compared so far. */
  visits: { n: number };
}

export function childPath(path: string, name: string): string {
  return path ? `${path}.${name}` : name;
}

/** The site of a finding at a parameter path and a pointer into the schema. */
export function site(ctx: SchemaContext, path: string, pointer: string): Site {
  return { entity: ctx.entity, tool: ctx.tool, path, pointer };
}
