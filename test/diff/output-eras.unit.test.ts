import { buildLockfile, lockfileToSnapshotSet } from '../../src/contract/lockfile.js';
import { checkTools } from '../../src/contract/tool-list.js';
import type { ServerSnapshot } from '../../src/contract/types.js';
import { diffSnapshots } from '../../src/diff/engine.js';

/**
 * Output schemas across the protocol eras. Up to 2025-11-25 a structured result is a JSON object, so an output root
 * without `type` reads as an open object; from 2026-07-28 a result may be any JSON value, so a non-object output schema
 * (`{"type": "array"}`, a boolean schema, a root without `type`) is a valid contract, diffed like any response schema.
 * An era move with the same schema text is no change.
 */
const server = (outputSchema: unknown, era?: 'discover'): ServerSnapshot =>
  ({ tools: [{ name: 'list', description: 'List.', inputSchema: { type: 'object' }, outputSchema }], ...(era ? { era } : {}) }) as ServerSnapshot;
const changes = (a: ServerSnapshot, b: ServerSnapshot) => diffSnapshots({ servers: { default: a } }, { servers: { default: b } }).changes.map((c) => `${c.rule} ${c.severity}: ${c.message}`);
const in2026 = (a: unknown, b: unknown) => changes(server(a, 'discover'), server(b, 'discover'));

describe('2026 output schemas that are not objects', () => {
  it('are valid tool entries, boolean schemas included (not tool-invalid)', () => {
    for (const schema of [{ type: 'array', items: { type: 'string' } }, { type: 'string' }, true, false, {}]) expect(checkTools(server(schema).tools).invalid).toEqual([]);
    expect(checkTools(server(3).tools).invalid.map((i) => i.problem)).toEqual(['"outputSchema" must be a JSON object or a boolean schema; found number 3']);
  });

  it('are diffed as response schemas: a narrower result is additive, a wider one breaking', () => {
    expect(in2026({ type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: 'string' }, maxItems: 3 })).toEqual([
      'output-narrowed additive: output the schema root: maxItems tightened from null to 3',
    ]);
    expect(in2026({ type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: ['string', 'integer'] } })).toEqual([
      "output-type-widened breaking: type of output field '[]' widened from string to [integer, string]",
    ]);
    expect(in2026({ type: 'array', items: { type: 'string' } }, { type: 'string' })).toEqual(['output-type-changed breaking: type of output the schema root changed from array to string']);
  });

  it('read a root without `type` (and `true`) as any value, not as an object', () => {
    expect(in2026({}, { type: 'array' })).toEqual(['output-narrowed additive: output the schema root: type narrowed from any to array']);
    expect(in2026(true, { type: 'array' })).toEqual(['output-narrowed additive: output the schema root: type narrowed from any to array']);
    expect(in2026({ anyOf: [{ type: 'string' }, { type: 'array' }] }, { type: 'string' })).toEqual(['output-narrowed additive: output the schema root: type narrowed from [array, string] to string']);
    // and the other way round: a result that may now be anything breaks consumers
    expect(in2026({ type: 'array' }, true).every((c) => c.includes('breaking'))).toBe(true);
    expect(in2026({ type: 'array' }, true)).not.toEqual([]);
  });

  it('pin and read back: a boolean output schema is pinned as listed and checks clean', () => {
    const live = server(true, 'discover');
    const pinned = lockfileToSnapshotSet(buildLockfile({ servers: { default: live } }));
    expect(pinned.servers.default!.tools[0]!.outputSchema).toBe(true);
    expect(diffSnapshots(pinned, { servers: { default: live } }).changes).toEqual([]);
  });
});

describe('the 2025 era and era moves', () => {
  it('up to 2025-11-25 an output root without `type` is still an object (typing it another way changes the type)', () => {
    expect(changes(server({}), server({ type: 'array' }))).toEqual(['output-type-changed breaking: type of output the schema root changed from object to array']);
  });

  it('moving a server to 2026 with the same output schema text is no change, even a root without `type`', () => {
    const schema = { properties: { items: { type: 'array' } } };
    expect(changes(server(schema), server(schema, 'discover'))).toEqual([]);
    // a tool whose other text changed still compares its output schema by its text first
    const moved = server(schema, 'discover');
    moved.tools[0]!.description = 'List them all.';
    expect(changes(server(schema), moved).map((c) => c.split(':')[0])).toEqual(['tool-description-changed silent']);
  });
});
