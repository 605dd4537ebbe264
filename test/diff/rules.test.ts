import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { RULES } from '../../src/diff/rules/catalog.js';
import { FIXTURES } from '../support/paths.js';

const dir = join(FIXTURES, 'rules');

interface Expected {
  note: string;
  changes: Array<{ rule: string; tool: string; path: string; severity: string; entity: string }>;
}

const key = (c: { rule: string; tool: string; path: string; severity: string; entity: string }) => `${c.entity}:${c.tool}:${c.path}:${c.rule}:${c.severity}`;

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

  test('every rule has a fixture pair, and every fixture belongs to a rule', () => {
    const fixtures = readdirSync(dir).sort();
    expect(fixtures).toEqual(RULES.map((r) => r.id).sort());
  });
});

describe.each(RULES.map((r) => [r.id]))('%s', (id) => {
  const fixture = join(dir, id);
  test('its fixture pair yields exactly the expected findings', () => {
    expect(existsSync(join(fixture, 'before.json'))).toBe(true);
    const expected = JSON.parse(readFileSync(join(fixture, 'expected.json'), 'utf8')) as Expected;
    const diff = diffSnapshots(readSnapshotFile(join(fixture, 'before.json')), readSnapshotFile(join(fixture, 'after.json')));
    const got = diff.changes.map(key).sort();
    expect(got).toEqual(expected.changes.map(key).sort());
    expect(got.some((k) => k.includes(`:${id}:`))).toBe(true);
    for (const c of diff.changes) {
      expect(c.message.length).toBeGreaterThan(5);
      expect(c.reason.length).toBeGreaterThan(5);
    }
  });
});

