import { defaultConfig } from '../../src/config/index.js';
import type { GateConfig } from '../../src/model/config.js';
import { configChangeFindings, policyShiftDigest, policyShifts, policySide } from '../../src/policy/config-change.js';

const origin = { file: 'gate.yml', key: 'x' };
function cfg(edit: (c: GateConfig) => void = () => undefined): GateConfig {
  const c = defaultConfig();
  c.servers = [{ id: 'a', transport: 'stdio', command: 'node', timeoutMs: 1, startTimeoutMs: 1, setupTimeoutMs: 1, forbiddenTools: ['drop_*'], origin }];
  c.policy.ignore = [{ tool: 'x', rule: 'tool-removed', reason: 'r', expires: '2026-12-01', origin }];
  edit(c);
  return c;
}
const shifts = (edit: (c: GateConfig) => void) => policyShifts(policySide(cfg()), policySide(cfg(edit))).map((s) => `${s.key} ${s.shift}: ${s.detail}`);

describe('what a pull request does to the gate policy', () => {
  test('no edit, no finding, empty digest', () => {
    expect(shifts(() => undefined)).toEqual([]);
    expect(policyShiftDigest(policySide(cfg()), policySide(cfg()))).toBe('');
  });
  test.each<[string, (c: GateConfig) => void, string]>([
    ['fail-on narrowed', (c) => (c.policy.failOn = ['breaking']), "policy.fail-on weakens: no longer fails on 'silent'"],
    ['fail-on widened', (c) => (c.policy.failOn = ['breaking', 'silent', 'additive']), "policy.fail-on strengthens: also fails on 'additive'"],
    ['a rule downgraded below its default', (c) => (c.policy.rules['param-renamed'] = 'cosmetic'), 'policy.rules.param-renamed weakens: breaking → cosmetic'],
    ['a rule raised', (c) => (c.policy.rules['title-changed'] = 'breaking'), 'policy.rules.title-changed strengthens: cosmetic → breaking'],
    ['an ignore entry added', (c) => c.policy.ignore.push({ tool: '*', rule: '*', reason: 'trust me', origin }), 'policy.ignore weakens: new ignore entry * * (trust me)'],
    ['an ignore entry extended', (c) => (c.policy.ignore[0]!.expires = '2027-06-01'), 'policy.ignore weakens: ignore entry x tool-removed extended from 2026-12-01 to 2027-06-01'],
    ['an ignore entry removed', (c) => (c.policy.ignore = []), 'policy.ignore strengthens: ignore entry x tool-removed removed'],
    ['destructive tools no longer blocked', (c) => (c.policy.blockNewDestructiveTools = false), 'policy.block-new-destructive-tools weakens: true → false'],
    ['semver discipline on', (c) => (c.policy.versioning = 'semver'), 'policy.versioning strengthens: none → semver'],
    ['a forbidden glob dropped', (c) => (c.servers[0]!.forbiddenTools = []), "servers.a.forbidden-tools weakens: no longer forbids 'drop_*'"],
    ['enforce loosened', (c) => (c.servers[0]!.enforce = 'off'), 'servers.a.enforce weakens: block → off'],
    ['unannotated new tools blocked', (c) => (c.policy.blockUnannotatedNewTools = true), 'policy.block-unannotated-new-tools strengthens: false → true'],
    ['safe-integer bounds made constraints', (c) => (c.policy.safeIntegerBounds = 'constraint'), 'policy.safe-integer-bounds strengthens: ignore → constraint'],
    ['0.x versions exempted', (c) => (c.policy.zeroVersions = 'exempt'), 'policy.zero-versions weakens: caret → exempt'],
    ['security flags no longer block', (c) => (c.policy.blockFlags = 'none'), 'policy.block-flags weakens: high → none'],
    ['review flags block too', (c) => (c.policy.blockFlags = 'any'), 'policy.block-flags strengthens: high → any'],
    ['an app allowed to approve', (c) => (c.approvers = { allowApps: ['release-bot'] }), "approvers.allow-apps weakens: also lets 'release-bot' approve"],
    ['_meta no longer pinned', (c) => (c.includeMeta = true), 'include-meta strengthens: false → true'],
    ['the lockfile moved', (c) => (c.lockfile = 'elsewhere.json'), "lockfile weakens: the baseline lockfile moves from 'mcp-contracts.lock.json' to 'elsewhere.json'"],
  ])('%s', (_what, edit, line) => expect(shifts(edit)).toEqual([line]));

  test('findings: weaker blocks as breaking, stronger is additive, each names the file and key', () => {
    const head = cfg((c) => {
      c.policy.failOn = ['breaking', 'additive'];
    });
    const f = configChangeFindings(policySide(cfg()), policySide(head), '.github/gate.yml');
    expect(f.map((x) => [x.rule, x.severity, x.path, x.server])).toEqual([
      ['gate-config-changed', 'breaking', 'policy.fail-on', '.github/gate.yml'],
      ['gate-config-changed', 'additive', 'policy.fail-on', '.github/gate.yml'],
    ]);
    expect(f[0]!.message).toBe(".github/gate.yml: policy.fail-on weakened: no longer fails on 'silent'");
  });
  test('edited probe cases are a change to review', () => {
    const probes = (c: GateConfig) => (c.probes = 'probes.yml');
    expect(policyShifts(policySide(cfg(probes), 'cases: [a]'), policySide(cfg(probes), 'cases: []')).map((s) => s.shift)).toEqual(['changes']);
  });
});
