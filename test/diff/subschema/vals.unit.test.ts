import { included } from '../../../src/diff/subschema/index.js';
import type { JsonValue } from '../../../src/util/json.js';
import { ajvAccepts } from './ajv.js';

/**
 * Listed values (`const`, `enum`) beside other constraints (issue 48): a value the other constraints may refuse keeps
 * them (intersect.ts `keepVals`), and a pass on the new side through a custom keyword or a pattern the core cannot
 * read is not a proof, however deep it sits (member.ts `Strict`). Unsure is unknown, never included.
 */
const side = (schema: JsonValue) => ({ schema, root: schema });
const verdict = (a: JsonValue, b: JsonValue, calls = false) => included(side(a), side(b), { calls }).kind;

describe('listed values meeting constraints the core is unsure of', () => {
  test('a custom keyword in unevaluatedProperties beside the same const (long property run, seed 36, pair ~5,000)', () => {
    const a = { const: { a: 'a' } };
    const b = { const: { a: 'a' }, unevaluatedProperties: { phoneRegion: 'US' } };
    // ajv ignores the keyword; a server that asserts it may refuse {a: "a"}, so nothing is proven
    expect(ajvAccepts(b, { a: 'a' })).toBe(true);
    expect(ajvAccepts({ const: { a: 'a' }, unevaluatedProperties: false }, { a: 'a' })).toBe(false);
    expect(verdict(a, b)).toBe('unknown');
  });

  test.each([
    ['a custom keyword on the property left open', { const: { a: 'a' } }, { unevaluatedProperties: { phoneRegion: 'US' } }],
    ['a custom keyword on a declared property', { const: { a: 'a' } }, { properties: { a: { phoneRegion: 'US' } } }],
    ['an unknown format on a property', { const: { a: 'a' } }, { properties: { a: { format: 'phone-e164' } } }],
    ['a custom keyword beside a list, over a range', { type: 'integer', minimum: 1, maximum: 2 }, { enum: [1, 2], phoneRegion: 'US' }],
    ['a pattern the core cannot compile beside the const', { const: 'a' }, { const: 'a', pattern: '(?<=x' }],
    ['inside an array item', { const: [{ a: 1 }] }, { const: [{ a: 1 }], items: { properties: { a: { phoneRegion: 1 } } } }],
  ])('%s: unknown, not included', (_what, a, b) => {
    expect(verdict(a, b)).toBe('unknown');
  });

  test('what is certain still decides: the same const alone, and a value the constraint refuses', () => {
    expect(verdict({ const: { a: 'a' } }, { const: { a: 'a' } })).toBe('included');
    expect(verdict({ enum: [1, 2] }, { enum: [1, 2], minimum: 0 })).toBe('included');
    // the custom keyword unchanged on both sides, at the node itself: trusted as before
    expect(verdict({ enum: ['a'], phoneRegion: 'US' }, { enum: ['a'], phoneRegion: 'US', minLength: 1 })).toBe('included');
    const r = included(side({ const: { a: 'a' } }), side({ const: { a: 'a' }, properties: { a: { phoneRegion: 1, type: 'number' } } }), { calls: false });
    expect(r).toMatchObject({ kind: 'excluded', witness: { a: 'a' } });
  });
});
