import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatherRefs, judgeRefs } from '../../src/app/gate-refs.js';
import { runCli } from '../../src/cli/run.js';
import { parseConfig } from '../../src/config/index.js';
import { configChangeFindings, policySide } from '../../src/policy/config-change.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { FIXTURES } from '../support/paths.js';

/**
 * The CLI `gate` and the action's pull-request path are one use case (src/app/gate-refs.ts): the base commit's policy
 * judges, and each key the head's config moves is a `gate-config-changed` finding, in both.
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const PROFILE = join(FIXTURES, 'servers', 'profiles', 'seed001-v1.json');
const gateYml = (policy: string) => `servers:\n  - id: ok\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(SERVER)}, --profile, ${JSON.stringify(PROFILE)}]\n${policy}`;
const WEAKER = 'policy:\n  fail-on: [breaking]\n  max-new-tools: 5\n  block-flags: none\n';

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env: { PATH: process.env.PATH }, color: false, today: '2026-11-26' });
  return { code, stdout, stderr };
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-gate-refs-'));
  git('init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'gate.yml'), gateYml(''));
  expect((await cli('pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  git('add', '-A');
  git('commit', '-q', '-m', 'pin');
  git('checkout', '-q', '-b', 'feature');
  writeFileSync(join(dir, 'gate.yml'), gateYml(WEAKER));
  git('commit', '-q', '-am', 'relax the gate');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('CLI gate: a pull request that weakens the policy is judged by the base policy and gets gate-config-changed findings', async () => {
  const r = await cli('gate', '--config', 'gate.yml', '--base', 'main', '--format', 'json');
  const report = JSON.parse(r.stdout);
  const rows = report.changes.map((c: { rule: string; path: string; severity: string; blocking: boolean }) => `${c.rule} ${c.path} ${c.severity}${c.blocking ? ' blocking' : ''}`);
  expect(rows).toEqual(['gate-config-changed policy.fail-on breaking blocking', 'gate-config-changed policy.block-flags breaking blocking', 'gate-config-changed policy.max-new-tools additive']);
  expect(r.code).toBe(EXIT_CODES.blocking);
  expect(report.notes).toContain("This pull request changes the gate's policy in gate.yml; the policy at the base commit main judges it, and the new policy applies once it is merged.");
  // the same findings the action's path computes from the two configs
  const base = parseConfig(gateYml(''), 'gate.yml', { env: {} });
  const head = parseConfig(gateYml(WEAKER), 'gate.yml', { env: {} });
  expect(report.changes.map((c: { message: string }) => c.message)).toEqual(configChangeFindings(policySide(base), policySide(head), 'gate.yml').map((f) => f.message));
});

test('gatherRefs + judgeRefs (the action path) and the CLI agree finding for finding', async () => {
  const config = parseConfig(gateYml(WEAKER), join(dir, 'gate.yml'), { env: {} });
  const g = await gatherRefs({ config, configPath: 'gate.yml', rootDir: dir, baseRef: 'main', env: { PATH: process.env.PATH } });
  expect(g.trusted.baseConfig).toBe('read');
  expect(g.trusted.config.policy.failOn).toEqual(['breaking', 'silent']); // the base policy judges
  const { evaluation } = judgeRefs(g, { today: '2026-11-26' });
  const cliReport = JSON.parse((await cli('gate', '--config', 'gate.yml', '--base', 'main', '--format', 'json')).stdout);
  expect(evaluation.findings.map((f) => [f.rule, f.path, f.severity, f.blocking])).toEqual(cliReport.changes.map((c: Record<string, unknown>) => [c.rule, c.path, c.severity, c.blocking]));
});
