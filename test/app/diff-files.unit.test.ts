import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffFiles } from '../../src/app/diff-files.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { InputError } from '../../src/util/errors.js';
import type { JsonObject } from '../../src/util/json.js';

/** The CLI `diff` command's use case on real files: read two snapshots, judge under the default policy, decide. */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-diff-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const search = (props: JsonObject) => ({ name: 'search', description: 'Search reviews.', inputSchema: { type: 'object', properties: props, required: Object.keys(props) } });
function file(name: string, body: unknown): { path: string; name: string } {
  const path = join(dir, name);
  writeFileSync(path, typeof body === 'string' ? body : JSON.stringify(body));
  return { path, name };
}

test('a renamed required parameter is a blocking change; the same file twice is no change', () => {
  const before = file('before.json', { tools: [search({ query: { type: 'string' } })] });
  const after = file('after.json', { tools: [search({ q: { type: 'string' } })] });
  const changed = diffFiles({ before, after, today: '2026-11-26' });
  expect(changed.evaluation.blocking).toBeGreaterThan(0);
  expect(changed.evaluation.findings.map((f) => f.tool)).toContain('search');
  expect(changed.verdict.decision).toBe('fail');
  const same = diffFiles({ before, after: before, today: '2026-11-26' });
  expect(same.evaluation.findings).toEqual([]);
  expect(same.verdict.decision).toBe('pass');
});

test('fail-on narrows what blocks', () => {
  const before = file('before.json', { tools: [search({ query: { type: 'string' } })] });
  const after = file('after.json', { tools: [search({ query: { type: 'string' } }), { name: 'extra', inputSchema: { type: 'object' } }] });
  const { evaluation, verdict } = diffFiles({ before, after, today: '2026-11-26', failOn: ['breaking'] });
  expect(evaluation.findings.map((f) => [f.tool, f.severity])).toEqual([['extra', 'additive']]);
  expect(evaluation.blocking).toBe(0);
  expect(verdict.decision).toBe('pass');
});

test('a lockfile given as a snapshot is refused by the name it was given, pointing at check', () => {
  const lock = file('mcp-contracts.lock.json', serializeLockfile(buildLockfile({ servers: { default: { tools: [search({ query: { type: 'string' } })] } } })));
  const after = file('after.json', { tools: [] });
  const err = (() => {
    try {
      diffFiles({ before: lock, after, today: '2026-11-26' });
    } catch (e) {
      return e;
    }
  })();
  expect(err).toBeInstanceOf(InputError);
  expect((err as Error).message).toMatch(/this is a lockfile, not a snapshot: `mcp-contract-gate check --lockfile mcp-contracts\.lock\.json`/);
});
