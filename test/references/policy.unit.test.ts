import { readFileSync } from 'node:fs';
import { scanTree } from '../../src/app/reference-files.js';
import { parseConfig } from '../../src/config/load.js';
import { validateRuleIds } from '../../src/config/rule-ids.js';
import { ALL_RULE_IDS } from '../../src/policy/catalog.js';
import { parseSnapshot } from '../../src/contract/snapshot.js';
import { judge } from '../../src/policy/judge.js';
import type { Finding } from '../../src/policy/types.js';
import { referenceFindings, type ReferenceData } from '../../src/references/findings.js';
import { matchReferences, referenceContextOf } from '../../src/references/match.js';

/**
 * The reference rules are rules of the catalog: the judge weighs them with the policy as it weighs any finding, so
 * `policy.rules` re-grades them, `policy.ignore` waives them (with its expiry), and `fail-on` decides what blocks;
 * prose and unlisted references stay advisory whatever the policy says.
 */
const REFS = '__fixtures__/references';
const read = (f: string) => parseSnapshot(JSON.parse(readFileSync(`${REFS}/${f}`, 'utf8')), f);
const base = read('base.json');
const head = read('head.json');
const scan = scanTree(`${REFS}/repo`, { keys: ['tracker'] });
const expected = JSON.parse(readFileSync(`${REFS}/expected-findings.json`, 'utf8')) as Array<{ rule: string; blocking: boolean; at: string }>;

function judged(policy: string): Finding[] {
  const config = parseConfig(`servers:\n  - id: tracker\n    command: node\n    args: [server.mjs]\n${policy ? `policy:\n${policy}` : ''}`, 'gate.yml', { env: {} });
  const { evaluation } = judge({
    before: base,
    after: head,
    config,
    today: '2026-12-02',
    fromDiff: (diff) => referenceFindings(matchReferences(scan.references, referenceContextOf(base, head, diff.changes, { tracker: 'tracker' }))),
  });
  return evaluation.findings.filter((f) => f.rule.startsWith('reference-'));
}
const at = (f: Finding) => {
  const r = (f.data as ReferenceData).reference;
  return `${r.file}:${r.line}:${r.column}`;
};

test('the default policy blocks broken and renamed references in structured files and code, as the fixture expects', () => {
  const findings = judged('');
  expect(findings.map((f) => ({ rule: f.rule, blocking: f.blocking, at: at(f) }))).toEqual(expected.map((e) => ({ rule: e.rule, blocking: e.blocking, at: e.at })));
  expect(findings.some((f) => f.blocking)).toBe(true);
  for (const f of findings) expect(f.blocking).toBe(f.advisory !== true);
  expect(findings.find((f) => f.rule === 'reference-renamed')!.message).toMatch(/^\S+:\d+:\d+: '.*' names tool 'search_code', which server 'tracker' renamed to 'find_code'/);
});

test('policy.rules re-grades a reference rule, shown with its original severity', () => {
  const findings = judged('  rules:\n    reference-renamed: cosmetic\n');
  const renamed = findings.filter((f) => f.rule === 'reference-renamed');
  expect(renamed.length).toBeGreaterThan(0);
  for (const f of renamed) expect(f).toMatchObject({ severity: 'cosmetic', originalSeverity: 'breaking', blocking: false });
  expect(findings.filter((f) => f.rule === 'reference-broken' && f.blocking).length).toBeGreaterThan(0);
});

test('policy.ignore waives the references to one tool until its date, then stops', () => {
  const entry = (expires: string) => `  ignore:\n    - { tool: search_code, rule: reference-renamed, reason: "the agents move to find_code next sprint", expires: ${expires} }\n`;
  const active = judged(entry('2027-01-31')).filter((f) => f.rule === 'reference-renamed');
  expect(active.length).toBeGreaterThan(0);
  for (const f of active) expect(f).toMatchObject({ blocking: false, effects: [{ kind: 'ignored', source: 'gate.yml: policy.ignore[0]' }] });
  const expired = judged(entry('2026-11-30')).filter((f) => f.rule === 'reference-renamed');
  expect(expired.filter((f) => f.blocking).length).toBe(active.filter((f) => f.advisory !== true).length);
});

test('fail-on cannot make an advisory reference block', () => {
  const findings = judged('  fail-on: [breaking, silent, additive, cosmetic]\n');
  const advisory = findings.filter((f) => f.advisory);
  expect(advisory.length).toBeGreaterThan(0);
  for (const f of advisory) expect(f.blocking).toBe(false);
});

test('the config names the reference rules like any rule (as the CLI and the action check them), and a misspelt one is an error with a suggestion', () => {
  const check = (policy: string) => () => validateRuleIds(parseConfig(`servers:\n  - id: t\n    command: node\npolicy:\n${policy}`, 'gate.yml', { env: {} }), ALL_RULE_IDS);
  expect(check('  rules:\n    reference-broken: silent\n  ignore:\n    - { tool: x, rule: reference-unlisted, reason: typo, expires: 2027-01-01 }\n')).not.toThrow();
  expect(check('  rules:\n    reference-brokn: silent\n')).toThrow(/reference-brokn[\s\S]*reference-broken/);
});
