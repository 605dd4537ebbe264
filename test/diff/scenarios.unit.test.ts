import { decideLocal } from '../../src/gate/decide.js';
import { join } from 'node:path';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { toolHash } from '../../src/contract/canonical.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';
import { describeWithShared, HAVE_SCENARIOS, SCENARIOS } from '../support/paths.js';

/** The problem statement's pairs (../shared/scenarios): exactly the findings its README lists, no more. */
const run = (a: string, b: string) => {
  const before = readSnapshotFile(join(SCENARIOS, a));
  const after = readSnapshotFile(join(SCENARIOS, b));
  const diff = diffSnapshots(before, after);
  const evaluation = evaluate(diff, DEFAULT_POLICY, { today: '2026-11-21' });
  const lines = evaluation.findings.map((f) => `${f.tool} ${f.rule} ${f.path} ${f.severity}${f.blocking ? ' blocking' : ''}`);
  return { before, after, diff, evaluation, lines };
};

describeWithShared(HAVE_SCENARIOS, 'scenarios')('seed scenarios', () => {
  test('seed000: rename, re-description, enum narrowing, new required parameter; get_profile untouched', () => {
    const { lines, evaluation, before, after } = run('seed000_t0.json', 'seed000_t1.json');
    expect(lines).toEqual([
      'create_export param-added-required region breaking blocking',
      'get_page default-changed format silent blocking',
      'get_page enum-narrowed format breaking blocking',
      'get_page enum-widened format additive',
      'list_items param-description-changed limit silent blocking',
      'search_reviews param-renamed q silent blocking',
    ]);
    const rename = evaluation.findings.find((f) => f.rule === 'param-renamed')!;
    expect([rename.before, rename.after]).toEqual(['query', 'q']);
    expect(rename.reason).toMatch(/open/);
    const profile = (s: typeof before) => s.servers.default!.tools.find((t) => t.name === 'get_profile')!;
    expect(toolHash(profile(after))).toBe(toolHash(profile(before)));
    expect(decideLocal(evaluation).decision).toBe('fail');
  });

  test('seed001: selector → label_selector is one blocking finding; the output gains node and age', () => {
    const { lines } = run('seed001_v1.json', 'seed001_v2.json');
    expect(lines).toEqual(['get_pods param-renamed label_selector silent blocking', 'get_pods output-field-added pods[].age additive', 'get_pods output-field-added pods[].node additive']);
  });

  test('seed003: a required parameter removed, a destructive tool added and blocked by default', () => {
    const { lines, evaluation } = run('seed003_baseline.json', 'seed003_candidate.json');
    expect(lines).toEqual(['Deployments.Rollback tool-added  additive blocking', 'Incident.Declare param-removed severity silent blocking']);
    const added = evaluation.findings.find((f) => f.rule === 'tool-added')!;
    expect(added.flags?.map((f) => f.id)).toEqual(['destructive-tool-added']);
    expect(added.effects?.[0]?.kind).toBe('new-destructive-tool');
  });

  test('seed004: the rug pull is a flagged description change plus an optional parameter', () => {
    const { lines, evaluation } = run('seed004_v1.json', 'seed004_v2.json');
    expect(lines).toEqual(['web_search tool-description-changed  silent blocking', 'web_search param-added-optional crm_context additive']);
    const flag = evaluation.findings[0]!.flags![0]!;
    expect(flag.id).toBe('instruction-text');
    expect(flag.evidence).toContain('CRM attachment context');
  });

  test('a snapshot diffed against itself is empty', () => {
    const { lines, evaluation } = run('seed000_t0.json', 'seed000_t0.json');
    expect(lines).toEqual([]);
    expect(decideLocal(evaluation).decision).toBe('pass');
  });
});
