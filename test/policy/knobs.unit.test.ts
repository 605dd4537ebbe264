import { cli } from '../support/cli.js';
import { pinThenCheck, scenarioConfig } from '../support/snapshots.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Each policy knob: pin one release of the scenario fixture server, point the config at the next release, and read
 * what `check --format json` decides. The releases' listings are the snapshots captured from the real fixture server
 * (scripts/capture-snapshots.mjs; test/contract/snapshots-current.test.ts recaptures one), judged by the same code
 * `check` runs (checkDrift): the subject here is the policy, not discovery.
 */
async function drift(before: string, after: string, policy = '', serverExtra = '', versions = ['1.0.0', '1.0.1']) {
  const name = (p: string) => p.replace(/\.json$/, '');
  const r = await pinThenCheck(`${name(before)}@${versions[0]}`, `${name(after)}@${versions[1]}`, policy, serverExtra);
  return { code: r.code, report: r.report, rows: (r.report.changes as Array<Record<string, unknown>>).map((c) => `${c.tool} ${c.rule} ${c.severity}${c.blocking ? ' blocking' : ''}`) };
}
test('fail-on: only the listed severities block', async () => {
  const r = await drift('seed000-t0.json', 'seed000-t1.json', '  fail-on: [breaking]\n');
  expect(r.code).toBe(1);
  expect(r.rows).toContain('search_reviews param-renamed silent');
  expect(r.rows).toContain('create_export param-added-required breaking blocking');
});

test('rules: a per-rule severity override, shown with the original severity', async () => {
  const r = await drift('seed000-t0.json', 'seed000-t1.json', '  rules:\n    default-changed: cosmetic\n');
  const change = r.report.changes.find((c: { rule: string }) => c.rule === 'default-changed');
  expect(change).toMatchObject({ severity: 'cosmetic', originalSeverity: 'silent', blocking: false });
  expect(change.policy[0].message).toMatch(/policy\.rules\.default-changed/);
});

test('ignore: an active entry stops blocking and says why; an expired one stops ignoring and says so', async () => {
  const policy = [
    '  ignore:',
    '    - { tool: "search_*", rule: param-renamed, reason: "q is the documented name since v2", expires: 2027-01-31 }',
    '    - { tool: list_items, rule: param-description-changed, reason: "wording only", expires: 2026-10-01 }',
    '',
  ].join('\n');
  const r = await drift('seed000-t0.json', 'seed000-t1.json', policy);
  const rename = r.report.changes.find((c: { rule: string }) => c.rule === 'param-renamed');
  expect(rename).toMatchObject({ blocking: false, policy: [{ kind: 'ignored', source: 'gate.yml: policy.ignore[0]' }] });
  expect(rename.policy[0].message).toContain('q is the documented name since v2');
  const described = r.report.changes.find((c: { rule: string }) => c.rule === 'param-description-changed');
  expect(described).toMatchObject({ blocking: true, policy: [{ kind: 'ignore-expired' }] });
  expect(r.report.notes.join('\n')).toMatch(/expired on 2026-10-01 and no longer applies/);
});

test('forbidden-tools: a forbidden tool appearing at head blocks', async () => {
  const r = await drift('seed003-baseline.json', 'seed003-candidate.json', '  block-new-destructive-tools: false\n', '    forbidden-tools: ["Deployments.*"]\n');
  expect(r.rows).toContain('Deployments.Rollback forbidden-tool breaking blocking');
  expect(r.rows).toContain('Deployments.Rollback tool-added additive');
});

test('block-new-destructive-tools: on by default, off on request', async () => {
  const on = await drift('seed003-baseline.json', 'seed003-candidate.json');
  expect(on.rows).toContain('Deployments.Rollback tool-added additive blocking');
  const off = await drift('seed003-baseline.json', 'seed003-candidate.json', '  block-new-destructive-tools: false\n');
  expect(off.rows).toContain('Deployments.Rollback tool-added additive');
});

test('versioning: semver flags breaking changes without a major bump and names the bump', async () => {
  const r = await drift('seed000-t0.json', 'seed000-t1.json', '  versioning: semver\n', '', ['1.4.0', '1.5.0']);
  const v = r.report.changes.find((c: { rule: string }) => c.rule === 'version-bump-missing');
  expect(v).toMatchObject({ severity: 'breaking', before: '1.4.0', after: '1.5.0' });
  expect(v.message).toMatch(/call for a major bump \(e\.g\. 2\.0\.0\)/);
  const ok = await drift('seed000-t0.json', 'seed000-t1.json', '  versioning: semver\n', '', ['1.4.0', '2.0.0']);
  expect(ok.report.changes.some((c: { rule: string }) => c.rule === 'version-bump-missing')).toBe(false);
  expect(ok.report.notes.join('\n')).toMatch(/1\.4\.0 → 2\.0\.0; the changes call for a major bump/);
});

test('an unknown rule ID in the policy is a config error with a suggestion', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcg-knobs-'));
  try {
    writeFileSync(join(dir, 'gate.yml'), scenarioConfig('seed000-t0', '1.0.0').yaml + 'policy:\n  rules:\n    default-change: cosmetic\n');
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const r = await cli(dir, 'pin', '--config', 'gate.yml').finally(() => rmSync(dir, { recursive: true, force: true }));
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/gate\.yml.*policy\.rules\.default-change.*not a known rule ID.*default-changed/s);
});

describe('semver reading of 0.x versions', () => {
  test('0.0.z: every bump is breaking; 0.y.z: minor breaks, patch adds; the suggestion agrees with the check', async () => {
    const { actualBump, suggest } = await import('../../src/policy/versioning.js');
    expect(actualBump('0.0.30', '0.0.45')).toBe('major');
    expect(actualBump('0.3.1', '0.4.0')).toBe('major');
    expect(actualBump('0.3.1', '0.3.2')).toBe('minor');
    expect(actualBump('1.3.1', '1.3.2')).toBe('patch');
    for (const [from, needed] of [
      ['0.0.30', 'major'],
      ['0.3.1', 'major'],
      ['0.3.1', 'minor'],
      ['1.2.3', 'major'],
      ['1.2.3', 'minor'],
    ] as const)
      expect([from, needed, actualBump(from, suggest(from, needed))]).toEqual([from, needed, needed]);
  });
});

describe('policy knobs for real servers: defaults and overrides from the config file', () => {
  test('block-unannotated-new-tools, safe-integer-bounds and zero-versions read from YAML; absent, they keep their defaults', async () => {
    const { parseConfig } = await import('../../src/config/index.js');
    const K = await import('../../src/policy/knobs/index.js');
    expect([K.blockUnannotatedNewTools.default, K.safeIntegerBounds.default, K.zeroVersions.default]).toEqual([false, 'ignore', 'caret']);
    const yaml = 'servers: []\npolicy:\n  block-unannotated-new-tools: true\n  safe-integer-bounds: constraint\n  zero-versions: exempt\n';
    const policy = parseConfig(yaml, 'gate.yml', { env: {} }).policy;
    expect([policy.blockUnannotatedNewTools, policy.safeIntegerBounds, policy.zeroVersions]).toEqual([true, 'constraint', 'exempt']);
    const plain = parseConfig('servers: []\n', 'gate.yml', { env: {} }).policy;
    expect([plain.blockUnannotatedNewTools, plain.safeIntegerBounds, plain.zeroVersions]).toEqual([undefined, undefined, undefined]);
    expect(() => parseConfig('servers: []\npolicy:\n  safe-integer-bounds: maybe\n', 'gate.yml', { env: {} })).toThrow(/safe-integer-bounds/);
  });
});
