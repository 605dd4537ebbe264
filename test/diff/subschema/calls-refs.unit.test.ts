import { callsOf, included } from '../../../src/diff/subschema/index.js';
import type { JsonObject, JsonValue } from '../../../src/util/json.js';
import { ajvAccepts, ajvAcceptsCall } from './ajv.js';

/**
 * The calls reading follows a `$ref` as the core does, by the one resolver: a free-form value (an object declaring no
 * names) reached by an embedded resource's `$id` or an `$anchor` stays open to data keys, exactly as one reached by a
 * `#/$defs/…` pointer or written in place. Found by the property test (seed 36, with `$anchor` in its grammar): the
 * calls reading closed the `$id` target, so the core's witness `{"a":{"b":""}}` read as no old call.
 */
const FREE: JsonObject = { type: 'object', properties: {}, anyOf: [{ required: ['b'] }] };
const NARROWED: JsonObject = { type: 'object', properties: {}, anyOf: [{ required: ['b'], const: null }] };
const FORMS: Record<string, (x: JsonObject) => JsonValue> = {
  pointer: (x) => ({ $defs: { e: x }, type: 'object', properties: { a: { $ref: '#/$defs/e' } } }),
  $id: (x) => ({ $defs: { e: { $id: 'urn:mcg:e', ...x } }, type: 'object', properties: { a: { $ref: 'urn:mcg:e' } } }),
  $anchor: (x) => ({ $defs: { e: { $anchor: 'e1', ...x } }, type: 'object', properties: { a: { $ref: '#e1' } } }),
  inline: (x) => ({ type: 'object', properties: { a: x } }),
};

test.each(Object.keys(FORMS))('by %s: the free-form value stays open in the calls reading, and the witness is an old call ajv refuses under the new schema', (form) => {
  const a = FORMS[form]!(FREE);
  const b = FORMS[form]!(NARROWED);
  const call = { a: { b: '' } };
  expect(ajvAcceptsCall(a, call)).toBe(true);
  const v = included({ schema: a, root: a }, { schema: b, root: b }, { calls: true });
  expect(v.kind).toBe('excluded');
  const witness = (v as { witness: JsonValue }).witness;
  expect(ajvAcceptsCall(a, witness)).toBe(true);
  expect(ajvAccepts(b, witness)).toBe(false);
  // the property `a` itself is not closed (its keys are data); only the root is
  expect(JSON.stringify(callsOf(a))).not.toContain('"$ref":"urn:mcg:e","unevaluatedProperties"');
});

/**
 * An open `unevaluatedProperties` written out is read as an open `additionalProperties` is: closed to names nothing
 * declares, in the calls reading the core uses and in `callsOf`, which confirms its witnesses. Found by the property
 * test (seed 36, pair 55,672 of 100,000): `callsOf` kept `unevaluatedProperties: true`, so `{"x1":null}` read as an old
 * call, while the core (rightly) read only the declared `b`.
 */
test.each([true, {}])('unevaluatedProperties %j written out: closed in the calls reading, as the core reads it', (open) => {
  const a: JsonObject = { properties: { b: { type: 'string' } }, propertyNames: { enum: ['b', 'x1'] }, unevaluatedProperties: open };
  const b: JsonObject = { ...a, propertyNames: { enum: ['b', 'x1'], pattern: '^x' } };
  expect(ajvAccepts(a, { x1: null })).toBe(true);
  expect(ajvAcceptsCall(a, { x1: null })).toBe(false);
  expect(ajvAccepts(callsOf(a), { b: '' })).toBe(true);
  // the declared name is what old calls send, and the new names schema refuses it
  const v = included({ schema: a, root: a }, { schema: b, root: b }, { calls: true });
  expect(v).toMatchObject({ kind: 'excluded', witness: { b: '' } });
  expect(ajvAcceptsCall(a, { b: '' })).toBe(true);
  expect(ajvAccepts(b, { b: '' })).toBe(false);
});
