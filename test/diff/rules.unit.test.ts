import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { RULES } from '../../src/diff/rules/catalog.js';
import type { Change } from '../../src/diff/types.js';
import { FIXTURES } from '../support/paths.js';

const dir = join(FIXTURES, 'rules');
/** `UPDATE_RULE_FIXTURES=1` rewrites every expected.json from what the diff reports now (keeping its note): review the git diff. */
const update = process.env.UPDATE_RULE_FIXTURES === '1';

/** What a fixture pins of each finding: where it is, how severe, and what a reviewer reads. */
type Pinned = Pick<Change, 'rule' | 'tool' | 'path' | 'severity' | 'entity' | 'pointer' | 'before' | 'after' | 'message'>;

interface Expected {
  note: string;
  changes: Pinned[];
}

const pin = (c: Pinned): Pinned => ({ rule: c.rule, tool: c.tool, path: c.path, severity: c.severity, entity: c.entity, pointer: c.pointer, before: c.before, after: c.after, message: c.message });
const key = (c: Pinned) => `${c.entity}:${c.tool}:${c.path}:${c.rule}:${c.severity}:${c.pointer}`;
const byKey = (x: Pinned, y: Pinned) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0);

describe('rule catalog', () => {
  test('every rule has an ID, a title, a one-line rationale and a unique ID', () => {
    const ids = new Set<string>();
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(ids.has(rule.id)).toBe(false);
      ids.add(rule.id);
      expect(rule.title.length).toBeGreaterThan(3);
      expect(rule.rationale).not.toMatch(/\n/);
      expect(rule.rationale.length).toBeGreaterThan(10);
    }
  });

  test('a rule that detects in its module claims the keywords it reads', () => {
    const detecting = RULES.filter((r) => r.detect);
    expect(detecting.map((r) => r.id)).toEqual(expect.arrayContaining(['enum-narrowed', 'enum-widened', 'const-changed', 'default-changed']));
    for (const rule of detecting) for (const k of rule.detect!.keywords) expect(k).toMatch(/^(?:[a-zA-Z$]+|x(?:-[a-z]+)+)$/); // a JSON Schema keyword, or an extension (x-mcp-header)
    // the generic rules read what no other rule claims: every other constraint, every other keyword
    const generic = ['constraint-tightened', 'constraint-loosened', 'composition-narrowed', 'composition-widened'];
    expect(detecting.filter((r) => r.detect!.keywords.length === 0).map((r) => r.id)).toEqual([...generic].sort());
  });

  test('every rule is detected somewhere: by a hook in its module, or where things are paired, or as a response', () => {
    for (const rule of RULES) {
      const hooked = rule.detect !== undefined || Object.values(rule.on ?? {}).some((hook) => typeof hook === 'function');
      expect([rule.id, hooked || rule.foundBy !== undefined]).toEqual([rule.id, true]);
      expect([rule.id, hooked && rule.foundBy !== undefined]).toEqual([rule.id, false]);
    }
    const structural = RULES.filter((r) => r.foundBy === 'pairing').map((r) => r.id);
    expect(structural).toEqual(expect.arrayContaining(['tool-added', 'tool-removed', 'tool-renamed', 'prompt-added', 'param-renamed', 'prompt-argument-renamed', 'resource-template-added']));
    // a response-only rule is found as another rule's `response`, in an output schema
    for (const rule of RULES.filter((r) => r.foundBy === 'response')) expect([rule.id, rule.scope]).toEqual([rule.id, 'response']);
  });

  test('every rule has a fixture pair, and every fixture belongs to a rule', () => {
    const fixtures = readdirSync(dir).sort();
    expect(fixtures).toEqual(RULES.map((r) => r.id).sort());
  });
});

describe.each(RULES.map((r) => [r.id]))('%s', (id) => {
  const fixture = join(dir, id);
  test('its fixture pair yields exactly the expected findings: message, before, after and pointer included', () => {
    expect(existsSync(join(fixture, 'before.json'))).toBe(true);
    const file = join(fixture, 'expected.json');
    const expected = JSON.parse(readFileSync(file, 'utf8')) as Expected;
    const diff = diffSnapshots(readSnapshotFile(join(fixture, 'before.json')), readSnapshotFile(join(fixture, 'after.json')));
    const got = diff.changes.map(pin).sort(byKey);
    if (update) writeFileSync(file, `${JSON.stringify({ ...expected, changes: got }, null, 2)}\n`);
    else expect(got).toEqual(expected.changes.map(pin).sort(byKey));
    expect(got.some((c) => c.rule === id)).toBe(true);
    for (const c of diff.changes) {
      expect(c.message.length).toBeGreaterThan(5);
      expect(c.reason.length).toBeGreaterThan(5);
    }
  });
});
