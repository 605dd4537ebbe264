import { decideLocal } from '../../src/gate/decide.js';
import { defaultConfig } from '../../src/config/index.js';
import { buildLockfile, lockfileToSnapshotSet } from '../../src/contract/lockfile.js';
import type { SnapshotSet, ToolDef } from '../../src/contract/types.js';
import { judge } from '../../src/policy/judge.js';

const tool = (name: string, meta?: Record<string, unknown>): ToolDef => ({ name, description: name, inputSchema: { type: 'object' }, ...(meta ? { _meta: meta } : {}) }) as ToolDef;
const set = (...tools: ToolDef[]) => ({ servers: { default: { tools } } });
const run = (before: SnapshotSet, after: SnapshotSet) => judge({ before, after, config: defaultConfig(), today: '2026-11-21' }).evaluation;

describe('deprecations', () => {
  test('removing a tool after its sunset date is an expected removal', () => {
    const e = run(set(tool('keep'), tool('old_search', { deprecated: 'use search', sunset: '2026-10-01' })), set(tool('keep')));
    expect(e.findings[0]).toMatchObject({ rule: 'tool-removed', severity: 'additive', blocking: false });
    expect(e.findings[0]!.reason).toMatch(/after its announced sunset date \(2026-10-01\)/);
    expect(decideLocal(e).decision).toBe('pass');
  });
  test('removing it before the sunset date is breaking and says so', () => {
    const e = run(set(tool('keep'), tool('old_search', { deprecated: true, sunset: '2027-03-01' })), set(tool('keep')));
    expect(e.findings[0]).toMatchObject({ rule: 'tool-removed', severity: 'breaking', blocking: true });
    expect(e.findings[0]!.reason).toMatch(/before its announced sunset date \(2027-03-01\)/);
  });
  test('deprecations are surfaced in the notes, newly deprecated ones marked', () => {
    const e = run(set(tool('a'), tool('b', { 'com.example/deprecated': true })), set(tool('a', { deprecated: 'use c', sunset: '2027-01-01' }), tool('b', { 'com.example/deprecated': true })));
    expect(e.notes).toEqual(['Newly deprecated: tool a, sunset 2027-01-01: use c', 'Deprecated: tool b']);
  });
  test('the lockfile keeps the sunset date, so a lockfile baseline knows it too', () => {
    const lock = buildLockfile(set(tool('keep'), tool('old', { sunset: '2026-01-01' })));
    expect(lock.servers.default!.tools.old!.deprecation).toEqual({ sunset: '2026-01-01' });
    const e = run(lockfileToSnapshotSet(lock), set(tool('keep')));
    expect(e.findings[0]).toMatchObject({ rule: 'tool-removed', severity: 'additive' });
    expect(lock.servers.default!.tools.old!.hash).toBe(buildLockfile(set(tool('old'))).servers.default!.tools.old!.hash);
  });
});
