import type { ToolDef } from '../../../src/contract/types.js';
import { diffServer } from '../../../src/diff/engine.js';
import { included } from '../../../src/diff/subschema/index.js';
import { ANNOTATIONS, isCustomKeyword, NO_EFFECT_KEYWORDS, PRESENCE_CONSTRAINTS } from '../../../src/diff/subschema/keywords.js';
import type { Change } from '../../../src/diff/types.js';
import type { JsonObject } from '../../../src/util/json.js';
import { checkWitnesses } from '../witnesses.js';
import { ajvAccepts } from './ajv.js';

/**
 * One keyword table (issue 47) and custom keywords (issue 48): a keyword with no known semantics changed cannot be
 * compared (silent, "cannot be compared: KEYWORD", never cosmetic, additive or proven); `x-` extensions and the content
 * keywords are annotations, as JSON Schema 2020-12 and ajv read them.
 */
const tool = (inputSchema: JsonObject): ToolDef => ({ name: 't', description: 'A tool.', inputSchema }) as ToolDef;
function diff(a: JsonObject, b: JsonObject): Change[] {
  const cs = diffServer({ tools: [tool(a)] }, { tools: [tool(b)] });
  checkWitnesses(cs, [tool(a)], [tool(b)]);
  return cs;
}
const param = (x: JsonObject): JsonObject => ({ type: 'object', properties: { x }, required: ['x'] });
const side = (schema: JsonObject) => ({ schema, root: schema });

describe('custom keywords', () => {
  test.each([
    ['added', { type: 'string' }, { type: 'string', phoneRegion: 'DE' }],
    ['removed', { type: 'string', phoneRegion: 'DE' }, { type: 'string' }],
    ['changed', { type: 'string', phoneRegion: 'DE' }, { type: 'string', phoneRegion: 'FR' }],
  ])('%s: silent, cannot be compared, never proven', (_how, a, b) => {
    // ajv ignores the keyword: it decides nothing there, but the server may assert it
    expect(ajvAccepts(param(b as JsonObject), { x: 'a' })).toBe(true);
    expect(included(side(param(a as JsonObject)), side(param(b as JsonObject)), { calls: true })).toEqual({ kind: 'unknown', keyword: 'phoneRegion' });
    const cs = diff(param(a as JsonObject), param(b as JsonObject));
    expect(cs.length).toBeGreaterThan(0);
    for (const c of cs) expect([c.rule, c.severity]).toEqual([c.rule, 'silent']);
    expect(cs.some((c) => /cannot (be )?compare/.test(`${c.message} ${c.reason ?? ''}`))).toBe(true);
  });

  test('unchanged beside a real narrowing: the narrowing is still breaking, with a witness', () => {
    const cs = diff(param({ type: 'string', phoneRegion: 'DE', maxLength: 10 }), param({ type: 'string', phoneRegion: 'DE', maxLength: 5 }));
    expect(cs.map((c) => `${c.rule} ${c.severity}`)).toEqual(['constraint-tightened breaking']);
    expect(cs[0]!.witness).toBeDefined();
  });

  test.each([
    ['an enum', { enum: [false, 'abc'] }, { oneOf: [{ enum: [false, 'abc'], phoneRegion: 'US' }, { type: 'number' }] }],
    ['a boolean', { type: 'boolean' }, { anyOf: [{ type: 'boolean', phoneRegion: 'US' }, { type: 'string' }] }],
  ])('added to a branch the old values pass through (%s): never proven (found by the property test, seed 36)', (_what, a, b) => {
    for (const calls of [true, false]) expect(included(side(a as JsonObject), side(b as JsonObject), { calls }).kind).toBe('unknown');
  });

  test('in propertyNames, where it decides a declared name: never proven (property test, seed 36, pair 14,528 of 100,000)', () => {
    const obj = (names: JsonObject): JsonObject => ({ type: 'object', properties: { b: {}, c: {} }, required: ['b', 'c'], propertyNames: names });
    const a = obj({ pattern: '^[a-c]$' });
    const b = obj({ pattern: '^[a-c]$', phoneRegion: 'US' });
    for (const calls of [true, false]) expect(included(side(a), side(b), { calls })).toEqual({ kind: 'unknown', keyword: 'phoneRegion' });
    // the names the old schema already holds to the same unknown keyword: nothing new is asserted
    expect(included(side(b), side(b), { calls: true }).kind).toBe('included');
    expect(included(side(b), side(a), { calls: true }).kind).toBe('included');
  });

  test('unchanged, with the same values: proven the same', () => {
    expect(included(side(param({ type: 'string', phoneRegion: 'DE' })), side(param({ type: 'string', phoneRegion: 'DE' }))).kind).toBe('included');
  });

  test('an x- extension is an annotation: changing it blocks nothing', () => {
    const cs = diff(param({ type: 'string', 'x-order': 1 }), param({ type: 'string', 'x-order': 2 }));
    expect(cs.filter((c) => c.severity === 'breaking' || c.severity === 'silent')).toEqual([]);
    expect(isCustomKeyword('x-order')).toBe(false);
  });
});

describe('one keyword table', () => {
  test('contentEncoding and contentMediaType are annotations (2020-12: assertions only by opt-in; ajv ignores them)', () => {
    for (const k of ['contentEncoding', 'contentMediaType', 'contentSchema']) expect([k, ANNOTATIONS.has(k), PRESENCE_CONSTRAINTS.has(k), isCustomKeyword(k)]).toEqual([k, true, false, false]);
    expect(NO_EFFECT_KEYWORDS.has('contentEncoding')).toBe(true);
    expect(ajvAccepts(param({ type: 'string', contentEncoding: 'base64' }), { x: '!!not base64!!' })).toBe(true);
    expect(included(side(param({ type: 'string', contentEncoding: 'base64' })), side(param({ type: 'string' })), { calls: true }).kind).toBe('included');
    expect(included(side(param({ type: 'string' })), side(param({ type: 'string', contentEncoding: 'base64' })), { calls: true }).kind).toBe('included');
  });

  test('the content-changed rule still names the change (the same strings, read another way)', () => {
    // a meaning rule: the same calls pass (no witness exists), the rule names what a caller now encodes differently
    const cs = diffServer({ tools: [tool(param({ type: 'string', contentEncoding: 'base64' }))] }, { tools: [tool(param({ type: 'string' }))] });
    expect(cs.map((c) => `${c.rule} ${c.path}`)).toEqual(['content-changed x']);
  });
});
