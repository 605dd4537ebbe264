import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../../src/model/config.js';
import { checkCall, checkSurface } from '../../src/probes/check.js';
import { decideProbes } from '../../src/probes/decide.js';
import { loadProbes } from '../../src/probes/load.js';
import { runProbes } from '../../src/probes/run.js';
import { InputError } from '../../src/util/errors.js';
import { FIXTURES } from '../support/paths.js';

const server = (profile: string): ServerConfig => ({
  id: 'support-ops',
  transport: 'stdio',
  command: process.execPath,
  args: [join(FIXTURES, 'servers', 'scenario-server.mjs'), '--profile', join(FIXTURES, 'servers', 'profiles', profile)],
  timeoutMs: 20_000,
  startTimeoutMs: 20_000,
  setupTimeoutMs: 60_000,
  origin: { file: 'test', key: 'servers[0]' },
});

describe('probes on the seed003 fixture servers', () => {
  const cases = loadProbes(join(FIXTURES, 'probes', 'seed003.yml'));

  test('baseline passes its cases; the candidate regresses; the decision is rollback with three reasons', async () => {
    const base = await runProbes(cases, [server('seed003-baseline.json')], { rootDir: FIXTURES, env: {}, ref: 'base' });
    const head = await runProbes(cases, [server('seed003-candidate.json')], { rootDir: FIXTURES, env: {}, ref: 'head' });
    expect(base.results.map((r) => r.status)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect([head.passed, head.total]).toEqual([1, 4]);
    const verdict = decideProbes(head, base);
    expect(verdict.decision).toBe('rollback');
    expect(verdict.reasons).toEqual([
      'declare-incident-records-severity: the structured output is missing "severity" (passes at base)',
      'declare-incident-says-severity: the answer does not contain "at severity sev1" (passes at base)',
      "role-surface: exposes forbidden tool 'Deployments.Rollback' (passes at base)",
    ]);
  });

  test('a server that cannot start makes its cases errors and the decision hold', async () => {
    const broken = { ...server('x.json'), args: [join(FIXTURES, 'servers', 'crash-server.mjs')] };
    const head = await runProbes(cases.slice(0, 1), [broken], { rootDir: FIXTURES, env: {}, ref: 'head' });
    expect(head.results[0]!.status).toBe('error');
    expect(decideProbes(head).decision).toBe('hold');
  });
});

describe('checks and decisions (pure)', () => {
  const c = { id: 'c', tool: 't', expect: [{ contains: 'ok' }] };
  test('substring, schema and error expectations', () => {
    expect(checkCall(c, 's', { content: [{ type: 'text', text: 'all ok' }] }).status).toBe('pass');
    expect(checkCall(c, 's', { content: [{ type: 'text', text: 'ok' }], isError: true }).reason).toMatch(/the call failed/);
    expect(checkCall({ id: 'e', tool: 't', expect: [{ error: true }] }, 's', { content: [], isError: true }).status).toBe('pass');
    const schema = { id: 's', tool: 't', expect: [{ schema: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } }] };
    expect(checkCall(schema, 's', { content: [{ type: 'text', text: '{"n": 3}' }] }).status).toBe('pass');
    expect(checkCall(schema, 's', { structuredContent: { n: 'x' }, content: [] }).reason).toMatch(/\/n must be integer/);
    expect(checkSurface({ id: 'r', forbiddenTools: ['admin_*'] }, 's', ['admin_drop', 'read']).reason).toBe("exposes forbidden tool 'admin_drop'");
  });
  test('promote when everything passes; hold when a failure is not a regression', () => {
    const run = (status: 'pass' | 'fail') => ({ ref: 'x', results: [{ id: 'a', server: 's', status, reason: 'nope' }], passed: status === 'pass' ? 1 : 0, total: 1 });
    expect(decideProbes(run('pass'), run('pass')).decision).toBe('promote');
    expect(decideProbes(run('fail'), run('fail'))).toMatchObject({ decision: 'hold', reasons: ['a: nope (fails at base too)'] });
    expect(decideProbes(run('fail'), run('pass')).decision).toBe('rollback');
  });
  test('a broken probes file names the file and the key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcg-probes-'));
    try {
      writeFileSync(join(dir, 'p.yml'), 'cases:\n  - id: a\n    tool: t\n    expect: { contain: x }\n');
      expect(() => loadProbes(join(dir, 'p.yml'), 'p.yml')).toThrow(InputError);
      expect(() => loadProbes(join(dir, 'p.yml'), 'p.yml')).toThrow(/p\.yml: invalid probes file: cases\.0\.expect/);
      writeFileSync(join(dir, 'q.yml'), 'cases:\n  - id: a\n');
      expect(() => loadProbes(join(dir, 'q.yml'), 'q.yml')).toThrow(/needs a tool to call or forbidden-tools/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
