import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolDef } from '../../src/contract/types.js';
import { diffServer } from '../../src/diff/engine.js';
import type { Change } from '../../src/diff/types.js';
import { canonOf } from '../../src/diff/subschema/build.js';
import { sample } from '../../src/diff/subschema/sample.js';
import { isObject, jsonEqual, type JsonValue } from '../../src/util/json.js';
import { FIXTURES } from '../support/paths.js';
import { ajvAccepts, ajvAcceptsCall } from './subschema/ajv.js';
import { checkWitnesses } from './witnesses.js';

/**
 * Issue 48: no "proven" claim about a real release is refuted by ajv. Every consecutive pair of versions in
 * __fixtures__/real-servers is diffed; for each tool schema that changed with nothing blocking in it (a claim that
 * every old call still passes), the values the core samples from the old schema's calls (for an output: from the new
 * schema) are checked with ajv against the other side, and where every finding is "proven: exactly the same", the
 * other way round too. Every
 * breaking finding's witness is checked with ajv as a whole call (checkWitnesses).
 */
const DIR = join(FIXTURES, 'real-servers');
const servers = readdirSync(DIR).filter((d) => statSync(join(DIR, d)).isDirectory());
const byVersion = (a: string, b: string) => {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
};
const pairs: Array<[string, string, string]> = [];
for (const s of servers) {
  const versions = readdirSync(join(DIR, s))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort(byVersion);
  for (let i = 1; i < versions.length; i++) pairs.push([s, versions[i - 1] as string, versions[i] as string]);
}
const tools = (s: string, v: string) => (JSON.parse(readFileSync(join(DIR, s, `${v}.json`), 'utf8')) as { tools: ToolDef[] }).tools;

/**
 * Up to `n` values the core samples from the schema (read as calls when asked), ajv-checked to belong to it: objects
 * only, as MCP sends arguments and structured results.
 */
function values(schema: JsonValue, calls: boolean, n = 60): JsonValue[] {
  let vs: JsonValue[];
  try {
    vs = sample(canonOf(schema, schema, calls ? 'entry' : 'open'));
  } catch {
    return [];
  }
  return vs.filter((v) => isObject(v) && (calls ? ajvAcceptsCall(schema, v) : ajvAccepts(schema, v))).slice(0, n);
}

const PROVEN = /^Proven/;
let total = 0;
const blocks = (c: Change) => c.severity === 'breaking' || c.severity === 'silent';

test('the real-server pairs include the two new releases', () => {
  expect(pairs.map((p) => p.join(' '))).toEqual(expect.arrayContaining(['firecrawl-mcp 3.22.0 3.26.0', 'chrome-devtools-mcp 1.7.0 1.11.0']));
});

test.each(pairs)('%s %s → %s: every proven claim holds under ajv; every witness is a whole call ajv confirms', (server, from, to) => {
  const before = tools(server, from);
  const after = tools(server, to);
  const changes = diffServer({ tools: before }, { tools: after });
  checkWitnesses(changes, before, after);
  let checked = 0;
  for (const b of after) {
    const a = before.find((t) => t.name === b.name);
    if (!a) continue;
    for (const side of ['inputSchema', 'outputSchema'] as const) {
      const mine = changes.filter((c) => c.tool === b.name && c.pointer.startsWith(`/${side}`));
      // a schema that changed and where nothing blocks claims that no old call breaks (proven or not)
      const old = a[side] as JsonValue | undefined;
      const now = b[side] as JsonValue | undefined;
      if (old === undefined || now === undefined || jsonEqual(old, now) || mine.some(blocks)) continue;
      const request = side === 'inputSchema';
      // every old call still passes (an output: every new value was possible)
      for (const v of request ? values(old, true) : values(now, false)) {
        const ok = request ? ajvAccepts(now, v) : ajvAccepts(old, v);
        expect([server, from, to, b.name, side, v, ok]).toEqual([server, from, to, b.name, side, v, true]);
        checked++;
      }
      // "exactly the same" both ways (only where every finding of the schema says so)
      if (mine.length && mine.every((c) => c.severity === 'cosmetic' && PROVEN.test(c.reason ?? '')))
        for (const v of request ? values(now, true) : values(old, false)) {
          const ok = request ? ajvAcceptsCall(old, v) : ajvAccepts(now, v);
          expect([server, from, to, b.name, side, 'the same', v, ok]).toEqual([server, from, to, b.name, side, 'the same', v, true]);
          checked++;
        }
    }
  }
  total += checked;
});

test('the walk checked values (the claims were tried, not skipped)', () => {
  expect(total).toBeGreaterThan(200);
  console.log(`${total} values checked with ajv over ${pairs.length} release pairs`);
});
