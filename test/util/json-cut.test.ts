import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serializeResult, type DiscoveryResult } from '../../src/action/result.js';
import { MAX_SCHEMA_DEPTH, MAX_WRITTEN_DEPTH } from '../../src/util/limits.js';
import { entryProblem } from '../../src/contract/tool-list.js';
import { compactJson, cutDeep, DEPTH_CUT_MARKER, jsonDepth, prettyJson, stableStringify } from '../../src/util/json.js';
import { Scrubber } from '../../src/util/secrets.js';
import { ROOT } from '../support/paths.js';

function nested(levels: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < levels; i++) node = { type: 'object', properties: { x: node } };
  return node;
}

describe('cutDeep', () => {
  test('a 5,000-level schema is cut one level past the limit: it serialises, and is still too deep for a reader', () => {
    const tool = { name: 'deep', inputSchema: nested(5000) };
    const cut = cutDeep(tool, MAX_SCHEMA_DEPTH);
    const text = JSON.stringify(cut);
    expect(text).toContain(DEPTH_CUT_MARKER);
    expect(jsonDepth(JSON.parse(text), MAX_SCHEMA_DEPTH + 5)).toBe(MAX_SCHEMA_DEPTH + 1);
    expect(entryProblem(JSON.parse(text), 'tool')).toMatch(/nests more than/);
  });

  test('a value within the limit is returned as it is', () => {
    const tool = { name: 'shallow', inputSchema: nested(3) };
    expect(cutDeep(tool, MAX_SCHEMA_DEPTH)).toBe(tool);
  });
});

describe('every writer cuts past MAX_WRITTEN_DEPTH (one limit, src/util/limits.ts)', () => {
  const bomb = { name: 'bomb', inputSchema: nested(5000) };
  const readBack = (text: string) => JSON.parse(text) as unknown;

  test('prettyJson, compactJson and stableStringify write a 5,000-level value with the marker, and it is still too deep', () => {
    for (const text of [prettyJson({ tools: [bomb] }), compactJson({ tools: [bomb] }), stableStringify({ tools: [bomb] })]) {
      expect(text).toContain(DEPTH_CUT_MARKER);
      expect(jsonDepth(readBack(text), MAX_WRITTEN_DEPTH + 5)).toBe(MAX_WRITTEN_DEPTH + 1);
      expect(entryProblem((readBack(text) as { tools: unknown[] }).tools[0], 'tool')).toMatch(/nests more than/);
    }
    // a tool at the schema limit inside a writer's envelope is written whole
    const atLimit = { servers: { s: { tools: [{ name: 'edge', inputSchema: nested((MAX_SCHEMA_DEPTH - 2) / 2) }] } } };
    expect(prettyJson(atLimit)).toBe(`${JSON.stringify(atLimit, null, 2)}\n`);
    expect(MAX_WRITTEN_DEPTH).toBeGreaterThan(MAX_SCHEMA_DEPTH);
  });

  test("the action's discovery result, scrubbed and serialised, survives a 5,000-level tool", () => {
    const scrubbed = new Scrubber(['s3cret-value']).scrubDeep({ after: { servers: { s: { tools: [bomb, { name: 'x', description: 'key s3cret-value' }] } } } });
    const text = serializeResult(scrubbed as unknown as DiscoveryResult);
    expect(text).toContain(DEPTH_CUT_MARKER);
    expect(text).toContain('key ***');
    expect(text).not.toContain('s3cret-value');
  });

  test('no source file writes JSON with its own JSON.stringify(…, null, 2): they all go through prettyJson', () => {
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith('.ts') && !p.endsWith(join('util', 'json.ts')) && /JSON\.stringify\([^;]*null, 2\)/.test(readFileSync(p, 'utf8'))) offenders.push(relative(ROOT, p));
      }
    };
    walk(join(ROOT, 'src'));
    expect(offenders).toEqual([]);
  });
});
