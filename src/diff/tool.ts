import type { ToolDef } from '../contract/types.js';
import { hasOutputSchema } from '../contract/tool-list.js';
import { isObject, jsonEqual, type JsonObject } from '../util/json.js';
import { detectPair } from './hooks.js';
import type { Direction } from './rule.js';
import { compareSchemas } from './schema/compare.js';
import type { SchemaContext } from './schema/context.js';
import { directedEmitter } from './schema/direction.js';
import { Judge, type Frame } from './schema/verdict.js';
import { refersAnywhere } from './subschema/same.js';
import type { Change } from './types.js';

const EMPTY_OBJECT_SCHEMA: JsonObject = { type: 'object' };

/**
 * Every difference between two versions of one tool (`after.name` is the name reported): the rules' tool hooks (title,
 * description, annotations, execution, output schema added or removed), then the input schema and the output schema.
 */
export function diffTool(before: ToolDef, after: ToolDef, sink: (c: Change) => void, eras: { before?: 'discover'; after?: 'discover' } = {}): void {
  const counted = { n: 0 };
  const push = (c: Change) => {
    counted.n++;
    sink(c);
  };
  detectPair('tool', { before, after, site: { entity: 'tool', tool: after.name, path: '', pointer: '' } }, push);
  diffSchema('request', before.inputSchema, after.inputSchema, '/inputSchema', after.name, push, counted);
  // the same output schema text is the same contract in either era (a server moved to 2026 with the same tools)
  if (hasOutputSchema(before) && hasOutputSchema(after) && !jsonEqual(before.outputSchema, after.outputSchema))
    diffSchema('response', outputRoot(before.outputSchema!, eras.before), outputRoot(after.outputSchema!, eras.after), '/outputSchema', after.name, push, counted, { objectRoot: false });
}

/**
 * An output schema as its era reads it. Up to 2025-11-25 a structured result is always a JSON object (a root without
 * `type` is an open object, see asObjectRoot); from 2026-07-28 it may be any JSON value, so the root is read as written
 * (`{}`, `true` and `{"items": …}` accept arrays and strings too). A boolean schema is its object form: `true` is `{}`,
 * `false` is `{"not": {}}`.
 */
export function outputRoot(schema: JsonObject | boolean, era: 'discover' | undefined): JsonObject {
  const object = schema === true ? {} : schema === false ? { not: {} } : schema;
  return era === 'discover' ? object : asObjectRoot(object);
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
export function diffSchema(
  direction: Direction,
  a: JsonObject | undefined,
  b: JsonObject | undefined,
  pointer: string,
  tool: string,
  push: (c: Change) => void,
  counted = { n: 0 },
  { objectRoot = true }: { objectRoot?: boolean } = {},
): void {
  const root = (s: JsonObject | undefined) => (objectRoot ? asObjectRoot(isObject(s) ? s : EMPTY_OBJECT_SCHEMA) : isObject(s) ? s : {});
  const sa = root(a);
  const sb = root(b);
  // the same document reads the same everywhere, `$ref`s included: nothing to report (most changed tools change
  // only their text, so this is the common case)
  if (jsonEqual(sa, sb)) return;
  const refs = refersAnywhere(sa) || refersAnywhere(sb);
  const frames: Frame[] = [];
  // every change is also kept by the frame of the node it was made at, which the subschema core settles
  const sink = (c: Change) => {
    push(c);
    frames[frames.length - 1]?.changes.push(c);
  };
  const ctx: SchemaContext = {
    entity: 'tool',
    tool,
    direction,
    emit: directedEmitter(direction, sink),
    seen: new WeakMap(),
    count: counted,
    refs,
    frames,
    judge: new Judge(direction),
    visits: { n: 0 },
  };
  compareSchemas(ctx, { schema: sa, pointer, root: sa, rootPointer: pointer }, { schema: sb, pointer, root: sb, rootPointer: pointer }, '');
}
