import { included } from '../../../src/diff/subschema/index.js';
import { sameValues } from '../../../src/diff/subschema/same.js';
import type { JsonObject, JsonValue } from '../../../src/util/json.js';
import { ajvAccepts } from './ajv.js';

/**
 * The core's shortcut for the commonest change of a release, text edited: two schemas written alike but for
 * annotations accept the same values, proven without building forms. Every "same" below is checked by ajv on values
 * around the schema, and every change of a value keyword, of a name, or behind a reference is left to the core.
 */

const base: JsonObject = {
  type: 'object',
  description: 'Search',
  properties: {
    q: { type: 'string', description: 'the query', maxLength: 50, examples: ['a'] },
    limit: { type: 'integer', minimum: 1, default: 10, title: 'Limit' },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'], description: 'a tag' } },
    mode: { anyOf: [{ const: 'fast', description: 'quick' }, { const: 'full' }] },
    description: { type: 'string' },
  },
  required: ['q'],
  additionalProperties: false,
};

/** A copy of `base` with the object at `path` changed by `f`. */
const edit = (path: string[], f: (o: JsonObject) => void): JsonValue => {
  const s = JSON.parse(JSON.stringify(base)) as JsonObject;
  f(path.reduce((o, k) => o[k] as JsonObject, s));
  return s;
};

const VALUES: JsonValue[] = [
  { q: 'x' },
  { q: 'x', limit: 0 },
  { q: 'x', limit: 3, tags: ['a'] },
  { q: 'x', tags: ['c'] },
  { q: 'x', mode: 'fast' },
  { q: 'x', mode: 'slow' },
  { q: 'x', description: 'd' },
  { q: 'x', description: 1 },
  { q: 'x'.repeat(51) },
  { q: 'x', other: 1 },
  {},
];

test('annotations edited at schema positions: the same values, proven without the search (ajv agrees)', () => {
  const edits: JsonValue[] = [
    edit([], (o) => (o.description = 'Search everything')),
    edit(['properties', 'q'], (o) => (o.description = 'what to look for')),
    edit(['properties', 'limit'], (o) => {
      o.default = 20;
      o.title = 'Max';
      o['x-order'] = 2;
    }),
    edit(['properties', 'tags', 'items'], (o) => (o.description = 'one tag')),
    edit(['properties', 'mode', 'anyOf', '0'], (o) => (o.description = 'fast mode')),
    edit([], (o) => (o.$comment = 'v2')),
  ];
  for (const after of edits) {
    expect(sameValues(base, after)).toBe(true);
    expect(included({ schema: base, root: base }, { schema: after, root: after }, { calls: true })).toEqual({ kind: 'included' });
    for (const v of VALUES) expect(`${JSON.stringify(v)}: ${ajvAccepts(after, v)}`).toBe(`${JSON.stringify(v)}: ${ajvAccepts(base, v)}`);
  }
});

test('a changed value keyword, a property named like an annotation, or a reference is not proven here', () => {
  const notSame: JsonValue[] = [
    edit(['properties', 'q'], (o) => (o.maxLength = 40)),
    edit(['properties', 'tags', 'items'], (o) => (o.enum = ['a'])),
    edit([], (o) => (o.required = ['q', 'limit'])),
    edit(['properties'], (o) => (o.description = { type: 'integer' })),
    edit(['properties'], (o) => delete o.description),
    edit(['properties', 'mode'], (o) => (o.anyOf = [{ const: 'fast', description: 'quick' }])),
  ];
  for (const after of notSame) expect(sameValues(base, after)).toBe(false);
  // a $ref reads its document: equal text is not enough, whatever the $defs say
  const withRef = { type: 'object', properties: { id: { $ref: '#/$defs/id' } }, $defs: { id: { type: 'string' } } };
  expect(sameValues(withRef, { ...withRef, description: 'x' })).toBe(false);
  // a schema inside a keyword compared as JSON (draft-07 `dependencies`) may refer too
  const deps = { type: 'object', dependencies: { a: { $ref: '#/definitions/b' } } };
  expect(sameValues(deps, { ...deps, title: 't' })).toBe(false);
  // data is data: a `$ref` key inside an enum is a value
  const data = { enum: [{ $ref: 'x' }] };
  expect(sameValues(data, { ...data, description: 'd' })).toBe(true);
});

test('the same text reading different documents is compared, whatever kind of reference it holds', () => {
  const verdict = (a: JsonObject, b: JsonObject, at: (root: JsonObject) => JsonValue) => included({ schema: at(a), root: a }, { schema: at(b), root: b }).kind;
  const p = (root: JsonObject) => (root.properties as JsonObject).p as JsonValue;
  // a definition that refers outside the definitions: equal definitions are not enough
  const outside = (q: string): JsonObject => ({ type: 'object', properties: { p: { $ref: '#/$defs/d' }, q: { type: q } }, $defs: { d: { $ref: '#/properties/q' } } });
  expect(verdict(outside('string'), outside('integer'), p)).toBe('excluded');
  // a $dynamicRef reads the document it is reached in
  const dynamic = (t: string): JsonObject => ({ $dynamicAnchor: 'node', type: t, properties: { p: { $dynamicRef: '#node' } } });
  expect(verdict(dynamic('object'), dynamic('array'), p)).not.toBe('included');
  // a $ref nested deeper than 64 levels still counts
  const deep = (t: string): JsonObject => {
    let s: JsonObject = { $ref: '#/$defs/d' };
    for (let i = 0; i < 70; i++) s = { type: 'array', items: s };
    return { type: 'object', properties: { p: s }, $defs: { d: { type: t } } };
  };
  expect(verdict(deep('string'), deep('integer'), p)).not.toBe('included');
  // where the documents differ only in text nothing reads, the core proves it
  expect(verdict(outside('string'), { ...outside('string'), description: 'v2' }, p)).toBe('included');
});
