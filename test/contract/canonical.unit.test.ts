import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, contractHash, normalizeSchema, toolContract, toolHash } from '../../src/contract/canonical.js';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import type { ToolDef } from '../../src/contract/types.js';
import { corpusRows, describeWithShared, HAVE_CORPUS, ROOT } from '../support/paths.js';
import { seededRandom, shuffleJson } from '../support/shuffle.js';

const vectorDir = join(ROOT, 'test', 'vectors');
const vectors = readdirSync(vectorDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, JSON.parse(readFileSync(join(vectorDir, f), 'utf8'))] as const);

describe('hash test vectors (computed by an independent implementation of the README recipe)', () => {
  test('there are vectors', () => expect(vectors.length).toBeGreaterThanOrEqual(5));
  test.each(vectors)('%s', (_file, v) => {
    const contract = toolContract(v.tool as ToolDef);
    expect(canonicalJson(contract)).toBe(v.canonical);
    expect(contractHash(contract)).toBe(v.sha256);
  });
});

describe('canonical contract', () => {
  const tool: ToolDef = {
    name: 't',
    description: 'd',
    inputSchema: { type: 'object', properties: { b: { type: ['string', 'null'] }, a: { type: 'integer' } }, required: ['b', 'a'] },
    _meta: { x: 1 },
    icons: [{ src: 'i.png' }],
  };

  test('key order and whitespace never change the hash', () => {
    const reordered = JSON.parse(`{ "inputSchema": {"required":["a","b"],"properties":{"a":{"type":"integer"},"b":{"type":["null","string"]}},"type":"object"},
      "description": "d", "name": "t" }`) as ToolDef;
    expect(toolHash(reordered)).toBe(toolHash(tool));
  });

  test('_meta and icons are left out by default and included on request', () => {
    expect(toolContract(tool)).not.toHaveProperty('_meta');
    expect(toolContract(tool)).not.toHaveProperty('icons');
    expect(toolContract(tool, { includeMeta: true })).toMatchObject({ _meta: { x: 1 }, icons: [{ src: 'i.png' }] });
    expect(toolHash(tool, { includeMeta: true })).not.toBe(toolHash(tool));
  });

  test('enum and oneOf keep their order: reordering them changes the hash', () => {
    const a = normalizeSchema({ enum: ['x', 'y'], oneOf: [{ const: 1 }, { const: 2 }] });
    const b = normalizeSchema({ enum: ['y', 'x'], oneOf: [{ const: 2 }, { const: 1 }] });
    expect(contractHash(a)).not.toBe(contractHash(b));
  });

  test('a parameter named "required" or "type" is not treated as a keyword', () => {
    const s = normalizeSchema({ type: 'object', properties: { required: { enum: ['b', 'a'] }, type: { type: 'string' } }, required: ['type', 'required'] });
    expect(s).toEqual({ type: 'object', properties: { required: { enum: ['b', 'a'] }, type: { type: 'string' } }, required: ['required', 'type'] });
  });

  test('nested set-like arrays are sorted (items, anyOf branches, $defs)', () => {
    const s = normalizeSchema({
      items: { required: ['z', 'a'] },
      anyOf: [{ type: ['string', 'integer'] }],
      $defs: { X: { required: ['q', 'p'] } },
      dependentRequired: { a: ['c', 'b'] },
    });
    expect(s).toEqual({ items: { required: ['a', 'z'] }, anyOf: [{ type: ['integer', 'string'] }], $defs: { X: { required: ['p', 'q'] } }, dependentRequired: { a: ['b', 'c'] } });
  });

  test('canonicalisation refuses values JSON cannot carry', () => {
    expect(() => canonicalJson({ n: Number.NaN } as never)).toThrow(/NaN/);
  });
});

describeWithShared(HAVE_CORPUS, 'corpus')('every corpus snapshot hashes identically after re-serialisation', () => {
  const files = corpusRows();
  test.each(files)('%s %s', (_server, _version, file) => {
    const original = readSnapshotFile(file).servers.default!;
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    const rand = seededRandom(file.length * 7919);
    const variant = shuffleJson(raw, rand) as { tools: ToolDef[] };
    const byName = new Map(variant.tools.map((t) => [t.name, t]));
    expect(original.tools.length).toBeGreaterThan(0);
    for (const tool of original.tools) expect(toolHash(byName.get(tool.name)!)).toBe(toolHash(tool));
  });
});
