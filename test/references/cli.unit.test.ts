import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { parseSnapshot } from '../../src/contract/snapshot.js';

// `references` runs git (the repository root) and reads a checkout: this tier, not the unit one.
const FIXTURE = '__fixtures__/references';

async function run(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['references', ...args], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd, env: { PATH: process.env.PATH }, color: false, today: '2026-12-02' });
  return { code, stdout, stderr };
}

describe('mcp-contract-gate references', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcg-references-'));
    cpSync(`${FIXTURE}/repo`, dir, { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('--json: every reference of the checkout, with the config’s server names (from .mcp.json)', async () => {
    const { code, stdout, stderr } = await run(['--json'], dir);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    const expected = JSON.parse(readFileSync(`${FIXTURE}/expected-scan.json`, 'utf8'));
    expect(out.references).toEqual(expected);
    expect(out.findings).toEqual([]); // no lockfile yet
    expect(out.pinned).toBe(false);
  });

  test('with a lockfile pinned before the release: references to tools it does not pin are marked, never failing', async () => {
    const head = parseSnapshot(JSON.parse(readFileSync(`${FIXTURE}/head.json`, 'utf8')), 'head.json');
    writeFileSync(join(dir, 'mcp-contracts.lock.json'), serializeLockfile(buildLockfile(head)));
    const json = JSON.parse((await run(['--json'], dir)).stdout);
    const unlisted = json.findings.map((f: { rule: string; tool: string }) => `${f.rule} ${f.tool}`);
    expect(new Set(unlisted)).toEqual(new Set(['reference-unlisted list_issues', 'reference-unlisted search_code', 'reference-unlisted delete_everything']));
    const text = await run([], dir);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('\n  5:8     mcp__tracker__search_code  → tracker/search_code  (permissions.allow[1]; reference-unlisted: not in the lockfile)');
    expect(text.stdout).toMatch(/\n\d+ references in 16 of 17 files read; \d+ to tools the lockfile does not pin\n$/);
  });

  test('--help, and a bad flag is bad input', async () => {
    expect((await run(['--help'], dir)).stdout).toContain('Usage: mcp-contract-gate references');
    expect((await run(['--jsn'], dir)).code).toBe(2);
  });
});

test('references: false in the config turns the scan off; globs and aliases from the config apply', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcg-references-off-'));
  try {
    cpSync(`${FIXTURE}/repo`, dir, { recursive: true });
    writeFileSync(join(dir, 'gate.yml'), 'servers:\n  - id: issues\n    command: node\n    args: [other.mjs]\nreferences: false\n');
    const off = await run(['--config', 'gate.yml', '--json'], dir);
    expect(off.code).toBe(0);
    expect(off.stdout).toBe('');
    expect(off.stderr).toContain('the scan is off');
    writeFileSync(join(dir, 'gate.yml'), 'servers:\n  - id: issues\n    command: node\n    args: [other.mjs]\nreferences:\n  globs:\n    code-js: []\n  aliases:\n    issues: [tracker]\n');
    const on = JSON.parse((await run(['--config', 'gate.yml', '--json'], dir)).stdout);
    expect(on.references.some((r: { format: string }) => r.format === 'code-js')).toBe(false);
    // the .mcp.json entry launches another command, so only the alias maps tracker to the gate's server issues
    expect(on.findings).toEqual([]);
    const text = (await run(['--config', 'gate.yml'], dir)).stdout;
    expect(text).toContain('mcp__tracker__create_issue  → issues/create_issue');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a config found nearby that cannot be read (an editor’s ${input:…}): the scan goes on without server names, saying why', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcg-references-input-'));
  try {
    cpSync(`${FIXTURE}/real/microsoft-azure-devops-mcp`, dir, { recursive: true });
    const r = await run(['--json'], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('the config found here was not read');
    expect(JSON.parse(r.stdout).references.map((x: { text: string }) => x.text)).toEqual(['edit/editFiles', 'ado/*', 'changes']);
    // named with --config, the same config is an error
    expect((await run(['--config', '.vscode/mcp.json'], dir)).code).toBe(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
