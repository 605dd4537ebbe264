import { parseConfig } from '../../src/config/index.js';
import { configSchema } from '../../src/config/schema.js';
import { defaultConfig } from '../../src/config/gate-config.js';
import { defaultPolicy, knobValue, POLICY_KNOBS } from '../../src/policy/knobs/index.js';
import { DECIDING_KEYS, policyShifts, policySide } from '../../src/policy/config-change.js';

/** Derived from POLICY_KNOBS: a new knob is checked here without a line of this file changing. */
const withExample = (key: string, example: unknown) => parseConfig(`servers: []\npolicy: ${JSON.stringify({ [key]: example })}\n`, 'gate.yml', { env: {} });

describe.each(POLICY_KNOBS.map((k) => [k.key, k] as const))('policy knob %s', (key, knob) => {
  test('has a schema entry with a description (the config reference row)', () => {
    const entry = (configSchema.properties.policy.properties as Record<string, { description?: string; default?: unknown }>)[key];
    expect(entry?.description).toEqual(expect.any(String));
    if (knob.default !== undefined && knob.documentDefault !== false) expect(entry?.default).toEqual(knob.default);
  });
  test('reads its example from YAML, which differs from its default', () => {
    const policy = withExample(key, knob.example).policy;
    expect(knobValue(knob, policy)).not.toEqual(knob.default);
    expect(knobValue(knob, defaultPolicy())).toEqual(knob.default);
    // a field a policy always carries is there even when the config says nothing
    expect(Object.hasOwn(defaultPolicy(), knob.field)).toBe(knob.presence === 'always');
  });
  test('compares base and head: a change is a shift under its key, no change is none', () => {
    const changed = withExample(key, knob.example).policy;
    const value = knobValue(knob, changed);
    expect(knob.compare(knob.default, knob.default)).toEqual([]);
    expect(knob.compare(value, value)).toEqual([]);
    const there = knob.compare(knob.default, value);
    const back = knob.compare(value, knob.default);
    expect(there.length).toBeGreaterThan(0);
    expect(back.length).toBeGreaterThan(0);
    for (const s of [...there, ...back]) expect(s.key.startsWith(`policy.${key}`)).toBe(true);
    // a knob that moves the bar one way moves it the other way back (ignore and rules may mix both in one edit)
    if (there.length === 1 && back.length === 1 && there[0]!.shift !== 'changes') expect(back[0]!.shift).not.toBe(there[0]!.shift);
    // and policyShifts, which the gate-config-changed findings come from, reports it
    const base = defaultConfig();
    const head = { ...defaultConfig(), policy: changed };
    expect(policyShifts(policySide(base), policySide(head)).map((s) => s.key)).toEqual(there.map((s) => s.key));
  });
  test('acts on an evaluation, or says where it acts', () => {
    expect(Boolean(knob.each && knob.stage) || Boolean(knob.all) || typeof knob.appliedIn === 'string').toBe(true);
  });
});

test('the knobs cover every key of the policy mapping, once', () => {
  const keys = POLICY_KNOBS.map((k) => k.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(Object.keys(configSchema.properties.policy.properties as object)).toEqual(keys);
});

test('every deciding key outside policy reports a shift when the head edits it', () => {
  const origin = { file: 'gate.yml', key: 'servers[0]' };
  const cfg = () => {
    const c = defaultConfig();
    c.servers = [{ id: 'a', transport: 'stdio', command: 'node', timeoutMs: 1, startTimeoutMs: 1, setupTimeoutMs: 1, forbiddenTools: ['drop_*'], origin }];
    return c;
  };
  const edits: Record<string, (c: ReturnType<typeof cfg>) => void> = {
    'servers.<id>.forbidden-tools': (c) => (c.servers[0]!.forbiddenTools = []),
    'servers.<id>.enforce': (c) => (c.servers[0]!.enforce = 'off'),
    'approvers.allow-apps': (c) => (c.approvers = { allowApps: ['bot'] }),
    'include-meta': (c) => (c.includeMeta = true),
    lockfile: (c) => (c.lockfile = 'other.json'),
    probes: (c) => (c.probes = 'probes.yml'),
  };
  expect(DECIDING_KEYS.map((k) => k.key)).toEqual(Object.keys(edits));
  for (const k of DECIDING_KEYS) {
    const head = cfg();
    edits[k.key]!(head);
    const keys = k.compare(policySide(cfg()), policySide(head)).map((s) => s.key.replace('servers.a.', 'servers.<id>.'));
    expect([k.key, keys]).toEqual([k.key, [k.key]]);
    expect(k.compare(policySide(head), policySide(head))).toEqual([]);
  }
});
