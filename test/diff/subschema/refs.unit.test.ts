import type { ToolDef } from '../../../src/contract/types.js';
import { diffServer } from '../../../src/diff/engine.js';
import { included } from '../../../src/diff/subschema/index.js';
import { locateRef, localDocument } from '../../../src/diff/subschema/refs.js';
import type { Change } from '../../../src/diff/types.js';
import type { JsonObject, JsonValue } from '../../../src/util/json.js';
import { checkWitnesses } from '../witnesses.js';
import { ajvAccepts, ajvAcceptsCall } from './ajv.js';

/**
 * Issue 48 (references the core did not follow) and issue 47 (one `$ref` resolver): an embedded resource by its `$id`,
 * an `$anchor`, a bounded `$dynamicRef` are read by the core like any `$ref`, with witnesses ajv (Ajv2020, as the
 * tests configure it for the SDK's reading) confirms; past the bound the answer is *unknown*, never proven.
 */
const tool = (inputSchema: JsonObject, outputSchema?: JsonObject): ToolDef => ({ name: 't', description: 'A tool.', inputSchema, ...(outputSchema ? { outputSchema } : {}) }) as ToolDef;
const diff = (a: JsonObject, b: JsonObject): Change[] => {
  const before = [tool(a)];
  const after = [tool(b)];
  const cs = diffServer({ tools: before }, { tools: after });
  checkWitnesses(cs, before, after);
  return cs;
};
const blocking = (cs: Change[]) => cs.filter((c) => c.severity === 'breaking' || c.severity === 'silent');
const side = (schema: JsonObject) => ({ schema, root: schema });

/** A root `{x: <ref>}` whose definition is `def`, reached through `how` (`dynamic`: the recursive tree whose node is `def`). */
function doc(how: 'id' | 'anchor' | 'dynamic' | 'id-pointer', def: JsonObject): JsonObject {
  if (how === 'dynamic') return { ...def, $dynamicAnchor: 'node', properties: { ...(def.properties as JsonObject), x: { type: 'array', items: { $dynamicRef: '#node' } } } };
  const ref = how === 'id' ? 'https://example.com/item' : how === 'anchor' ? '#item' : 'https://example.com/item#/properties/n';
  const held: JsonObject = how === 'anchor' ? { $anchor: 'item', ...def } : { $id: 'https://example.com/item', ...def };
  return { type: 'object', properties: { x: { $ref: ref } }, required: ['x'], $defs: { item: held } };
}
/** A value with `x` holding a node whose `n` is `n` (for `dynamic`: the root's `x` is a list of nodes). */
const at = (how: string, n: number): JsonValue => (how === 'dynamic' ? { n: 1, x: [{ n }] } : { x: { n } });

const loose: JsonObject = { type: 'object', properties: { n: { type: 'integer', maximum: 100 } }, required: ['n'] };
const tight: JsonObject = { type: 'object', properties: { n: { type: 'integer', maximum: 10 } }, required: ['n'] };

describe.each(['id', 'anchor', 'dynamic'] as const)('a reference by %s', (how) => {
  test('ajv reads it as the definition', () => {
    expect(ajvAccepts(doc(how, tight), at(how, 5))).toBe(true);
    expect(ajvAccepts(doc(how, tight), at(how, 50))).toBe(false);
  });

  test('a narrowing inside it: not included, with a witness ajv confirms', () => {
    const v = included(side(doc(how, loose)), side(doc(how, tight)), { calls: true });
    expect(v.kind).toBe('excluded');
    if (v.kind !== 'excluded') return;
    expect(ajvAcceptsCall(doc(how, loose), v.witness)).toBe(true);
    expect(ajvAccepts(doc(how, tight), v.witness)).toBe(false);
  });

  test('a widening inside it: proven included, and the reverse is not', () => {
    expect(included(side(doc(how, tight)), side(doc(how, loose)), { calls: true }).kind).toBe('included');
    expect(included(side(doc(how, loose)), side(doc(how, tight))).kind).toBe('excluded');
  });

  test('the diff reports it as a breaking finding with a whole-call witness', () => {
    const cs = blocking(diff(doc(how, loose), doc(how, tight)));
    expect(cs.map((c) => c.severity)).toContain('breaking');
    expect(cs.every((c) => c.severity !== 'breaking' || c.witness !== undefined)).toBe(true);
  });
});

test('a JSON Pointer into an embedded resource by its URI', () => {
  const a = doc('id-pointer', loose);
  const b = doc('id-pointer', tight);
  expect(ajvAccepts(b, { x: 50 })).toBe(false);
  const v = included(side(a), side(b), { calls: true });
  expect(v.kind).toBe('excluded');
  if (v.kind === 'excluded') expect([ajvAcceptsCall(a, v.witness), ajvAccepts(b, v.witness)]).toEqual([true, false]);
});

test('`#/…` inside an embedded resource is relative to that resource, not the root', () => {
  // the resource's own `$defs/n` is a string; the root's is an integer: ajv reads the resource's
  const at = (n: JsonObject): JsonObject => ({
    type: 'object',
    properties: { x: { $ref: 'https://example.com/r' } },
    required: ['x'],
    $defs: { n: { type: 'integer' }, r: { $id: 'https://example.com/r', allOf: [{ $ref: '#/$defs/n' }], $defs: { n } } },
  });
  const a = at({ type: 'string' });
  const b = at({ type: 'string', maxLength: 2 });
  expect([ajvAccepts(a, { x: 'abc' }), ajvAccepts(a, { x: 1 })]).toEqual([true, false]);
  const v = included(side(a), side(b), { calls: true });
  expect(v.kind).toBe('excluded');
  if (v.kind === 'excluded') expect([ajvAcceptsCall(a, v.witness), ajvAccepts(b, v.witness)]).toEqual([true, false]);
  expect(included(side(b), side(a), { calls: true }).kind).toBe('included');
});

test('a $dynamicAnchor below the root (ajv reads it unlike the specification): unknown', () => {
  const d = (m: number): JsonObject => ({ type: 'object', properties: { x: { $dynamicRef: '#item' } }, required: ['x'], $defs: { item: { $dynamicAnchor: 'item', type: 'integer', maximum: m } } });
  expect([ajvAccepts(d(10), { x: 5 }), ajvAccepts(d(10), { x: 50 })]).toEqual([false, false]);
  expect(included(side(d(10)), side(d(100))).kind).toBe('unknown');
  expect(included(side(d(100)), side(d(10))).kind).toBe('unknown');
});

test('a reference the document cannot resolve is unknown, never proven', () => {
  const a: JsonObject = { type: 'object', properties: { x: { $ref: '#nowhere' } } };
  const b: JsonObject = { type: 'object', properties: { x: { $ref: 'https://example.com/elsewhere' } } };
  expect(included(side(a), side(b)).kind).toBe('unknown');
  expect(included(side(b), side(a)).kind).toBe('unknown');
});

test('past the bound: a $dynamicRef in a document with embedded resources is unknown', () => {
  const a: JsonObject = {
    type: 'object',
    properties: { x: { $dynamicRef: '#item' }, y: { $ref: 'https://example.com/inner' } },
    $defs: { item: { $dynamicAnchor: 'item', type: 'integer' }, inner: { $id: 'https://example.com/inner', type: 'string' } },
  };
  const b = structuredClone(a) as JsonObject;
  ((b.$defs as JsonObject).item as JsonObject).maximum = 3;
  expect(included(side(a), side(b)).kind).toBe('unknown');
  expect(blocking(diff(a, b)).every((c) => c.severity === 'silent' || c.witness !== undefined)).toBe(true);
});

test('one resolver: the walker locates what the core reads', () => {
  const d = doc('anchor', loose);
  const at = (d.properties as JsonObject).x as JsonObject;
  expect(locateRef(d, '#item', at)?.pointer).toBe('/$defs/item');
  expect(locateRef(doc('id', loose), 'https://example.com/item', (doc('id', loose).properties as JsonObject).x as JsonObject)).toBeUndefined(); // not a subschema of that document: base unknown
  const e = doc('id', loose);
  expect(locateRef(e, 'https://example.com/item', (e.properties as JsonObject).x as JsonObject)?.pointer).toBe('/$defs/item');
  // a document that needs no rewriting is handed back as it is
  const plain = side({ type: 'object', properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: { type: 'string' } } });
  expect(localDocument(plain)).toBe(plain);
});

test('the rewritten document keeps what ajv accepts (every reference local)', () => {
  for (const how of ['id', 'anchor', 'dynamic', 'id-pointer'] as const) {
    const d = doc(how, tight);
    const local = localDocument(side(d)).root as JsonValue;
    expect(JSON.stringify(local)).not.toMatch(/"\$dynamicRef"|"\$ref":"(?!#)/);
    for (const v of [at(how, 5), at(how, 50), { x: 5 }, { x: 50 }, {}]) expect([how, v, ajvAccepts(local, v)]).toEqual([how, v, ajvAccepts(d, v)]);
  }
});
