import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatherRefs, judgeRefs } from '../../src/app/gate-refs.js';
import { runCli } from '../../src/cli/run.js';
import { parseConfig } from '../../src/config/index.js';
import { checkAnnotations } from '../../src/publish/annotations.js';
import { ToolLocator } from '../../src/publish/locate.js';
import { isReferenceFinding, type ReferenceData } from '../../src/references/findings.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { FIXTURES } from '../support/paths.js';

/**
 * The pull-request gate on the fixture repository: a real server (the scenario server serving a profile) whose head
 * renames search_code to find_code and removes list_issues; the base is pinned. Git and the server are real.
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const REFS = join(FIXTURES, 'references');
const tools = (f: string) => JSON.parse(readFileSync(join(REFS, f), 'utf8')).servers.tracker;
const gateYml = `servers:\n  - id: tracker\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(SERVER)}, --profile, tracker.json]\n`;

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env: { PATH: process.env.PATH }, color: false, today: '2026-12-02' });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-references-gate-'));
  cpSync(join(REFS, 'repo'), dir, { recursive: true });
  git('init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'gate.yml'), gateYml);
  writeFileSync(join(dir, 'tracker.json'), JSON.stringify(tools('base.json')));
  expect((await cli('pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  git('add', '-A');
  git('commit', '-q', '-m', 'pin');
  git('checkout', '-q', '-b', 'release');
  writeFileSync(join(dir, 'tracker.json'), JSON.stringify(tools('head.json')));
  git('commit', '-q', '-am', 'tracker 2.0: search_code is find_code, list_issues is gone');
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the findings: one per reference at its line, blocking as the rules say, listed per file in the comment', async () => {
  const config = parseConfig(gateYml, join(dir, 'gate.yml'), { env: {} });
  const g = await gatherRefs({ config, configPath: 'gate.yml', rootDir: dir, baseRef: 'main', env: { PATH: process.env.PATH } });
  const { evaluation } = judgeRefs(g, { today: '2026-12-02' });
  const refs = evaluation.findings.filter(isReferenceFinding);
  const expected = JSON.parse(readFileSync(join(REFS, 'expected-findings.json'), 'utf8')) as Array<{ rule: string; blocking: boolean; at: string }>;
  expect(refs.map((f) => `${f.rule} ${f.blocking} ${(f.message.split(': ')[0] ?? '').replace(/:$/, '')}`)).toEqual(expected.map((e) => `${e.rule} ${e.blocking} ${e.at}`));
  // the contract findings are still there, and the evaluation counts the references
  expect(evaluation.findings.map((f) => f.rule)).toEqual(expect.arrayContaining(['tool-renamed', 'tool-removed']));
  expect(evaluation.blocking).toBe(evaluation.findings.filter((f) => f.blocking).length);

  // annotations: on the reference's own line, its columns covering the entry as written
  const annotations = checkAnnotations(refs, new ToolLocator(dir, '', config.servers, 'mcp-contracts.lock.json', 'gate.yml'));
  expect(annotations).toHaveLength(expected.length);
  for (const [i, a] of annotations.entries()) {
    const line = readFileSync(join(dir, a.path), 'utf8').split('\n')[a.start_line - 1]!;
    expect(line.slice(a.start_column! - 1, a.end_column)).toBe(refs[i]!.before);
    expect(a.annotation_level).toBe(refs[i]!.blocking ? 'failure' : 'warning');
  }
});

test('the base commit is scanned too: references already there are not new, one added in the change is', async () => {
  const file = join(dir, '.claude/agents/added.md');
  try {
    writeFileSync(file, '---\nname: added\ntools: mcp__tracker__list_issues\n---\n');
    const config = parseConfig(gateYml, join(dir, 'gate.yml'), { env: {} });
    const g = await gatherRefs({ config, configPath: 'gate.yml', rootDir: dir, baseRef: 'main', env: { PATH: process.env.PATH } });
    expect(g.references!.base).toHaveLength(g.references!.references.length - 1);
    const refs = judgeRefs(g, { today: '2026-12-02' }).evaluation.findings.filter(isReferenceFinding);
    const added = refs.filter((f) => (f.data as ReferenceData).new);
    expect(added.map((f) => `${f.rule} ${(f.data as ReferenceData).reference.file}`)).toEqual(['reference-broken .claude/agents/added.md']);
  } finally {
    rmSync(file);
  }
});

test('a file the scan cannot read as its format is a note of the report, not a silent gap', async () => {
  const file = join(dir, '.claude/settings.local.json');
  const kept = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, '{\n  "permissions": { "allow": ["mcp__tracker__list_issues" }\n}\n');
    const config = parseConfig(gateYml, join(dir, 'gate.yml'), { env: {} });
    const g = await gatherRefs({ config, configPath: 'gate.yml', rootDir: dir, baseRef: 'main', env: { PATH: process.env.PATH } });
    const { evaluation } = judgeRefs(g, { today: '2026-12-02' });
    expect(evaluation.notes).toContain('The reference scan could not read .claude/settings.local.json (line 2): not read as claude-settings: expected "," or "]" at offset 59.');
  } finally {
    writeFileSync(file, kept);
  }
});

test('CLI gate: the exit code blocks; the Markdown report lists the references per file; references: false turns them off', async () => {
  const md = await cli('gate', '--config', 'gate.yml', '--base', 'main', '--format', 'markdown');
  expect(md.code).toBe(EXIT_CODES.blocking);
  const section = md.stdout.slice(md.stdout.indexOf('### References in this repository'));
  expect(section).toContain('22 references in 14 files name a tool');
  expect(section).toContain(
    '| `.claude/settings.json:5` | `mcp__tracker__search_code` (permissions.allow\\[1\\]) | `reference-renamed` renamed: write `mcp__tracker__find_code` | 🔴 breaking · **blocking** |',
  );
  expect(section).toContain('| `CLAUDE.md:1` | `mcp__tracker__list_issues` (text) | `reference-broken` removed at the head | 🔴 breaking |\n');
  expect(section).toContain('| `.claude/settings.local.json:4` | `mcp__tracker__delete_everything` (permissions.allow\\[0\\]) | `reference-unlisted` listed by no server | 🟠 silent |\n');
  // the policy comes from the base commit: switch the scan off there
  git('checkout', '-q', 'main');
  writeFileSync(join(dir, 'gate.yml'), `${gateYml}references: false\n`);
  git('commit', '-q', '-am', 'no reference scan');
  git('checkout', '-q', 'release');
  git('merge', '-q', '--no-edit', 'main');
  const off = JSON.parse((await cli('gate', '--config', 'gate.yml', '--base', 'main', '--format', 'json')).stdout);
  expect(off.changes.filter((c: { rule: string }) => c.rule.startsWith('reference-'))).toEqual([]);
}, 60_000);
