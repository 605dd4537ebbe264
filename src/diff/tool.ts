import type { ToolDef } from '../contract/types.js';
import { isObject, jsonEqual, type JsonObject } from '../util/json.js';
import { compareAnnotations } from './annotations.js';
import { textFlags } from './flags/instructions.js';
import type { Direction, Site } from './rule.js';
import * as R from './rules/index.js';
import { compareSchemas, type SchemaContext } from './schema/compare.js';
import { directedEmitter } from './schema/direction.js';
import type { Change } from './types.js';
import { cosmeticEdit } from './text.js';

const EMPTY_OBJECT_SCHEMA: JsonObject = { type: 'object' };

/** Every difference between two versions of one tool (`after.name` is the name reported). */
export function diffTool(before: ToolDef, after: ToolDef, sink: (c: Change) => void): void {
  const counted = { n: 0 };
  const push = (c: Change) => {
    counted.n++;
    sink(c);
  };
  const request = directedEmitter('request', push);
  const top: Site = { entity: 'tool', tool: after.name, path: '', pointer: '' };

  if ((before.title ?? null) !== (after.title ?? null)) request(R.titleChanged, { ...top, pointer: '/title' }, before.title, after.title);
  const da = before.description ?? '';
  const db = after.description ?? '';
  if (da !== db) {
    const edit = cosmeticEdit(da, db);
    const flags = edit ? [] : textFlags(da, db, 'the tool description');
    request(R.toolDescriptionChanged, { ...top, pointer: '/description' }, before.description ?? null, after.description ?? null, { edit }, flags);
  }
  compareAnnotations(request, top, before.annotations, after.annotations);
  compareExecution(before, after, top, push);

  diffSchema('request', before.inputSchema, after.inputSchema, '/inputSchema', after.name, push, counted);
  if (before.outputSchema && !after.outputSchema) request(R.outputSchemaRemoved, { ...top, pointer: '/outputSchema' }, before.outputSchema, null);
  else if (!before.outputSchema && after.outputSchema) request(R.outputSchemaAdded, { ...top, pointer: '/outputSchema' }, null, after.outputSchema);
  else if (before.outputSchema && after.outputSchema) diffSchema('response', before.outputSchema, after.outputSchema, '/outputSchema', after.name, push, counted);
}

/**
 * A tool's arguments (and its structured result) are always a JSON object, so a root schema without `type` (a server
 * whose schema generation broke sends `{"$schema": …}` alone) is an open object: typing it later adds parameters,
 * requirements and closedness that are reported as such, not as one vague "any → object" narrowing.
 */
export function asObjectRoot(schema: JsonObject): JsonObject {
  if (schema.type !== undefined || typeof schema.$ref === 'string') return schema; // a $ref's target says what it is
  return { ...schema, type: 'object' };
}

/** Compare one schema of a tool in its direction. */
export function diffSchema(direction: Direction, a: JsonObject | undefined, b: JsonObject | undefined, pointer: string, tool: string, push: (c: Change) => void, counted = { n: 0 }): void {
  const sa = asObjectRoot(isObject(a) ? a : EMPTY_OBJECT_SCHEMA);
  const sb = asObjectRoot(isObject(b) ? b : EMPTY_OBJECT_SCHEMA);
  const refs = JSON.stringify(sa).includes('"$ref"') || JSON.stringify(sb).includes('"$ref"');
  const ctx: SchemaContext = { entity: 'tool', tool, direction, emit: directedEmitter(direction, push), seen: new WeakMap(), count: counted, refs };
  compareSchemas(ctx, { schema: sa, pointer, root: sa, rootPointer: pointer }, { schema: sb, pointer, root: sb, rootPointer: pointer }, '');
}

/** `execution.taskSupport`: absent means "forbidden" (the spec default), so spelling it out changes nothing. */
function compareExecution(before: ToolDef, after: ToolDef, top: Site, push: (c: Change) => void): void {
  const ta = isObject(before.execution) && typeof before.execution.taskSupport === 'string' ? before.execution.taskSupport : 'forbidden';
  const tb = isObject(after.execution) && typeof after.execution.taskSupport === 'string' ? after.execution.taskSupport : 'forbidden';
  const site = { ...top, pointer: '/execution' };
  if (ta !== tb) push(R.executionChanged.make(site, before.execution ?? null, after.execution ?? null, { from: ta, to: tb }));
  else if (!jsonEqual(before.execution ?? null, after.execution ?? null))
    push(R.schemaRepresentationChanged.make(site, before.execution ?? null, after.execution ?? null, { detail: `execution written differently (taskSupport ${ta} either way)` }));
}
