import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolDef } from '../../src/contract/types.js';
import { diffServer } from '../../src/diff/engine.js';
import type { Change } from '../../src/diff/types.js';
import type { JsonObject, JsonValue } from '../../src/util/json.js';
import { FIXTURES } from '../support/paths.js';
import { ajvAccepts, ajvAcceptsCall } from './subschema/ajv.js';

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

export function checkWitnesses(changes: Change[], before: ToolDef[], after: ToolDef[]): void {
  for (const c of changes) {
    const output = c.pointer.startsWith('/outputSchema');
    if (c.severity !== 'breaking' || !(c.pointer.startsWith('/inputSchema') || output)) continue;
    const a = before.find((t) => t.name === c.tool);
    const b = after.find((t) => t.name === c.tool);
    if (!a || !b) continue;
    expect([row(c), 'has a witness', c.witness !== undefined]).toEqual([row(c), 'has a witness', true]);
    const w = c.witness!;
    expect([row(c), 'a whole value', w.of]).toEqual([row(c), 'a whole value', '']);
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

function diff(before: ToolDef[], after: ToolDef[]): Change[] {
  const changes = diffServer({ tools: before }, { tools: after });
  checkWitnesses(changes, before, after);
  return changes;
}
const d1 = (a: JsonObject, b: JsonObject) => diff([tool(a)], [tool(b)]);

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
