import { decideApproval, type ApprovalInputs } from '../../src/policy/approval.js';
import { changedContracts, changeFingerprint } from '../../src/policy/fingerprint.js';

const base: ApprovalInputs = {
  label: 'mcp-contract-approved',
  labelPresent: true,
  labeledBy: { login: 'maintainer', at: '2026-11-21T10:00:00Z' },
  permission: 'maintain',
  prAuthor: 'contributor',
  fingerprint: 'F1',
  recorded: { shownFingerprint: 'F1' },
};

describe('who may approve', () => {
  test('no label: nothing approved', () => expect(decideApproval({ ...base, labelPresent: false })).toEqual({ state: 'none' }));
  test.each(['admin', 'maintain', 'write'] as const)('%s permission approves what the comment showed', (permission) => {
    expect(decideApproval({ ...base, permission })).toEqual({ state: 'approved', approval: { fingerprint: 'F1', by: 'maintainer', at: '2026-11-21T10:00:00Z' } });
  });
  test.each(['triage', 'read', 'none'] as const)('%s permission cannot approve', (permission) => {
    const s = decideApproval({ ...base, permission });
    expect(s.state).toBe('rejected');
    expect(s.state === 'rejected' && s.message).toMatch(/only users with write, maintain or admin permission can approve/);
  });
  test('the pull request author cannot approve their own change, whatever their permission', () => {
    const s = decideApproval({ ...base, labeledBy: { login: 'Contributor', at: 'x' }, permission: 'admin' });
    expect(s.state === 'rejected' && s.message).toMatch(/is the pull request's author/);
  });
  test('a label whose labeller is unknown approves nothing', () => {
    expect(decideApproval({ ...base, labeledBy: undefined }).state).toBe('rejected');
  });
});

describe('an approval is bound to the change set', () => {
  const recorded = { fingerprint: 'F1', by: 'maintainer', at: '2026-11-21T10:00:00Z' };
  test('the same change set stays approved on later runs', () => {
    expect(decideApproval({ ...base, recorded: { shownFingerprint: 'F1', approved: recorded } }).state).toBe('approved');
  });
  test('new contract changes after the label make it stale', () => {
    const s = decideApproval({ ...base, fingerprint: 'F2', recorded: { shownFingerprint: 'F1', approved: recorded } });
    expect(s.state).toBe('stale');
    expect(s.state === 'stale' && s.message).toMatch(/label was removed/);
  });
  test('a label applied after new changes were shown approves the new set', () => {
    const later = { login: 'maintainer', at: '2026-11-22T09:00:00Z' };
    const s = decideApproval({ ...base, labeledBy: later, fingerprint: 'F2', recorded: { shownFingerprint: 'F2', approved: recorded } });
    expect(s).toEqual({ state: 'approved', approval: { fingerprint: 'F2', by: 'maintainer', at: later.at } });
  });
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
});
