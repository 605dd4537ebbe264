import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolDef } from '../../src/contract/types.js';
import { diffServer } from '../../src/diff/engine.js';
import type { Change } from '../../src/diff/types.js';
import type { JsonObject, JsonValue } from '../../src/util/json.js';
import { FIXTURES } from '../support/paths.js';
import { ajvAccepts, ajvAcceptsCall } from './subschema/ajv.js';
import { checkWitnesses } from './witnesses.js';

/**
 * Issue 48 (sound verdicts, third pass): free-form values, one answer per change, masked paths, schemas the core
 * cannot read. Each case was measured on the build before as wrong; every breaking finding about a schema carries a
 * witness that ajv (the MCP SDK's validator) accepts under the old schema's calls and rejects under the new one (an
 * output: accepts under the new, rejects under the old).
 */
const tool = (inputSchema: JsonObject, outputSchema?: JsonObject, name = 't'): ToolDef => ({ name, description: 'A tool.', inputSchema, ...(outputSchema ? { outputSchema } : {}) }) as ToolDef;

const row = (c: Change) => `${c.rule} ${c.severity} ${c.path}`.trim();
const rows = (cs: Change[]) => cs.map(row);
const blocking = (cs: Change[]) => cs.filter((c) => c.severity === 'breaking' || c.severity === 'silent');

function diff(before: ToolDef[], after: ToolDef[]): Change[] {
  const changes = diffServer({ tools: before }, { tools: after });
  checkWitnesses(changes, before, after);
  return changes;
}
const d1 = (a: JsonObject, b: JsonObject) => diff([tool(a)], [tool(b)]);
const out1 = (a: JsonObject, b: JsonObject) => diff([tool({ type: 'object' }, a)], [tool({ type: 'object' }, b)]);

function realTools(dir: string, version: string): ToolDef[] {
  return (JSON.parse(readFileSync(join(FIXTURES, 'real-servers', dir, `${version}.json`), 'utf8')) as { tools: ToolDef[] }).tools;
}

const str = { type: 'string' };
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...extra });
const param = (x: JsonValue): JsonObject => obj({ x } as JsonObject, { required: ['x'] });

describe('1. free-form values: an object inside a parameter that declares no names keeps its keys', () => {
  test.each([
    ['additionalProperties {} → false', { type: 'object', additionalProperties: {} }],
    ['additionalProperties true → false', { type: 'object', additionalProperties: true }],
    ['open by default → false', { type: 'object' }],
    ['propertyNames only, {} → false (firecrawl jsonOptions.schema)', { type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} }],
  ])('%s: breaking, with a witness', (_name, open) => {
    const closed = { ...(open as JsonObject), additionalProperties: false };
    const cs = d1(param(open as JsonObject), param(closed));
    const c = cs.find((x) => x.rule === 'additional-properties-closed');
    expect(c && row(c)).toBe('additional-properties-closed breaking x');
    expect(c?.witness?.value).toEqual({ x: expect.any(Object) });
    expect(Object.keys((c?.witness?.value as JsonObject).x as JsonObject).length).toBeGreaterThan(0);
  });

  test('the same closing nested two levels down, and inside a union, gets the same answer', () => {
    const open = { type: 'object', additionalProperties: {} };
    const closed = { type: 'object', additionalProperties: false };
    const nested = (v: JsonObject) => param(obj({ y: v }, { additionalProperties: false }));
    expect(rows(blocking(d1(nested(open), nested(closed))))).toEqual(['additional-properties-closed breaking x.y']);
    const union = (v: JsonObject) => param({ anyOf: [v, { type: 'string' }] });
    const u = blocking(d1(union(open), union(closed)));
    expect(u.length).toBeGreaterThan(0);
    expect(u.every((c) => c.severity === 'breaking')).toBe(true);
  });

  test('a free-form value in a declared map, in an array item, and through a $ref closed: breaking', () => {
    const open = { type: 'object' };
    const closed = { type: 'object', additionalProperties: false };
    expect(blocking(d1(param({ type: 'array', items: open }), param({ type: 'array', items: closed }))).map((c) => c.severity)).toContain('breaking');
    const viaRef = (v: JsonObject): JsonObject => ({ ...param({ $ref: '#/$defs/M' }), $defs: { M: v } });
    expect(blocking(d1(viaRef(open), viaRef(closed))).map((c) => c.severity)).toContain('breaking');
  });

  test('the real release: firecrawl-mcp 3.22.0 → 3.26.0 closes jsonOptions.schema (a call ajv passes before and fails after)', () => {
    const before = realTools('firecrawl-mcp', '3.22.0');
    const after = realTools('firecrawl-mcp', '3.26.0');
    const cs = diff(before, after);
    const closed = cs.filter((c) => c.rule === 'additional-properties-closed' && c.tool === 'firecrawl_scrape');
    expect(rows(closed)).toContain('additional-properties-closed breaking jsonOptions.schema');
    const scrapeOld = before.find((t) => t.name === 'firecrawl_scrape')!.inputSchema as JsonValue;
    const scrapeNew = after.find((t) => t.name === 'firecrawl_scrape')!.inputSchema as JsonValue;
    const call = { url: 'https://example.com', jsonOptions: { schema: { type: 'object' } } };
    expect([ajvAcceptsCall(scrapeOld, call), ajvAccepts(scrapeNew, call)]).toEqual([true, false]);
    // no closing of a free-form value is called cosmetic anywhere in the release
    expect(cs.filter((c) => c.rule === 'additional-properties-closed' && c.severity === 'cosmetic' && c.path !== '').map(row)).toEqual([]);
  });

  test('a declared object closed is still no break: calls use the names it declares', () => {
    const cs = d1(param(obj({ a: str })), param(obj({ a: str }, { additionalProperties: false })));
    expect(rows(cs)).toEqual(['additional-properties-closed cosmetic x']);
  });
});

describe('3. every property removed, additionalProperties: true written out or not: param-removed', () => {
  test.each([
    ['true written out', { additionalProperties: true }],
    ['implicit', {}],
  ])('%s', (_n, rest) => {
    const cs = d1({ properties: { id: str }, additionalProperties: true }, rest as JsonObject);
    expect(cs.map((c) => c.rule)).toContain('param-removed');
    expect(cs.map((c) => c.rule)).not.toContain('additional-properties-opened');
  });
});

describe('2. one answer per change: the same closing beside other changes', () => {
  test('root additionalProperties true → false with and without a new required parameter: the same verdict', () => {
    const before = obj({ uid: str }, { required: ['uid'], additionalProperties: true });
    const alone = d1(before, { ...before, additionalProperties: false });
    const beside = d1(before, obj({ uid: str, pageId: { type: 'number' } }, { required: ['uid', 'pageId'], additionalProperties: false }));
    const closing = (cs: Change[]) => cs.filter((c) => c.rule === 'additional-properties-closed').map(row);
    expect(closing(alone)).toEqual(['additional-properties-closed cosmetic']);
    expect(closing(beside)).toEqual(closing(alone));
    expect(rows(blocking(beside))).toEqual(['param-added-required breaking pageId']);
  });

  test('the real release: chrome-devtools-mcp 1.7.0 → 1.11.0 gives every root closing one verdict', () => {
    const cs = diff(realTools('chrome-devtools-mcp', '1.7.0'), realTools('chrome-devtools-mcp', '1.11.0'));
    const closing = cs.filter((c) => c.rule === 'additional-properties-closed' && c.path === '');
    expect(closing.length).toBeGreaterThanOrEqual(29);
    expect([...new Set(closing.map((c) => c.severity))]).toEqual(['cosmetic']);
    // the real break beside it is still reported, with a witness ajv confirms (checked in diff())
    expect(cs.filter((c) => c.rule === 'param-added-required' && c.path === 'pageId' && c.severity === 'breaking').length).toBeGreaterThanOrEqual(20);
  });
});

describe('7. what the core cannot read is not compared', () => {
  const silentOnly = (cs: Change[]) => {
    expect(cs.length).toBeGreaterThan(0);
    for (const c of cs.filter((x) => x.pointer.startsWith('/inputSchema') || x.pointer.startsWith('/outputSchema'))) {
      expect([row(c), c.severity]).toEqual([row(c), 'silent']);
      expect(c.reason ?? '').not.toMatch(/^Proven/);
    }
  };

  test('a format no validator asserts, changed: cannot be compared', () => {
    const cs = d1(param({ type: 'string', format: 'phone-e164' }), param({ type: 'string', format: 'phone-national' }));
    silentOnly(cs);
    expect(cs.some((c) => /cannot compare|cannot be compared/.test(c.reason ?? ''))).toBe(true);
  });

  test('a format no validator asserts, added or removed: cannot be compared; an unchanged one beside a real change does not hide it', () => {
    silentOnly(d1(param({ type: 'string' }), param({ type: 'string', format: 'phone-e164' })));
    silentOnly(d1(param({ type: 'string', format: 'phone-e164' }), param({ type: 'string' })));
    const beside = d1(obj({ p: { type: 'string', format: 'phone-e164' }, n: { type: 'integer' } }), obj({ p: { type: 'string', format: 'phone-e164' }, n: { type: 'integer', maximum: 5 } }));
    expect(rows(blocking(beside))).toEqual(['constraint-tightened breaking n']);
  });

  test('a known format changed is still compared (email → uri: breaking, with a witness)', () => {
    const cs = d1(param({ type: 'string', format: 'email' }), param({ type: 'string', format: 'uri' }));
    expect(blocking(cs).map((c) => c.severity)).toContain('breaking');
  });

  test('a $schema naming a dialect the core does not read: cannot be compared, not "proven"', () => {
    const a = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...obj({ q: str }) };
    const b = { $schema: 'https://example.com/my-dialect', ...obj({ q: str }) };
    silentOnly(d1(a, b));
    silentOnly(d1(a, { ...b, properties: { q: str, r: str } }));
  });

  test('an output `type: "file"` (the schema does not compile): cannot be compared', () => {
    const a = obj({ r: str });
    const b = obj({ r: str, f: { type: 'file' } });
    silentOnly(out1(a, b));
    silentOnly(d1(param(str), param({ type: 'file' })));
  });
});

describe('8. nullable as ajv reads it (as the MCP SDK configures it)', () => {
  test('nullable: true dropped from a parameter: breaking, the witness is null', () => {
    const cs = d1(param({ type: 'string', nullable: true }), param({ type: 'string' }));
    const b = blocking(cs);
    expect(b.map((c) => c.severity)).toContain('breaking');
    expect(b.find((c) => c.witness)?.witness?.value).toEqual({ x: null });
  });

  test('nullable: true added to a parameter: additive; to an output: widened (the tool may now return null)', () => {
    expect(blocking(d1(param({ type: 'string' }), param({ type: 'string', nullable: true })))).toEqual([]);
    const outs = blocking(out1(obj({ r: str }, { required: ['r'] }), obj({ r: { type: 'string', nullable: true } }, { required: ['r'] })));
    expect(outs.map((c) => c.severity)).toContain('breaking');
  });

  test('nullable written where ajv refuses it (no type): cannot be compared', () => {
    const cs = d1(param({ enum: ['a', 'b'], nullable: true }), param({ enum: ['a'], nullable: true }));
    expect(cs.length).toBeGreaterThan(0);
    expect(cs.every((c) => c.severity === 'silent')).toBe(true);
  });

  test('nullable: true read the same as type [x, "null"]: written differently, nothing blocks', () => {
    expect(blocking(d1(param({ type: 'string', nullable: true }), param({ type: ['string', 'null'] })))).toEqual([]);
  });
});

describe('8. an output patternProperties value narrowed is a narrowing, not "cannot compare"', () => {
  test('pattern value string|number → string: output-narrowed or additive, never silent', () => {
    const a = obj({ m: { type: 'object', patternProperties: { '^x-': { type: ['string', 'number'] } } } });
    const b = obj({ m: { type: 'object', patternProperties: { '^x-': { type: 'string' } } } });
    const cs = out1(a, b);
    expect(cs.length).toBeGreaterThan(0);
    expect(blocking(cs)).toEqual([]);
  });
});

describe('5. unevaluatedProperties / unevaluatedItems judged like additionalProperties / items', () => {
  test('unevaluatedProperties: false added to an object whose calls use declared names: cosmetic, like additionalProperties: false', () => {
    const a = param(obj({ a: str }));
    const viaAdditional = d1(a, param(obj({ a: str }, { additionalProperties: false })));
    const viaUnevaluated = d1(a, param(obj({ a: str }, { unevaluatedProperties: false })));
    expect(blocking(viaAdditional)).toEqual([]);
    expect(blocking(viaUnevaluated)).toEqual([]);
  });

  test.each([
    ['anyOf', { anyOf: [{ properties: { b: { type: 'integer' } }, required: ['b'] }, { properties: { c: str } }] }],
    [
      'oneOf',
      {
        oneOf: [
          { properties: { b: { type: 'integer' } }, required: ['b'] },
          { properties: { c: str }, required: ['c'] },
        ],
      },
    ],
    ['if/then', { if: { properties: { a: { const: 'k' } } }, then: { properties: { b: { type: 'integer' } } } }],
  ])('unevaluatedProperties: false added where names are declared only in a branch (%s): the same calls, proven', (_name, branches) => {
    const open = obj({ a: str }, branches as JsonObject);
    const cs = d1(param(open), param({ ...open, unevaluatedProperties: false }));
    expect(blocking(cs)).toEqual([]);
    expect(cs.map((c) => c.reason)).toContain('Proven by the subschema check: exactly the same calls pass as before (written differently).');
    // a name its branch declares passes both when that branch passes; where it does not, the old calls never sent it
    const closed = param({ ...open, unevaluatedProperties: false });
    const calls: JsonObject[] = [
      { a: 'k', b: 1 },
      { a: 'k', b: 'one' },
      { b: 2, c: 'c' },
      { c: 'c', b: 'one' },
      { a: 'z', z: 1 },
    ];
    for (const x of calls) expect([x, ajvAcceptsCall(param(open), { x })]).toEqual([x, ajvAccepts(closed, { x })]);
  });

  test('unevaluatedProperties: false added to a free-form value beside a union: not proven the same', () => {
    const free: JsonObject = { type: 'object', anyOf: [{ minProperties: 1 }, { maxProperties: 0 }] };
    const cs = d1(param(free), param({ ...free, unevaluatedProperties: false }));
    expect(blocking(cs).length).toBeGreaterThan(0);
  });

  test('unevaluatedProperties narrowing a free-form value: breaking, with a witness', () => {
    const cs = d1(param({ type: 'object' }), param({ type: 'object', unevaluatedProperties: { type: 'string' } }));
    expect(blocking(cs).map((c) => c.severity)).toContain('breaking');
  });

  test('unevaluatedItems narrowed after prefixItems: breaking, with a witness; beside items, it constrains nothing', () => {
    const arr = (extra: JsonObject) => param({ type: 'array', prefixItems: [str], ...extra });
    const cs = d1(arr({ unevaluatedItems: { type: ['string', 'number'] } }), arr({ unevaluatedItems: { type: 'string' } }));
    expect(blocking(cs).map((c) => c.severity)).toContain('breaking');
    expect(blocking(d1(arr({ items: str }), arr({ items: str, unevaluatedItems: false })))).toEqual([]);
  });
});

describe('4. masked paths: decided on the whole call', () => {
  test('a catch-all anyOf branch beside a tightened bound: not breaking (ajv passes {x:{limit:101}} under both)', () => {
    const u = (m: number) => param({ anyOf: [{ type: 'object', properties: { limit: { type: 'integer', maximum: m } } }, {}] });
    const cs = d1(u(1000), u(100));
    expect(blocking(cs)).toEqual([]);
    expect([ajvAcceptsCall(u(1000), { x: { limit: 101 } }), ajvAccepts(u(100), { x: { limit: 101 } })]).toEqual([true, true]);
  });

  test('an allOf folded into its parent (the same set): nothing blocks', () => {
    const folded = param(obj({ n: { type: 'integer', maximum: 10 } }));
    const split = param({ ...obj({ n: { type: 'integer' } }), allOf: [{ properties: { n: { maximum: 10 } } }] });
    expect(blocking(d1(split, folded))).toEqual([]);
    expect(blocking(d1(folded, split))).toEqual([]);
  });

  test('output oneOf [{maxLength: 5}, {minLength: 6}] (every string) → {minLength: 3}: a narrowing, not widened', () => {
    const cs = out1(obj({ r: { type: 'string', oneOf: [{ maxLength: 5 }, { minLength: 6 }] } }), obj({ r: { type: 'string', minLength: 3 } }));
    expect(cs.length).toBeGreaterThan(0);
    expect(blocking(cs)).toEqual([]);
  });

  test('an output union made unsatisfiable in one branch: no "may now be" finding', () => {
    const cs = out1(obj({ r: { anyOf: [{ const: 'a' }, { const: 'b' }] } }), obj({ r: { anyOf: [{ const: 'a' }, { const: 'b', type: 'integer' }] } }));
    expect(blocking(cs)).toEqual([]);
  });

  test('the same request union made unsatisfiable: breaking, the witness is the value no longer accepted', () => {
    const cs = d1(param({ anyOf: [{ const: 'a' }, { const: 'b' }] }), param({ anyOf: [{ const: 'a' }, { const: 'b', type: 'integer' }] }));
    expect(blocking(cs).find((c) => c.witness)?.witness?.value).toEqual({ x: 'b' });
  });
});
