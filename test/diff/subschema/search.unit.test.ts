import { canonOf } from '../../../src/diff/subschema/build.js';
import { included } from '../../../src/diff/subschema/index.js';
import type { JsonObject, JsonValue } from '../../../src/util/json.js';
import { ajvAccepts, ajvAcceptsCall } from './ajv.js';

/**
 * How the core keeps large schemas cheap without changing an answer: a schema that refers to nothing has one
 * canonical form per text (so the unchanged parts of two versions are the same form and compare at once), and an
 * object's search for a witness stops at the first check that finds candidates, searching every check only when
 * those do not hold up.
 */

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

test('equal schemas that refer to nothing share one form; a $ref keeps its own document', () => {
  const s = { type: 'object', properties: { q: { type: 'string', maxLength: 5 } }, required: ['q'] };
  expect(canonOf(copy(s), null)).toBe(canonOf(copy(s), null));
  expect(canonOf(copy(s), null, 'entry')).toBe(canonOf(copy(s), null, 'entry'));
  expect(canonOf(copy(s), null, 'entry')).not.toBe(canonOf(copy(s), null, 'open'));
  // the same text, read in two documents whose $defs differ: two forms, and the change is seen
  const ref = { type: 'object', properties: { id: { $ref: '#/$defs/id' } } };
  const before = { ...copy(ref), $defs: { id: { type: 'string' } } };
  const after = { ...copy(ref), $defs: { id: { type: 'integer' } } };
  const x = canonOf(before.properties, before);
  expect(canonOf(after.properties, after)).not.toBe(x);
  const v = included({ schema: before, root: before }, { schema: after, root: after }, { calls: true });
  expect(v.kind).toBe('excluded');
  if (v.kind === 'excluded') {
    expect(ajvAcceptsCall(before, v.witness)).toBe(true);
    expect(ajvAccepts(after, v.witness)).toBe(false);
  }
});

test('a rename in a large closed schema: the witness is the old call, found without sampling every check', () => {
  // a nested part of a few hundred properties, the same text on both sides
  const nested: JsonObject = { type: 'object', properties: {}, additionalProperties: false };
  for (let i = 0; i < 300; i++) (nested.properties as JsonObject)[`f${i}`] = { type: 'object', properties: { name: { type: 'string' } } };
  const schema = (id: string): JsonObject => ({
    type: 'object',
    properties: { [id]: { type: 'string' }, table: { type: 'string' }, nested: copy(nested) },
    required: [id, 'table'],
    additionalProperties: false,
  });
  const [a, b] = [schema('baseId'), schema('baseIdRef')];
  const v = included({ schema: a, root: a }, { schema: b, root: b }, { calls: true });
  expect(v.kind).toBe('excluded');
  if (v.kind !== 'excluded') return;
  expect(v.witness).toMatchObject({ baseId: expect.any(String) });
  expect(ajvAcceptsCall(a, v.witness)).toBe(true);
  expect(ajvAccepts(b, v.witness)).toBe(false);
});

test('when the first candidates do not hold up, every check is searched (a witness the short search misses)', () => {
  // found by the property test: the short search ends with candidates a union keeps none of; the full search finds
  // {"c": ""}, which the else branch's propertyNames rejects
  const a: JsonValue = JSON.parse(
    '{"if":{"items":{"type":"string","minLength":3,"pattern":"^[\\\\s\\\\S]*$"},"prefixItems":[{"type":["string","object","integer"]}],"contains":true,"minContains":0,"maxContains":3,"minItems":3,"maxItems":2,"uniqueItems":true},"then":{"items":{"type":"integer","minimum":0.5,"maximum":0.5,"exclusiveMaximum":1,"multipleOf":2},"prefixItems":[false,{"const":"b"},{"const":[1,1]}],"contains":{"enum":["abc",null,"x1",1]},"minContains":3,"maxContains":2,"minItems":2,"maxItems":0},"else":{"properties":{"c":{"type":"integer"},"b":{"type":"string","maxLength":2,"pattern":"^(a|b)$","format":"ipv4"}},"required":[],"patternProperties":{"^x":{}},"propertyNames":{"enum":["a","b","x1"]},"minProperties":0,"maxProperties":1,"dependentRequired":{"a":["b"]},"dependentSchemas":{"b":{"type":"string","minLength":1,"maxLength":1,"pattern":".*"}}}}',
  );
  const b = copy(a) as JsonObject;
  (b.if as JsonObject).required = ['a'];
  ((b.if as JsonObject).prefixItems as JsonObject[])[0]!.maxItems = 0;
  const v = included({ schema: a, root: a }, { schema: b, root: b });
  expect(v).toMatchObject({ kind: 'excluded', witness: { c: '' }, failure: { keyword: 'propertyNames' } });
  if (v.kind === 'excluded') expect([ajvAccepts(a, v.witness), ajvAccepts(b, v.witness)]).toEqual([true, false]);
});
