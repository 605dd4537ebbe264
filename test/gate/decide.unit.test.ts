import { decideGate, exitCodeOf, planRepin, type GateFacts } from '../../src/gate/decide.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import type { ApprovalState } from '../../src/policy/approval.js';

const approved: ApprovalState = { state: 'approved', approval: { fingerprint: 'F', by: 'maint', at: '2026-11-21T10:00:00Z' } };
const none: ApprovalState = { state: 'none' };
const stale: ApprovalState = { state: 'stale', by: 'maint', message: 'stale' };
const ev = (blocking: number, failures = 0) => ({
  blocking,
  failures: Array.from({ length: failures }, () => ({ server: 's', side: 'head' as const, message: 'x' })),
  decision: (blocking || failures ? 'fail' : 'pass') as 'pass' | 'fail',
});
const facts = (o: Partial<GateFacts>): GateFacts => ({ evaluation: ev(0), approval: none, changedCount: 0, lock: { current: true, exists: true }, repin: 'on-approval', fork: false, ...o });

/** [what, facts, push?, repin problem, decision with no push, decision after a successful push] */
const table: Array<[string, GateFacts, boolean, RegExp | undefined, string, string]> = [
  ['nothing changed', facts({}), false, undefined, 'pass', 'pass'],
  ['non-blocking changes, on-approval: not pinned, pass', facts({ changedCount: 2, lock: { current: false, exists: true } }), false, undefined, 'pass', 'pass'],
  ['non-blocking changes, auto: pinned', facts({ changedCount: 2, lock: { current: false, exists: true }, repin: 'auto' }), true, undefined, 'pass', 'pass'],
  ['no lockfile yet, auto: pinned even without changes', facts({ lock: { current: false, exists: false }, repin: 'auto' }), true, undefined, 'pass', 'pass'],
  ['non-blocking changes, never: nothing pushed', facts({ changedCount: 2, lock: { current: false, exists: true }, repin: 'never' }), false, undefined, 'pass', 'pass'],
  ['blocking, no approval: fail, never pushed (auto too)', facts({ evaluation: ev(3), changedCount: 3, lock: { current: false, exists: true }, repin: 'auto' }), false, undefined, 'fail', 'fail'],
  ['blocking, stale approval: fail', facts({ evaluation: ev(3), approval: stale, lock: { current: false, exists: true } }), false, undefined, 'fail', 'fail'],
  ['blocking, approved, lock current: approved', facts({ evaluation: ev(3), approval: approved }), false, undefined, 'approved', 'approved'],
  ['blocking, approved, lock stale: push, approved once pushed', facts({ evaluation: ev(3), approval: approved, lock: { current: false, exists: true } }), true, undefined, 'fail', 'approved'],
  ['blocking, approved, never: red with the reason', facts({ evaluation: ev(3), approval: approved, lock: { current: false, exists: true }, repin: 'never' }), false, /set to never/, 'fail', 'fail'],
  ['blocking, approved, fork: red with the reason', facts({ evaluation: ev(3), approval: approved, lock: { current: false, exists: true }, fork: true }), false, /fork/, 'fail', 'fail'],
  [
    'blocking, approved, the lockfile would carry a secret: never committed',
    facts({ evaluation: ev(3), approval: approved, lock: { current: false, exists: true }, secretInLockfile: true }),
    false,
    /secret/,
    'fail',
    'fail',
  ],
  [
    'a server failed: fail whatever the approval, nothing pushed',
    facts({ evaluation: ev(0, 1), approval: approved, lock: { current: false, exists: true }, repin: 'auto' }),
    false,
    undefined,
    'fail',
    'fail',
  ],
  ['a probe rollback or other blocking finding without approval: fail', facts({ evaluation: ev(1) }), false, undefined, 'fail', 'fail'],
];

describe('the decision stage (pure): repin plan and verdict', () => {
  test.each(table)('%s', (_what, f, push, problem, unpushed, pushed) => {
    const plan = planRepin(f);
    expect(plan.push).toBe(push);
    if (problem) expect(plan.problem).toMatch(problem);
    else expect(plan.problem).toBeUndefined();
    expect(decideGate(f, plan.problem ? { problem: plan.problem } : {}).decision).toBe(unpushed);
    if (push) expect(decideGate(f, { sha: 'a'.repeat(40) }).decision).toBe(pushed);
  });
  test.each([
    ['nothing blocks', facts({}), 'pass'],
    ['blocking, no approval', facts({ evaluation: ev(2) }), 'blocking'],
    ['approved and pinned', facts({ evaluation: ev(2), approval: approved }), 'pass'],
    ['approved, not pinned', facts({ evaluation: ev(2), approval: approved, lock: { current: false, exists: true } }), 'blocking'],
    ['a server failed, nothing else', facts({ evaluation: ev(0, 1) }), 'couldNotRun'],
    ['a server failed, approved changes', facts({ evaluation: ev(2, 1), approval: approved }), 'couldNotRun'],
    ['a server failed and another has unapproved blocking changes: the drift wins', facts({ evaluation: ev(2, 1) }), 'blocking'],
  ] as const)('exit kind: %s', (_what, f, kind) => {
    const v = decideGate(f, {});
    expect(v.exit).toBe(kind);
    expect(exitCodeOf(v)).toBe(EXIT_CODES[kind]);
    if (kind === 'blocking' && f.evaluation.failures.length) expect(v.reasons).toEqual(['1 MCP server could not be read', '2 blocking MCP contract changes need approval']);
  });
  test('every failing verdict says why', () => {
    for (const [, f] of table) {
      const v = decideGate(f, {});
      if (v.decision === 'fail') expect(v.reasons.length).toBeGreaterThan(0);
    }
  });
});
