import type { PolicyConfig } from '../../src/model/config.js';
import type { DiffResult } from '../../src/diff/engine.js';
import type { Change, SecurityFlag } from '../../src/diff/types.js';
import { SAFE_INTEGER_REASON } from '../../src/diff/safe-integer.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';

/** evaluate() on hand-built changes: every knob's effect, no server spawned. */
const TODAY = '2026-11-26';
let n = 0;
function change(rule: string, severity: Change['severity'], extra: Partial<Change> = {}): Change {
  n++;
  return { rule, severity, server: 's', entity: 'tool', tool: `t${n}`, path: '', pointer: '', before: null, after: null, message: `${rule} ${n}`, reason: 'r', ...extra };
}
const diff = (...changes: Change[]): DiffResult => ({ changes, summary: { breaking: 0, silent: 0, additive: 0, cosmetic: 0 }, servers: {} }) as unknown as DiffResult;
const run = (policy: Partial<PolicyConfig>, ...changes: Change[]) => evaluate(diff(...changes), { ...DEFAULT_POLICY, ...policy }, { today: TODAY });
const flag = (id: string, confidence?: SecurityFlag['confidence']): SecurityFlag => ({ id, message: `flag ${id}`, ...(confidence ? { confidence } : {}) }) as SecurityFlag;
const origin = { file: 'gate.yml', key: 'policy.ignore[0]' };

test('default policy: breaking and silent block, additive and cosmetic do not; counts per severity', () => {
  const e = run({}, change('tool-removed', 'breaking'), change('default-changed', 'silent'), change('param-added-optional', 'additive'), change('title-changed', 'cosmetic'));
  expect(e.findings.map((f) => f.blocking)).toEqual([true, true, false, false]);
  expect(e.summary).toEqual({ breaking: 1, silent: 1, additive: 1, cosmetic: 1 });
  expect(e.blocking).toBe(2);
  expect(e.findings.every((f) => f.effects === undefined)).toBe(true);
});

test('fail-on: only the listed severities block; a finding that blocks on its own still does', () => {
  const own = { ...change('forbidden-tool', 'additive'), blocking: true } as Change;
  const e = run({ failOn: ['breaking'] }, change('default-changed', 'silent'), own);
  expect(e.findings.map((f) => f.blocking)).toEqual([false, true]);
});

test('rules: an override changes the severity, keeps the original and says so', () => {
  const [f] = run({ rules: { 'default-changed': 'cosmetic' } }, change('default-changed', 'silent')).findings;
  expect(f).toMatchObject({
    severity: 'cosmetic',
    originalSeverity: 'silent',
    blocking: false,
    effects: [{ kind: 'severity-override', message: 'severity set to cosmetic by policy.rules.default-changed' }],
  });
});

test('safe-integer-bounds: constraint turns a cosmetic ±(2^53 − 1) bound into a breaking tightening; a rule override wins', () => {
  const bound = () => change('constraint-tightened', 'cosmetic', { reason: SAFE_INTEGER_REASON, data: { keyword: 'maximum', safeIntegerLimit: true } });
  // the knob reads the rule's data, not its wording: the same reason without the data is an ordinary tightening
  expect(run({ safeIntegerBounds: 'constraint' }, change('constraint-tightened', 'cosmetic', { reason: SAFE_INTEGER_REASON })).findings[0]).toMatchObject({ severity: 'cosmetic' });
  expect(run({}, bound()).findings[0]).toMatchObject({ severity: 'cosmetic', blocking: false });
  expect(run({ safeIntegerBounds: 'constraint' }, bound()).findings[0]).toMatchObject({ severity: 'breaking', originalSeverity: 'cosmetic', blocking: true });
  expect(run({ safeIntegerBounds: 'constraint', rules: { 'constraint-tightened': 'additive' } }, bound()).findings[0]).toMatchObject({ severity: 'additive', blocking: false });
});

test('block-new-destructive-tools: a new destructive tool blocks, unless off', () => {
  const added = () => change('tool-added', 'additive', { flags: [flag('destructive-tool-added')] });
  expect(run({}, added()).findings[0]).toMatchObject({ blocking: true, effects: [{ kind: 'new-destructive-tool' }] });
  expect(run({ blockNewDestructiveTools: false }, added()).findings[0]!.blocking).toBe(false);
});

test('block-unannotated-new-tools: listed for review by default, blocking when on (and destructive tools block)', () => {
  const added = () => change('tool-added', 'additive', { flags: [flag('unannotated-tool-added')] });
  expect(run({}, added()).findings[0]).toMatchObject({ blocking: false, effects: [{ kind: 'listed-for-review' }] });
  expect(run({ blockUnannotatedNewTools: true }, added()).findings[0]).toMatchObject({ blocking: true, effects: [{ kind: 'new-destructive-tool' }] });
  expect(run({ blockUnannotatedNewTools: true, blockNewDestructiveTools: false }, added()).findings[0]!.blocking).toBe(false);
});

test('block-flags: high flags block by default, review flags only with any, none never', () => {
  const high = () => change('tool-description-changed', 'cosmetic', { flags: [flag('instruction-added', 'high')] });
  const review = () => change('tool-description-changed', 'cosmetic', { flags: [flag('instruction-added', 'review')] });
  expect(run({}, high(), review()).findings.map((f) => [f.blocking, f.effects?.[0]?.kind])).toEqual([
    [true, 'security-flag'],
    [false, 'listed-for-review'],
  ]);
  expect(run({ blockFlags: 'any' }, review()).findings[0]!.blocking).toBe(true);
  expect(run({ blockFlags: 'none' }, high()).findings[0]!.blocking).toBe(false);
});

test('ignore: an active entry waives a blocking finding; an expired one does not and is noted once', () => {
  const active = { tool: 'keep*', rule: 'tool-removed', reason: 'planned', expires: '2027-01-01', origin };
  const expired = { tool: 'old*', rule: 'tool-*', reason: 'was planned', expires: TODAY, origin: { ...origin, key: 'policy.ignore[1]' } };
  const e = run(
    { ignore: [active, expired] },
    change('tool-removed', 'breaking', { tool: 'keep_me' }),
    change('tool-removed', 'breaking', { tool: 'old_a' }),
    change('tool-removed', 'breaking', { tool: 'old_b' }),
  );
  expect(e.findings.map((f) => [f.blocking, f.effects?.map((x) => x.kind)])).toEqual([
    [false, ['ignored']],
    [true, ['ignore-expired']],
    [true, ['ignore-expired']],
  ]);
  expect(e.findings[0]!.effects![0]).toEqual({ kind: 'ignored', message: 'ignored: planned (until 2027-01-01)', source: 'gate.yml: policy.ignore[0]' });
  expect(e.notes).toEqual([`The ignore entry for old* / tool-* (gate.yml: policy.ignore[1]) expired on ${TODAY} and no longer applies.`]);
  // an entry for another server does not apply
  expect(run({ ignore: [{ ...active, server: 'other' }] }, change('tool-removed', 'breaking', { tool: 'keep_me' })).findings[0]!.blocking).toBe(true);
});

test('max-new-tools: more new tools than the limit on one server all block; counted per server; an ignore entry still waives', () => {
  const add = (server: string, tool: string) => change('tool-added', 'additive', { server, tool });
  const three = [add('a', 'x'), add('a', 'y'), add('a', 'z'), add('b', 'w')];
  expect(run({}, ...three).blocking).toBe(0);
  expect(run({ maxNewTools: 3 }, ...three).blocking).toBe(0);
  const e = run({ maxNewTools: 2 }, ...three);
  expect(e.findings.map((f) => `${f.server}/${f.tool} ${f.blocking}`)).toEqual(['a/x true', 'a/y true', 'a/z true', 'b/w false']);
  expect(e.findings[0]!.effects).toEqual([{ kind: 'new-tool-limit', message: '3 new tools on a, more than policy.max-new-tools (2) allows: needs approval' }]);
  expect(run({ maxNewTools: 0 }, add('b', 'w')).blocking).toBe(1);
  const waived = run({ maxNewTools: 2, ignore: [{ server: 'a', tool: 'x', rule: 'tool-added', reason: 'expected', origin }] }, ...three);
  expect(waived.findings.map((f) => f.blocking)).toEqual([false, true, true, false]);
});

test('server failures are listed per side', () => {
  const d = diff();
  (d as unknown as { servers: unknown }).servers = { s: { before: { error: { message: 'boom', exitCode: 1 } }, after: { error: { message: 'late', timedOut: true } } } };
  expect(evaluate(d, DEFAULT_POLICY, { today: TODAY }).failures).toEqual([
    { server: 's', side: 'base', message: 'boom', exitCode: 1 },
    { server: 's', side: 'head', message: 'late', timedOut: true },
  ]);
});
