import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { FIXTURES } from '../support/paths.js';

/** policy.max-new-tools on real servers: a pull request that adds a server of 5 tools, judged by the base policy. */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const entry = (id: string, profile: string) =>
  `  - id: ${id}\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(SERVER)}, --profile, ${JSON.stringify(join(FIXTURES, 'servers', 'profiles', profile))}]\n`;

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
async function gate(): Promise<{ code: number; rows: string[] }> {
  let stdout = '';
  const code = await runCli(['gate', '--config', 'gate.yml', '--base', 'main', '--format', 'json'], {
    stdout: (t) => (stdout += t),
    stderr: () => undefined,
    cwd: dir,
    env: { PATH: process.env.PATH },
    color: false,
    today: '2026-11-26',
  });
  const report = JSON.parse(stdout);
  return {
    code,
    rows: report.changes.map(
      (c: { server: string; rule: string; blocking: boolean; policy?: Array<{ kind: string }> }) =>
        `${c.server} ${c.rule}${c.blocking ? ' blocking' : ''}${c.policy ? ` ${c.policy.map((p) => p.kind).join(',')}` : ''}`,
    ),
  };
}

async function pullRequestAddingFiveTools(limit: number) {
  dir = mkdtempSync(join(tmpdir(), 'mcg-max-new-'));
  git('init', '-q', '-b', 'main');
  // destructive tools are let through here, so that only the limit decides
  const policy = `policy:\n  max-new-tools: ${limit}\n  block-new-destructive-tools: false\n`;
  writeFileSync(join(dir, 'gate.yml'), `servers:\n${entry('ok', 'seed001-v1.json')}${policy}`);
  let stderr = '';
  expect(
    await runCli(['pin', '--config', 'gate.yml', '-q'], { stdout: () => undefined, stderr: (t) => (stderr += t), cwd: dir, env: { PATH: process.env.PATH }, color: false, today: '2026-11-26' }),
  ).toBe(0);
  git('add', '-A');
  git('commit', '-q', '-m', 'pin');
  git('checkout', '-q', '-b', 'feature');
  writeFileSync(join(dir, 'gate.yml'), `servers:\n${entry('ok', 'seed001-v1.json')}${entry('reports', 'seed003-baseline.json')}${policy}`);
  git('commit', '-q', '-am', 'add a server');
  return gate();
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('more new tools on one server than the limit: each blocks until approved', async () => {
  const r = await pullRequestAddingFiveTools(4);
  expect(r.rows).toEqual(Array(5).fill('reports tool-added blocking new-tool-limit'));
  expect(r.code).toBe(EXIT_CODES.blocking);
});

test('at the limit: the new tools pass', async () => {
  const r = await pullRequestAddingFiveTools(5);
  expect(r.rows).toEqual(Array(5).fill('reports tool-added'));
  expect(r.code).toBe(EXIT_CODES.pass);
});
