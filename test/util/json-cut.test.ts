import { MAX_SCHEMA_DEPTH } from '../../src/contract/limits.js';
import { entryProblem } from '../../src/contract/tool-list.js';
import { cutDeep, DEPTH_CUT_MARKER, jsonDepth } from '../../src/util/json.js';

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
