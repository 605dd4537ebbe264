import { decideApproval, labellerProblem, type ApprovalInputs } from '../../src/policy/approval.js';
import { changedContracts, changeFingerprint, probeDigest } from '../../src/policy/fingerprint.js';

const shownF1 = { found: true as const, fingerprint: 'F1', complete: true, headSha: 'a'.repeat(40), at: '2026-11-21T09:59:00Z' };
const base: ApprovalInputs = {
  label: 'mcp-contract-approved',
  labelPresent: true,
  labeledBy: { login: 'maintainer', at: '2026-11-21T10:00:00Z' },
  permission: 'maintain',
  prAuthor: 'contributor',
  fingerprint: 'F1',
  shown: shownF1,
};

describe('who may approve', () => {
  test('no label: nothing approved', () => expect(decideApproval({ ...base, labelPresent: false })).toEqual({ state: 'none' }));
  test.each(['admin', 'maintain', 'write'] as const)('%s permission approves what the gate had reported', (permission) => {
    expect(decideApproval({ ...base, permission })).toEqual({ state: 'approved', approval: { fingerprint: 'F1', by: 'maintainer', at: '2026-11-21T10:00:00Z', headSha: 'a'.repeat(40) } });
  });
  test.each(['triage', 'read', 'none'] as const)('%s permission cannot approve', (permission) => {
    const s = decideApproval({ ...base, permission });
    expect(s.state).toBe('rejected');
    expect(s.state === 'rejected' && s.message).toMatch(/only users with write, maintain or admin permission can approve/);
  });
  test('an unreadable permission approves nothing', () => expect(decideApproval({ ...base, permission: undefined }).state).toBe('rejected'));
  test('the pull request author cannot approve their own change, whatever their permission', () => {
    const s = decideApproval({ ...base, labeledBy: { login: 'Contributor', at: 'x' }, permission: 'admin' });
    expect(s.state === 'rejected' && s.message).toMatch(/is the pull request's author/);
  });
  test('a label whose labeller is unknown approves nothing', () => {
    expect(decideApproval({ ...base, labeledBy: undefined }).state).toBe('rejected');
  });
  test('label events that cannot be read: stale (fail closed), the label goes', () => {
    const s = decideApproval({ ...base, labeledBy: { unreadable: 'HTTP 502' } });
    expect(s.state).toBe('stale');
    expect(s.state === 'stale' && s.message).toMatch(/could not be verified \(HTTP 502\)/);
  });
  test('labellerProblem answers before the record is looked up, and agrees with decideApproval', () => {
    expect(labellerProblem(base)).toBeUndefined();
    expect(labellerProblem({ ...base, permission: 'read' })).toEqual(decideApproval({ ...base, permission: 'read' }));
  });
});

describe('an approval is bound to the change set the gate had reported (its own check runs)', () => {
  test('the same change set stays approved on later runs', () => expect(decideApproval(base).state).toBe('approved'));
  test('new contract changes after the label make it stale', () => {
    const s = decideApproval({ ...base, fingerprint: 'F2' });
    expect(s.state).toBe('stale');
    expect(s.state === 'stale' && s.message).toMatch(/label was removed/);
  });
  test('a label applied after new changes were reported approves the new set', () => {
    const s = decideApproval({ ...base, fingerprint: 'F2', shown: { ...shownF1, fingerprint: 'F2' } });
    expect(s.state).toBe('approved');
  });
  test.each([
    ['no report before the label', { found: false as const }, /before the gate had reported/],
    ['the record cannot be read', { unreadable: 'listing the check runs failed' }, /could not be read \(listing the check runs failed\)/],
    ['the report then was incomplete', { ...shownF1, complete: false }, /was incomplete/],
  ])('%s: stale, never approved (fail closed)', (_what, shown, why) => {
    const s = decideApproval({ ...base, shown });
    expect(s.state).toBe('stale');
    expect(s.state === 'stale' && s.message).toMatch(why);
  });
  test('no record given at all counts as none found', () => expect(decideApproval({ ...base, shown: undefined }).state).toBe('stale'));
});

describe('change fingerprint', () => {
  const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object' } });
  const set = (...tools: ReturnType<typeof tool>[]) => ({ servers: { s: { tools } } });
  test('covers changed, added and removed contracts only; order-independent', () => {
    const a = set(tool('x', '1'), tool('y', '1'), tool('z', '1'));
    const b = set(tool('w', '1'), tool('x', '2'), tool('y', '1'));
    const changed = changedContracts(a, b);
    expect(changed.map((c) => `${c.name}:${c.before ? 'h' : '-'}>${c.after ? 'h' : '-'}`)).toEqual(['w:->h', 'x:h>h', 'z:h>-']);
    expect(changeFingerprint(changed)).toBe(changeFingerprint([...changed].reverse()));
    expect(changeFingerprint(changedContracts(a, a))).toBe('');
    expect(changeFingerprint(changedContracts(a, set(tool('w', '1'), tool('x', '3'), tool('y', '1'))))).not.toBe(changeFingerprint(changed));
  });
  test('a policy edit is part of the change set: with it the fingerprint differs, alone it is not empty', () => {
    const a = set(tool('x', '1'));
    const changed = changedContracts(a, set(tool('x', '2')));
    expect(changeFingerprint(changed, 'policy.fail-on')).not.toBe(changeFingerprint(changed));
    expect(changeFingerprint([], 'policy.fail-on')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('what an approval covers: everything the report showed', () => {
  const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object' } });
  const set = (...tools: unknown[]) => ({ servers: { s: { tools: tools as never } } });
  const fp = (a: ReturnType<typeof set>, b: ReturnType<typeof set>) => changeFingerprint(changedContracts(a, b));
  test('a second copy of a name, and an invalid entry, change the fingerprint', () => {
    const a = set(tool('x', '1'));
    const b = set(tool('x', '2'));
    expect(fp(a, set(tool('x', '2'), tool('x', 'other copy')))).not.toBe(fp(a, b));
    expect(fp(a, set(tool('x', '2'), { name: 'y', inputSchema: 'not an object' }))).not.toBe(fp(a, b));
  });
  test('a server that cannot be read is part of it', () => {
    const a = set(tool('x', '1'));
    const broken = { servers: { s: { tools: [], error: { message: 'boom' } } } };
    expect(changedContracts(a, broken as never)).toEqual([{ server: 's', entity: 'server', name: 's', before: null, after: 'unreadable' }]);
  });
  test('probe verdicts are part of it', () => {
    const run = (status: 'pass' | 'fail') => ({ ref: 'head', results: [{ id: 'c', server: 's', status }], passed: status === 'pass' ? 1 : 0, total: 1 });
    const pass = probeDigest({ decision: 'promote', reasons: [], head: run('pass'), base: run('pass') });
    const fail = probeDigest({ decision: 'rollback', reasons: ['c'], head: run('fail'), base: run('pass') });
    expect(changeFingerprint([], '', pass)).not.toBe(changeFingerprint([], '', fail));
    expect(probeDigest(undefined)).toBe('');
  });
  test('so is the reason a failing probe gives (not the error of one that could not run)', () => {
    const run = (status: 'fail' | 'error', reason: string) => ({ ref: 'head', results: [{ id: 'c', server: 's', status, reason }], passed: 0, total: 1 });
    const verdict = (status: 'fail' | 'error', reason: string) => probeDigest({ decision: 'rollback', reasons: [`c: ${reason}`], head: run(status, reason), base: run('fail', 'x') });
    expect(verdict('fail', 'the answer does not contain "a"')).not.toBe(verdict('fail', 'the answer does not contain "b"'));
    expect(verdict('error', 'connect ECONNREFUSED 127.0.0.1:41234')).toBe(verdict('error', 'connect ECONNREFUSED 127.0.0.1:39881'));
  });
});

describe('bots and Apps', () => {
  const base = { label: 'ok', labelPresent: true, prAuthor: 'alice', permission: 'write' as const };
  test('a bot or an App label approves nothing unless allow-apps names it', () => {
    expect(labellerProblem({ ...base, labeledBy: { login: 'github-actions[bot]', at: 't', bot: true, app: 'github-actions' } })?.state).toBe('rejected');
    expect(labellerProblem({ ...base, labeledBy: { login: 'maint', at: 't', app: 'some-app' } })?.state).toBe('rejected');
    expect(labellerProblem({ ...base, allowApps: ['github-actions'], labeledBy: { login: 'github-actions[bot]', at: 't', bot: true, app: 'github-actions' } })).toBeUndefined();
    expect(labellerProblem({ ...base, allowApps: ['release-bot[bot]'], labeledBy: { login: 'release-bot[bot]', at: 't', bot: true } })).toBeUndefined();
  });
});

test('an approval covers the launched package: another version or other bytes make it stale, an unreadable integrity does not', () => {
  const withPkg = (pkg: Record<string, string>) => ({ servers: { s: { tools: [], package: { manager: 'npx', name: 'x', ...pkg } } } });
  const pinned = withPkg({ version: '1.0.0', integrity: 'sha512-a' });
  expect(changedContracts(pinned, withPkg({ version: '1.0.0', integrity: 'sha512-a' }))).toEqual([]);
  expect(changedContracts(pinned, withPkg({ version: '1.0.0', integrity: 'unknown', reason: 'offline' }))).toEqual([]);
  const republished = changedContracts(pinned, withPkg({ version: '1.0.0', integrity: 'sha512-b' }));
  expect(republished).toEqual([{ server: 's', entity: 'server', name: 'package', before: expect.stringMatching(/^[0-9a-f]{64}$/), after: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  const bumped = changedContracts(pinned, withPkg({ version: '1.1.0', integrity: 'sha512-c' }));
  expect(changeFingerprint(bumped)).not.toBe(changeFingerprint(republished));
});
