import fc from 'fast-check';
import type { JsonObject, JsonValue } from '../../../src/util/json.js';

/**
 * Random schemas from the keyword grammar of issue 36: types and nullability, enum/const, numeric bounds (exclusive
 * forms, multipleOf), strings (lengths, patterns, formats), arrays (items, prefixItems, items: false, contains with
 * min/maxContains, min/maxItems, uniqueItems), objects (properties, required, additionalProperties with value
 * schemas, patternProperties, propertyNames, min/maxProperties, dependentRequired, dependentSchemas), composition
 * (allOf, anyOf, oneOf, not, if/then/else) and recursive $ref/$defs; since issue 48 also free-form nested objects
 * (`{type: object}`, `additionalProperties: {}` or `true`), `unevaluatedProperties`/`unevaluatedItems`, an embedded
 * resource referred to by its `$id` or an `$anchor`, `$dynamicRef`/`$dynamicAnchor`, a format no validator asserts and a
 * custom keyword (`phoneRegion`); and second
 * schemas made by mutating the first one keyword at a time, so pairs are close (as real releases are) as well as
 * unrelated.
 */
export const NAMES = ['a', 'b', 'c'];
export const VALUES: JsonValue[] = [null, true, false, 0, 1, 2, -1, 1.5, 3, 4, '', 'a', 'b', 'ab', 'abc', 'x1', [], [1], ['a'], [1, 1], {}, { a: 1 }, { a: 'a' }, { b: 2 }];
const PATTERNS = ['^a', 'b$', '^[a-c]*$', '^\\d+$', '.*', '^[\\s\\S]*$', 'a', '^(a|b)$', '^x'];
const FORMATS = ['date', 'email', 'uuid', 'ipv4', 'phone-e164'];
const TYPES = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];

const small = fc.constantFrom(-2, -1, 0, 1, 2, 3, 0.5, 1.5);
const count = fc.integer({ min: 0, max: 3 });
const value = fc.constantFrom(...VALUES);

const typeKw = fc.oneof(fc.constantFrom(...TYPES), fc.uniqueArray(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 3 }));

const numberSchema = fc.record(
  {
    type: fc.constantFrom('number', 'integer'),
    minimum: small,
    maximum: small,
    exclusiveMinimum: small,
    exclusiveMaximum: small,
    multipleOf: fc.constantFrom(1, 2, 3, 4, 0.5),
  },
  { requiredKeys: [] },
);

const stringSchema = fc.record({ type: fc.constant('string'), minLength: count, maxLength: count, pattern: fc.constantFrom(...PATTERNS), format: fc.constantFrom(...FORMATS) }, { requiredKeys: [] });

const leaf: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.record({ type: typeKw }),
  fc.record({ enum: fc.uniqueArray(value, { minLength: 1, maxLength: 4, selector: (v) => JSON.stringify(v) }) }),
  fc.record({ const: value }),
  numberSchema,
  stringSchema,
  fc.constantFrom<JsonValue>(true, false, {}),
  // free-form values: objects that declare no names (their keys are data, issue 48)
  fc.constantFrom<JsonValue>({ type: 'object' }, { type: 'object', additionalProperties: {} }, { type: 'object', additionalProperties: true }),
);

function node(sub: fc.Arbitrary<JsonValue>): fc.Arbitrary<JsonValue> {
  const props = fc.dictionary(fc.constantFrom(...NAMES), sub, { maxKeys: 3 });
  const arraySchema = fc.record(
    {
      type: fc.constant('array'),
      items: fc.oneof(sub, fc.constant(false)),
      prefixItems: fc.array(sub, { minLength: 1, maxLength: 3 }),
      contains: sub,
      minContains: count,
      maxContains: count,
      minItems: count,
      maxItems: count,
      uniqueItems: fc.boolean(),
      unevaluatedItems: fc.oneof(sub, fc.constant(false)),
    },
    { requiredKeys: [] },
  );
  const objectSchema = fc.record(
    {
      type: fc.constant('object'),
      properties: props,
      required: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 2 }),
      additionalProperties: fc.oneof(fc.boolean(), sub),
      patternProperties: fc.dictionary(fc.constantFrom('^x', '^a', 'b'), sub, { maxKeys: 2 }),
      propertyNames: fc.constantFrom<JsonValue>({ pattern: '^[a-c]$' }, { maxLength: 1 }, { enum: ['a', 'b', 'x1'] }),
      minProperties: count,
      maxProperties: count,
      dependentRequired: fc.constantFrom<JsonValue>({ a: ['b'] }, { b: ['c'] }),
      dependentSchemas: fc.dictionary(fc.constantFrom('a', 'b'), sub, { maxKeys: 1 }),
      unevaluatedProperties: fc.oneof(fc.boolean(), sub),
    },
    { requiredKeys: [] },
  );
  const composition = fc.oneof(
    fc.record({ allOf: fc.array(sub, { minLength: 1, maxLength: 2 }) }),
    fc.record({ anyOf: fc.array(sub, { minLength: 1, maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(sub, { minLength: 1, maxLength: 3 }) }),
    fc.record({ not: sub }),
    fc.record({ if: sub, then: sub, else: sub }, { requiredKeys: ['if'] }),
    fc.record({
      type: fc.constant('object'),
      properties: props,
      anyOf: fc.array(fc.record({ required: fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 2 }) }), { minLength: 1, maxLength: 2 }),
    }),
  );
  return fc.oneof(arraySchema, objectSchema, objectSchema, composition);
}

const schemaOf = fc.memo((n: number): fc.Arbitrary<JsonValue> => (n <= 1 ? leaf : fc.oneof({ weight: 2, arbitrary: leaf }, { weight: 3, arbitrary: node(schemaOf(n - 1)) })));

/** A schema, sometimes with a recursive definition (`#/$defs/t`: a tree of values). */
export const schema: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 9, arbitrary: schemaOf(3) },
  {
    weight: 1,
    arbitrary: fc.record({ leafType: fc.constantFrom('string', 'integer'), extra: schemaOf(1) }).map(({ leafType, extra }) => ({
      $defs: { t: { type: 'object', properties: { v: { type: leafType }, kids: { type: 'array', items: { $ref: '#/$defs/t' } } }, required: ['v'] } },
      anyOf: [{ $ref: '#/$defs/t' }, extra],
    })),
  },
  {
    // an embedded resource referred to by its `$id`, a `$ref` to an `$anchor`, and a `$dynamicRef` to a `$dynamicAnchor`
    weight: 1,
    arbitrary: fc
      .record({ inner: schemaOf(2), by: fc.constantFrom('dynamic', 'id', 'anchor') })
      .map(({ inner, by }): JsonValue =>
        by === 'dynamic'
          ? { $defs: { d: { $dynamicAnchor: 'node', ...(inner as JsonObject) } }, type: 'object', properties: { a: { $dynamicRef: '#node' } } }
          : by === 'id'
            ? { $defs: { e: { $id: 'urn:mcg:e', ...(inner as JsonObject) } }, type: 'object', properties: { a: { $ref: 'urn:mcg:e' } } }
            : { $defs: { n: { $anchor: 'n1', ...(inner as JsonObject) } }, type: 'object', properties: { a: { $ref: '#n1' } } },
      ),
  },
);

/** Every object node of a schema (for mutation), with a setter. */
function objectNodes(s: JsonValue, out: JsonObject[] = [], container = false): JsonObject[] {
  if (Array.isArray(s)) s.forEach((x) => objectNodes(x, out));
  else if (s !== null && typeof s === 'object') {
    if (!container) out.push(s);
    for (const [k, v] of Object.entries(s)) if (k !== 'enum' && k !== 'const' && k !== 'required' && k !== 'dependentRequired') objectNodes(v, out, k === '$defs');
  }
  return out;
}

const mutationValue: fc.Arbitrary<[string, JsonValue | undefined]> = fc.oneof(
  fc.tuple(fc.constantFrom('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'), small),
  fc.tuple(fc.constant('multipleOf'), fc.constantFrom(1, 2, 4, 0.5)),
  fc.tuple(fc.constantFrom('minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'minContains', 'maxContains'), count),
  fc.tuple(fc.constant('pattern'), fc.constantFrom(...PATTERNS)),
  fc.tuple(fc.constant('format'), fc.constantFrom(...FORMATS)),
  fc.tuple(fc.constant('type'), typeKw),
  fc.tuple(fc.constant('enum'), fc.uniqueArray(value, { minLength: 1, maxLength: 4, selector: (v) => JSON.stringify(v) })),
  fc.tuple(fc.constant('const'), value),
  fc.tuple(fc.constant('required'), fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 3 })),
  fc.tuple(fc.constant('additionalProperties'), fc.oneof(fc.boolean(), leaf)),
  fc.tuple(fc.constant('items'), fc.oneof(fc.constant(false), leaf)),
  fc.tuple(fc.constant('uniqueItems'), fc.boolean()),
  fc.tuple(fc.constant('not'), leaf),
  fc.tuple(fc.constantFrom('unevaluatedProperties', 'unevaluatedItems'), fc.oneof(fc.boolean(), leaf)),
  // a custom keyword (no known semantics; ajv ignores it, a server may assert it): never "included" when it changed
  fc.tuple(fc.constant('phoneRegion'), fc.constantFrom('US', 'DE')),
  fc.tuple(
    fc.constantFrom(
      'minimum',
      'maximum',
      'multipleOf',
      'pattern',
      'format',
      'type',
      'enum',
      'const',
      'required',
      'additionalProperties',
      'items',
      'not',
      'properties',
      'allOf',
      'anyOf',
      'oneOf',
      'phoneRegion',
    ),
    fc.constant(undefined),
  ),
);

/** A pair: the first schema and a mutation of it (one to three keywords changed), or two unrelated schemas. */
export const pair: fc.Arbitrary<[JsonValue, JsonValue]> = fc.oneof(
  { weight: 1, arbitrary: fc.tuple(schema, schema) },
  {
    weight: 3,
    arbitrary: schema.chain((a) =>
      fc.tuple(fc.constant(a), fc.array(fc.tuple(fc.nat(), mutationValue, fc.nat({ max: 3 })), { minLength: 1, maxLength: 3 }), leaf).map(([a, edits, other]) => {
        const b = JSON.parse(JSON.stringify(a)) as JsonValue;
        if (typeof b !== 'object' || b === null) return [a, other] as [JsonValue, JsonValue];
        for (const [at, [k, v], wrap] of edits) {
          const nodes = objectNodes(b);
          const target = nodes[at % nodes.length] as JsonObject;
          if (wrap === 0 && nodes.length) {
            // wrap the node in a union with another schema (a split, a new alternative)
            const copy = { ...target };
            for (const key of Object.keys(target)) delete target[key];
            target[at % 2 ? 'anyOf' : 'oneOf'] = [copy, JSON.parse(JSON.stringify(other)) as JsonValue];
          } else if (v === undefined) delete target[k];
          else target[k] = JSON.parse(JSON.stringify(v)) as JsonValue;
        }
        return [a, b] as [JsonValue, JsonValue];
      }),
    ),
  },
);

/** Values to test a verdict on: the pool, random JSON, and what the caller samples from the schemas. */
export const instances: fc.Arbitrary<JsonValue[]> = fc.array(
  fc.oneof(value, fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<JsonValue>, fc.dictionary(fc.constantFrom(...NAMES, 'x1'), value, { maxKeys: 3 }), fc.array(value, { maxLength: 3 })),
  {
    minLength: 4,
    maxLength: 12,
  },
);
