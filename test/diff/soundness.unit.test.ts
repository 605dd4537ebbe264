import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolDef } from '../../src/contract/types.js';
import { diffServer } from '../../src/diff/engine.js';
import type { Change } from '../../src/diff/types.js';
import { isObject, type JsonObject, type JsonValue } from '../../src/util/json.js';
import { FIXTURES } from '../support/paths.js';
import { ajvAccepts, ajvAcceptsCall } from './subschema/ajv.js';

/**
 * Issue 36: every verdict is a claim about values (docs/accuracy.md). Each case below was measured on the landed build as
 * failing open (a breaking change called additive or cosmetic) or raising a false alarm (the same calls called
 * breaking); each is now judged by the subschema core. Every breaking finding about a schema carries a witness,
 * which ajv (the MCP SDK's validator) must accept under the old schema's calls and reject under the new schema (for
 * an output schema: accept under the new, reject under the old).
 */
const tool = (inputSchema: JsonObject, outputSchema?: JsonObject, name = 't'): ToolDef => ({ name, description: 'A tool.', inputSchema, ...(outputSchema ? { outputSchema } : {}) }) as ToolDef;

function diff(before: ToolDef[], after: ToolDef[]): Change[] {
  const changes = diffServer({ tools: before }, { tools: after });
  checkWitnesses(changes, before, after);
  return changes;
}

const row = (c: Change) => `${c.rule} ${c.severity} ${c.path}`.trim();
const rows = (cs: Change[]) => cs.map(row);
const blocking = (cs: Change[]) => cs.filter((c) => c.severity === 'breaking' || c.severity === 'silent');

/** Every breaking finding about a schema carries a witness that ajv confirms on both schemas. */
function checkWitnesses(changes: Change[], before: ToolDef[], after: ToolDef[]): void {
  for (const c of changes) {
    const output = c.pointer.startsWith('/outputSchema');
    if (c.severity !== 'breaking' || !(c.pointer.startsWith('/inputSchema') || output)) continue;
    const a = before.find((t) => t.name === c.tool) ?? before[0];
    const b = after.find((t) => t.name === c.tool);
    if (!a || !b) continue;
    expect([row(c), c.witness !== undefined]).toEqual([row(c), true]);
    const w = c.witness!;
    if (w.of !== '') continue; // a value at a parameter, not a whole call: checked where the case asks for it
    const oldSchema = (output ? a.outputSchema : a.inputSchema) as JsonValue;
    const newSchema = (output ? b.outputSchema : b.inputSchema) as JsonValue;
    if (output) {
      expect([row(c), 'passes the new output schema', ajvAccepts(newSchema, w.value)]).toEqual([row(c), 'passes the new output schema', true]);
      expect([row(c), 'fails the old output schema', ajvAccepts(oldSchema, w.value)]).toEqual([row(c), 'fails the old output schema', false]);
    } else {
      expect([row(c), 'a call of the old schema', ajvAcceptsCall(oldSchema, w.value)]).toEqual([row(c), 'a call of the old schema', true]);
      expect([row(c), 'fails the new schema', ajvAccepts(newSchema, w.value)]).toEqual([row(c), 'fails the new schema', false]);
    }
  }
}

function realTool(dir: string, version: string, name: string): ToolDef {
  const doc = JSON.parse(readFileSync(join(FIXTURES, 'real-servers', dir, `${version}.json`), 'utf8')) as { tools: ToolDef[] };
  const t = doc.tools.find((x) => x.name === name);
  if (!t) throw new Error(`${name} not in ${dir} ${version}`);
  return t;
}

const str = { type: 'string' };
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...extra });

describe('1. removing every parameter', () => {
  const before = obj({ a: str, b: { type: 'integer' } }, { required: ['a'] });
  test('properties emptied on an open schema: each removal is silent (the call passes, the argument is ignored), nothing additive', () => {
    const cs = diff([tool(before)], [tool(obj({}))]);
    expect(rows(cs)).toEqual(['param-removed silent a', 'param-removed silent b']);
  });
  test('properties gone altogether: the same', () => {
    const cs = diff([tool(before)], [tool({ type: 'object' })]);
    expect(rows(cs)).toEqual(['param-removed silent a', 'param-removed silent b']);
  });
  test('on a closed schema: each removal rejects calls, with a witness', () => {
    const cs = diff([tool({ ...before, additionalProperties: false })], [tool({ type: 'object', additionalProperties: false })]);
    expect(rows(cs)).toEqual(['param-removed breaking a', 'param-removed breaking b']);
    expect(cs[0]!.witness?.value).toEqual(expect.objectContaining({ a: expect.any(String) }));
  });
  test('notion API-get-self 2.2.1 → 2.4.0 (Notion-Version dropped, the last parameter): silent, as on the other notion tools', () => {
    const cs = diff([realTool('notionhq__notion-mcp-server', '2.2.1', 'API-get-self')], [realTool('notionhq__notion-mcp-server', '2.4.0', 'API-get-self')]);
    expect(rows(cs)).toEqual(['param-removed silent Notion-Version']);
  });
});

describe('2. wrapping a schema in an overlapping oneOf', () => {
  test('a call matching both branches now fails: breaking, with that call', () => {
    const before = obj({ foo: str, bar: str }, { required: ['foo', 'bar'] });
    const after = { type: 'object', oneOf: [obj({ foo: str }, { required: ['foo'] }), obj({ bar: str }, { required: ['bar'] })] };
    const cs = diff([tool(before)], [tool(after)]);
    const breaking = cs.filter((c) => c.severity === 'breaking');
    expect(breaking.length).toBeGreaterThan(0);
    expect(breaking[0]!.witness?.value).toEqual({ foo: expect.any(String), bar: expect.any(String) });
    expect(breaking[0]!.witness?.rejected.keyword).toBe('oneOf');
  });
});

describe('3. changes inside additionalProperties value schemas', () => {
  test('map values string → integer: breaking at the map values, with a call that holds a string value', () => {
    const cs = diff([tool(obj({ meta: { type: 'object', additionalProperties: str } }))], [tool(obj({ meta: { type: 'object', additionalProperties: { type: 'integer' } } }))]);
    expect(rows(blocking(cs))).toEqual(['type-changed breaking meta.*']);
    expect(cs[0]!.witness?.value).toEqual({ meta: { key: expect.any(String) } });
  });
  test('an output map value losing required [id]: consumers may now get values without id', () => {
    const item = (required: boolean): JsonObject => ({ type: 'object', properties: { id: str }, ...(required ? { required: ['id'] } : {}) });
    const out = (required: boolean) => obj({ items: { type: 'object', additionalProperties: item(required) } });
    const cs = diff([tool(obj({}), out(true))], [tool(obj({}), out(false))]);
    expect(rows(blocking(cs))).toEqual(['output-field-became-optional breaking items.*.id']);
  });
});

describe('4. keywords read as opaque before (not, contains, if/then, propertyNames)', () => {
  const param = (schema: JsonObject) => tool(obj({ x: schema }));
  test('not: {maxLength: 5} → not: {maxLength: 3} on input loosens: additive', () => {
    const cs = diff([param({ type: 'string', not: { maxLength: 5 } })], [param({ type: 'string', not: { maxLength: 3 } })]);
    expect(rows(cs)).toEqual(['composition-widened additive x']);
  });
  test('the same loosening on an output: consumers may get shorter strings, breaking', () => {
    const out = (n: number) => tool(obj({}), obj({ x: { type: 'string', not: { maxLength: n } } }));
    const cs = diff([out(5)], [out(3)]);
    expect(rows(blocking(cs))).toEqual(['output-widened breaking x']);
    const narrowed = diff([out(3)], [out(5)]);
    expect(rows(narrowed)).toEqual(['output-narrowed additive x']);
  });
  test('contains, if/then and propertyNames loosened on input: additive, nothing blocks', () => {
    const loosened: Array<[JsonObject, JsonObject]> = [
      [
        { type: 'array', contains: { const: 1 } },
        { type: 'array', contains: { type: 'integer' } },
      ],
      [
        { type: 'object', properties: { k: str, a: str, b: str }, if: { properties: { k: { const: 'x' } }, required: ['k'] }, then: { required: ['a', 'b'] } },
        { type: 'object', properties: { k: str, a: str, b: str }, if: { properties: { k: { const: 'x' } }, required: ['k'] }, then: { required: ['a'] } },
      ],
      [
        { type: 'object', additionalProperties: str, propertyNames: { maxLength: 3 } },
        { type: 'object', additionalProperties: str, propertyNames: { maxLength: 5 } },
      ],
    ];
    for (const [a, b] of loosened) {
      const cs = diff([param(a)], [param(b)]);
      expect([JSON.stringify(b), rows(blocking(cs))]).toEqual([JSON.stringify(b), []]);
      expect(cs.some((c) => c.severity === 'additive')).toBe(true);
    }
  });
});

describe('5. closed tuples', () => {
  const tuple = (n: number, extra: JsonObject = {}): JsonObject => ({ type: 'array', prefixItems: Array<JsonValue>(n).fill(str), items: false, ...extra });
  test('3 slots → 2: three-element calls fail (breaking, with one)', () => {
    const cs = diff([tool(obj({ t: tuple(3) }))], [tool(obj({ t: tuple(2) }))]);
    expect(rows(blocking(cs))).toEqual(['composition-narrowed breaking t']);
    expect(cs[0]!.witness?.value).toEqual({ t: [expect.any(String), expect.any(String), expect.any(String)] });
  });
  test('2 slots → 3: every old call passes (additive)', () => {
    const cs = diff([tool(obj({ t: tuple(2) }))], [tool(obj({ t: tuple(3) }))]);
    expect(rows(cs)).toEqual(['composition-widened additive t']);
  });
  test('items + minItems/maxItems 2 → prefixItems + items: false (the same set): nothing blocks, nothing is additive', () => {
    const cs = diff([tool(obj({ t: { type: 'array', items: str, minItems: 2, maxItems: 2 } }))], [tool(obj({ t: tuple(2, { minItems: 2 }) }))]);
    expect(cs.filter((c) => c.severity !== 'cosmetic')).toEqual([]);
  });
});

describe('6. the same set, spelled differently', () => {
  test('number + multipleOf: 1 → integer: cosmetic', () => {
    const cs = diff([tool(obj({ n: { type: 'number', multipleOf: 1 } }))], [tool(obj({ n: { type: 'integer' } }))]);
    expect(cs.length).toBeGreaterThan(0);
    expect(cs.filter((c) => c.severity !== 'cosmetic')).toEqual([]);
  });
  test('multipleOf 4 → 2 loosens (every multiple of 4 is one of 2)', () => {
    const cs = diff([tool(obj({ n: { type: 'integer', multipleOf: 4 } }))], [tool(obj({ n: { type: 'integer', multipleOf: 2 } }))]);
    expect(rows(cs)).toEqual(['constraint-loosened additive n']);
  });
});

describe('7. real releases', () => {
  test('notion API-patch-block-children: one block object split into a union (2.2.1) rejects a call the single object took', () => {
    const after = realTool('notionhq__notion-mcp-server', '2.2.1', 'API-patch-block-children');
    // before: the same tool with the block union written as the one object older generators emit
    const before = JSON.parse(JSON.stringify(after)) as ToolDef;
    const defs = (before.inputSchema as JsonObject).$defs as JsonObject;
    const para = defs.paragraphBlockRequest as JsonObject;
    const bullet = defs.bulletedListItemBlockRequest as JsonObject;
    defs.blockObjectRequest = {
      type: 'object',
      properties: {
        paragraph: (para.properties as JsonObject).paragraph!,
        bulleted_list_item: (bullet.properties as JsonObject).bulleted_list_item!,
        type: { type: 'string', enum: ['paragraph', 'bulleted_list_item'] },
      },
      additionalProperties: false,
    };
    const cs = diff([before], [after]);
    const breaking = cs.filter((c) => c.severity === 'breaking');
    expect(breaking.length).toBeGreaterThan(0);
    const call = breaking[0]!.witness!.value as JsonObject;
    expect(isObject(call) && Array.isArray(call.children)).toBe(true);
    // nothing claims the same instances are accepted
    expect(cs.filter((c) => c.severity === 'cosmetic' && c.path.startsWith('children'))).toEqual([]);
  });
  test('notion API-patch-block-children 2.2.1 → 2.4.0 (string and free-form object alternatives added): nothing breaking', () => {
    const cs = diff([realTool('notionhq__notion-mcp-server', '2.2.1', 'API-patch-block-children')], [realTool('notionhq__notion-mcp-server', '2.4.0', 'API-patch-block-children')]);
    expect(cs.filter((c) => c.severity === 'breaking')).toEqual([]);
  });
  test('firecrawl 3.20 → 3.26 firecrawl_search sources[]: objects become strings-or-the-same-objects, which widens: nothing breaking', () => {
    const cs = diff([realTool('firecrawl-mcp', '3.20.0', 'firecrawl_search')], [realTool('firecrawl-mcp', '3.26.0', 'firecrawl_search')]);
    const sources = cs.filter((c) => c.path.startsWith('sources'));
    expect(sources.filter((c) => c.severity === 'breaking')).toEqual([]);
    expect(rows(sources)).toEqual(expect.arrayContaining(['type-widened additive sources[]']));
    // the new string alternative's values read as values restricted: the core proves no call is affected
    const restricted = sources.find((c) => c.rule === 'enum-narrowed');
    expect(restricted?.severity).toBe('additive');
    expect(restricted?.reason).toMatch(/^Proven by the subschema check/);
  });
});

describe('8. narrower outputs and rewrites', () => {
  test('an output const added never surprises a reader: additive', () => {
    const cs = diff([tool(obj({}), obj({ status: str }))], [tool(obj({}), obj({ status: { type: 'string', const: 'ok' } }))]);
    expect(rows(cs)).toEqual(['output-narrowed additive status']);
  });
  test('pattern ".*" added to a free string: cosmetic', () => {
    const cs = diff([tool(obj({ s: str }))], [tool(obj({ s: { type: 'string', pattern: '.*' } }))]);
    expect(rows(cs)).toEqual(['pattern-changed cosmetic s']);
  });
});

describe('9. a change in a shared $defs entry', () => {
  test('is named at every path that uses it, as the same change written inline is', () => {
    const doc = (maxLength: number): JsonObject => ({
      type: 'object',
      $defs: { Money: obj({ amount: { type: 'number' }, currency: { type: 'string', maxLength } }) },
      properties: { x: obj({ price: { $ref: '#/$defs/Money' }, fee: { $ref: '#/$defs/Money' } }) },
    });
    const cs = diff([tool(doc(3))], [tool(doc(2))]);
    expect(rows(cs).sort()).toEqual(['constraint-tightened breaking x.fee.currency', 'constraint-tightened breaking x.price.currency']);
  });
});

describe('10. one change, one name', () => {
  test('minimum → exclusiveMinimum at the same number: one finding', () => {
    const cs = diff([tool(obj({ n: { type: 'number', minimum: 5 } }))], [tool(obj({ n: { type: 'number', exclusiveMinimum: 5 } }))]);
    expect(rows(cs)).toEqual(['constraint-tightened breaking n']);
    expect(cs[0]!.witness?.value).toEqual({ n: 5 });
  });
  test('a removed anyOf branch (the type unchanged) is a composition change, with the call it rejects', () => {
    const cs = diff(
      [
        tool(
          obj({
            s: {
              anyOf: [
                { type: 'string', pattern: '^a' },
                { type: 'string', pattern: '^b' },
              ],
            },
          }),
        ),
      ],
      [tool(obj({ s: { anyOf: [{ type: 'string', pattern: '^a' }] } }))],
    );
    expect(rows(blocking(cs))).toEqual(['composition-narrowed breaking s']);
  });
});

describe('12. what mutating 400 real input schemas found', () => {
  const param = (a: JsonObject, b: JsonObject) => diff([tool(obj({ x: a }))], [tool(obj({ x: b }))]);
  test('an allOf branch that tightens a keyword the property has (maxLength 50 + allOf [{maxLength: 5}]): breaking', () => {
    const cs = param({ type: 'string', maxLength: 50 }, { type: 'string', maxLength: 50, allOf: [{ maxLength: 5 }] });
    expect(cs.filter((c) => c.severity === 'breaking').length).toBeGreaterThan(0);
  });
  test('a root anyOf of required sets over optional parameters: the empty call now fails', () => {
    const props = { a: str, b: str };
    const cs = diff([tool(obj(props))], [tool(obj(props, { anyOf: [{ required: ['a'] }, { required: ['b'] }] }))]);
    const breaking = cs.filter((c) => c.severity === 'breaking');
    expect(breaking.length).toBeGreaterThan(0);
    expect(breaking[0]!.witness?.value).toEqual({});
  });
  test('items: false added to an open tuple: longer calls fail', () => {
    const cs = param({ type: 'array', prefixItems: [str, str] }, { type: 'array', prefixItems: [str, str], items: false });
    expect(rows(blocking(cs))).toEqual(['composition-narrowed breaking x']);
  });
  test('loosenings and same-set rewrites block nothing', () => {
    const cases: Array<[JsonObject, JsonObject, string]> = [
      [{ type: 'number', exclusiveMinimum: 0 }, { type: 'number', minimum: 0 }, 'additive'],
      [{ type: 'integer', exclusiveMinimum: 0 }, { type: 'integer', minimum: 1 }, 'cosmetic'],
      [str, { type: 'string', pattern: '^[\\s\\S]*$' }, 'cosmetic'],
      [str, { type: 'string', not: { type: 'null' } }, 'cosmetic'],
      [{ type: 'array', items: str }, { type: 'array', items: str, minItems: 0 }, 'cosmetic'],
      [obj({ a: str }, { additionalProperties: false }), obj({ a: str }, { additionalProperties: false, patternProperties: { '^x-': str } }), 'additive'],
      [{ type: 'array', prefixItems: [str, str], items: false }, { type: 'array', prefixItems: [str, str, str], items: false }, 'additive'],
    ];
    for (const [a, b, severity] of cases) {
      const cs = param(a, b);
      expect([JSON.stringify(b), cs.length > 0, [...new Set(cs.map((c) => c.severity))]]).toEqual([JSON.stringify(b), true, [severity]]);
    }
  });
});
