/**
 * The first hour, as a new user meets it: the bundled CLI (`node dist/cli.js`, so run `npm run bundle` first) as a
 * child process, in real git repositories in temp folders, against the real fixture servers.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, FIXTURES } from '../support/paths.js';

const CLI = join(DIST, 'cli.js');
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const PROFILES = join(FIXTURES, 'servers', 'profiles');
const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com', GIT_CONFIG_NOSYSTEM: '1' };
const ENV = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...GIT_ENV };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node dist/cli.js ARGS` in `cwd`, as a user runs it (stdout is a pipe, not a terminal). */
function cli(cwd: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { env: { ...process.env, ...GIT_ENV }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const node = JSON.stringify(process.execPath);
const server = JSON.stringify(SERVER);

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-first-hour-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  mkdirSync(join(dir, rel, '..'), { recursive: true });
  writeFileSync(join(dir, rel), text);
}
function profile(name: string, to: string): void {
  mkdirSync(join(dir, to, '..'), { recursive: true });
  copyFileSync(join(PROFILES, name), join(dir, to));
}
function commit(message: string): void {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
}
function initRepo(): void {
  git(dir, 'init', '-q', '-b', 'main');
}
/** A stdio server entry serving `profilePath` (relative to its cwd). */
function entry(id: string, profilePath: string, extra = ''): string {
  return `  - id: ${id}\n    command: ${node}\n    args: [${server}, --profile, ${JSON.stringify(profilePath)}]\n${extra}`;
}

describe('1. setup that a monorepo can rely on', () => {
  test('one run per distinct command and folder, before every server there; failures per server; nested folders in order', async () => {
    initRepo();
    const copy = JSON.stringify(join(PROFILES, 'seed000-t0.json'));
    // `mkdir` without -p fails when a second run (or a concurrent one) finds the folder: a double run is an error.
    const install = `echo run >> ../install-runs.log; mkdir node_modules && sleep 0.4 && cp ${copy} node_modules/profile.json`;
    write(
      '.github/mcp-contract-gate.yml',
      `servers:\n${entry('api', 'node_modules/profile.json', `    cwd: packages/app\n    setup: ${JSON.stringify(install)}\n`)}` +
        entry('worker', 'node_modules/profile.json', `    cwd: packages/app\n    setup: ${JSON.stringify(install)}\n`) +
        // no setup of its own, in the same folder: it must not start before node_modules exists
        entry('cli', 'node_modules/profile.json', '    cwd: packages/app\n') +
        // root setup first, then a package's setup that needs it
        entry('root', 'shared/profile.json', `    setup: ${JSON.stringify(`mkdir -p shared && sleep 0.4 && cp ${copy} shared/profile.json`)}\n`) +
        entry('nested', '../../shared/profile.json', `    cwd: packages/lib\n    setup: "test -f ../../shared/profile.json"\n`) +
        entry('broken', 'p.json', '    cwd: packages/broken\n    setup: "echo compiling; exit 3"\n'),
    );
    for (const p of ['app', 'lib', 'broken']) write(`packages/${p}/.keep`, '');
    commit('monorepo');
    const r = await cli(dir, 'snapshot', '--out', 'snap.json');
    expect(r.code).toBe(3); // could not run: some servers failed
    const snap = JSON.parse(readFileSync(join(dir, 'snap.json'), 'utf8'));
    for (const id of ['api', 'worker', 'cli', 'root', 'nested']) expect([id, snap.servers[id].error]).toEqual([id, undefined]);
    expect(snap.servers.api.tools).toHaveLength(5);
    expect(readFileSync(join(dir, 'packages', 'install-runs.log'), 'utf8')).toBe('run\n');
    expect(snap.servers.broken.error).toMatchObject({ message: 'setup "echo compiling; exit 3" failed with exit code 3', exitCode: 3, stderr: 'compiling' });
    // progress names the shared setup once, with the servers it is for
    expect(r.stderr.match(/· setup "echo run/g)).toHaveLength(1);
    expect(r.stderr).toMatch(/· setup "echo run >> .*" in packages\/app \(for api, worker\)\n/);
    expect(r.stderr).toMatch(/✗ setup "echo compiling; exit 3" in packages\/broken failed: setup "echo compiling; exit 3" failed with exit code 3\n/);
    expect(r.stderr).toMatch(/✗ broken: setup "echo compiling; exit 3" failed with exit code 3/);
  });
});

describe('2. base-side work uses the base commit’s own config and files', () => {
  test('a version bump that lives in the config is diffed (gate) and probed (probe --base) version against version', async () => {
    initRepo();
    profile('seed003-baseline.json', 'versions/1.4.0.json');
    profile('seed003-candidate.json', 'versions/1.5.0.json');
    copyFileSync(join(FIXTURES, 'probes', 'seed003.yml'), join(dir, 'probes.yml'));
    write('.github/mcp-contract-gate.yml', `probes: probes.yml\nservers:\n${entry('ops', 'versions/1.4.0.json', '    setup: "echo ok"\n')}`);
    commit('ops 1.4.0');
    git(dir, 'checkout', '-q', '-b', 'bump');
    write('.github/mcp-contract-gate.yml', `probes: probes.yml\nservers:\n${entry('ops', 'versions/1.5.0.json')}`);
    commit('ops 1.5.0');
    const probe = await cli(dir, 'probe', '--base', 'main');
    expect(probe.stdout).toMatch(/^Probes: ROLLBACK {2}\(head 1\/4, base 4\/4 passed\)/);
    // the base side ran the base config's setup (the head config has none)
    expect(probe.stderr).toMatch(/^· probes: running probes\.yml at head and at main\n· setup "echo ok" \(for ops\) @ base\n✓ setup "echo ok" done in .* @ base\n$/);
    const gate = await cli(dir, 'gate', '--base', 'main', '--format', 'json');
    const report = JSON.parse(gate.stdout);
    expect(report.changes.filter((c: { rule: string }) => c.rule !== 'probe-regressed').length).toBeGreaterThan(0);
    expect(report.probes.decision).toBe('rollback');
  });

  test('the pull request that adds the gate, with the server code: every server is added, none fails', async () => {
    initRepo();
    write('README.md', 'a project\n');
    commit('before the gate');
    git(dir, 'checkout', '-q', '-b', 'add-gate');
    profile('seed004-v1.json', 'server/tools.json');
    write('.github/mcp-contract-gate.yml', `servers:\n${entry('search', 'server/tools.json')}`);
    commit('add the gate and the server');
    const r = await cli(dir, 'gate', '--base', 'main', '--format', 'json');
    const report = JSON.parse(r.stdout);
    expect(report.failures).toEqual([]);
    expect(report.changes.map((c: { rule: string; tool: string }) => `${c.rule} ${c.tool}`)).toEqual(['tool-added web_search']);
    expect(report.notes).toEqual(['The base commit has no config at this path: every server is new in this pull request.']);
    // the new, unannotated tool is listed for review by the default policy; nothing crashed and nothing blocks
    expect(report.changes[0].policy.map((e: { kind: string }) => e.kind)).toEqual(['listed-for-review']);
    expect(r.code).toBe(0);
  });
});

describe('3. progress on stderr, quiet when asked and in JSON modes', () => {
  test('gate: one line per step on stderr while it runs, the report alone on stdout', async () => {
    initRepo();
    profile('seed000-t0.json', 'tools.json');
    write('.github/mcp-contract-gate.yml', `servers:\n${entry('reviews', 'tools.json', '    setup: "true"\n')}`);
    commit('base');
    profile('seed000-t1.json', 'tools.json');
    commit('head');
    const text = await cli(dir, 'gate', '--base', 'HEAD~1');
    expect(text.code).toBe(1);
    for (const ref of ['base', 'head']) {
      expect(text.stderr).toContain(`· setup "true" (for reviews) @ ${ref}\n`);
      expect(text.stderr).toMatch(new RegExp(`✓ setup "true" done in [\\d.]+ m?s @ ${ref}\\n`));
      expect(text.stderr).toContain(`· reviews: starting @ ${ref}\n`);
      expect(text.stderr).toMatch(new RegExp(`✓ reviews: 5 tools in [\\d.]+ m?s @ ${ref}\\n`));
    }
    expect(text.stdout).not.toMatch(/^[·✓✗] /m);
    expect(text.stdout).toMatch(/→ FAIL\n$/);
    expect((await cli(dir, 'gate', '--base', 'HEAD~1', '--quiet')).stderr).toBe('');
    expect((await cli(dir, 'gate', '--base', 'HEAD~1', '--format', 'json')).stderr).toBe('');
    expect((await cli(dir, 'gate', '--base', 'HEAD~1', '--format', 'sarif')).stderr).toBe('');
    // pin: the per-server lines come as each server is read, and the summary counts in words
    const pin = await cli(dir, 'pin');
    expect(pin.stderr).toMatch(
      /^· setup "true" \(for reviews\)\n✓ setup "true" done in .*\n· reviews: starting\n✓ reviews: 5 tools in .*\nreview what the model reads of 5 new tools before committing the lockfile:\n(?: {2}.*\n)+pinned 5 tools from 1 server in mcp-contracts\.lock\.json\n$/,
    );
  });
});

describe('4. paths relative to the repository root, from any working folder', () => {
  test('pin, check, gate and snapshot from a subfolder; --config typed relative to it', async () => {
    initRepo();
    profile('seed000-t0.json', 'server/tools.json');
    write('.github/mcp-contract-gate.yml', `servers:\n${entry('reviews', 'tools.json', '    cwd: server\n')}`);
    write('docs/guide/README.md', 'docs\n');
    commit('base');
    const sub = join(dir, 'docs', 'guide');
    const pin = await cli(sub, 'pin');
    expect(pin.code).toBe(0);
    expect(pin.stderr).toMatch(/pinned 5 tools from 1 server in \.\.\/\.\.\/mcp-contracts\.lock\.json\n$/);
    expect(existsSync(join(dir, 'mcp-contracts.lock.json'))).toBe(true);
    expect(readdirSync(sub)).toEqual(['README.md']);
    expect((await cli(sub, 'check')).code).toBe(0);
    const typed = await cli(join(dir, 'docs'), 'check', '--config', '../.github/mcp-contract-gate.yml', '--quiet');
    expect([typed.code, typed.stderr]).toEqual([0, '']);
    expect(typed.stdout).toMatch(/^\.\.\/mcp-contracts\.lock\.json → live servers\n/);
    const pinTyped = await cli(join(dir, 'docs'), 'pin', '--config', '../.github/mcp-contract-gate.yml', '--quiet');
    expect(pinTyped.code).toBe(0);
    expect(readdirSync(join(dir, 'docs'))).toEqual(['guide']);
    commit('pin');
    const gate = await cli(sub, 'gate', '--base', 'HEAD', '--quiet');
    expect(gate.code).toBe(0);
    expect(gate.stdout).toMatch(/^\.\.\/\.\.\/mcp-contracts\.lock\.json at HEAD → servers in the working tree\n/);
    // a path the user types is relative to where they are
    expect((await cli(sub, 'snapshot', '--out', 'snap.json', '--quiet')).code).toBe(0);
    expect(existsSync(join(sub, 'snap.json'))).toBe(true);
    // outside any repository, with nothing found: the message says where it looked
    const none = await cli(tmpdir(), 'check');
    expect(none.code).toBe(2);
  });
});

describe('5. a text report that reads like a diff tool', () => {
  function snapshots(): [string, string] {
    const long = (words: string) => `Search the product reviews. ${words} `.repeat(12).trim();
    const tool = (description: string, extra: Record<string, unknown> = {}) => ({
      name: 'search_reviews',
      description,
      inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'what to find' }, ...extra }, required: ['query'] },
    });
    write('before.json', JSON.stringify({ tools: [tool(long('Returns at most ten results.')), { name: 'get_page', title: 'Page', inputSchema: { type: 'object' } }] }));
    write(
      'after.json',
      JSON.stringify({
        tools: [
          tool(long('Returns at most fifty results.'), { limit: { type: 'integer' } }),
          { name: 'get_page', title: 'A page', inputSchema: { type: 'object' } },
          { name: 'list_items', annotations: { readOnlyHint: true }, inputSchema: { type: 'object' } },
        ],
      }),
    );
    return ['before.json', 'after.json'];
  }

  test('grouped by tool, one line per change, rationale once per rule, before/after for descriptions; filters', async () => {
    const [a, b] = snapshots();
    const r = await cli(dir, 'diff', a, b);
    const lines = r.stdout.split('\n');
    expect(lines).toContain('search_reviews');
    const change = lines.find((l) => l.includes('tool-description-changed'))!;
    expect(change).toMatch(/^ {2}[✖ ] SILENT {4}tool-description-changed +description of tool 'search_reviews' changed$/);
    const at = lines.indexOf(change);
    expect(lines[at + 1]).toMatch(/^ +- "Search the product reviews\. Returns at most ten results\./);
    expect(lines[at + 2]).toMatch(/^ +\+ "Search the product reviews\. Returns at most fifty results\./);
    expect(r.stdout).toContain('Why these matter:\n');
    // the report is the same bytes on every run when not on a terminal (nothing wraps to a width)
    expect((await cli(dir, 'diff', a, b)).stdout).toBe(r.stdout);
    const hidden = await cli(dir, 'diff', a, b, '--hide', 'cosmetic,additive');
    expect(hidden.stdout).not.toMatch(/ADDITIVE|COSMETIC/);
    expect(hidden.stdout).toMatch(/; \d+ not shown → (PASS|FAIL)\n$/);
    const only = await cli(dir, 'diff', a, b, '--severity', 'cosmetic');
    expect(only.stdout).not.toMatch(/ADDITIVE/);
    const explained = await cli(dir, 'diff', a, b, '--explain');
    expect(explained.stdout).not.toContain('Why these matter');
    expect(explained.stdout.match(/ why: /g)!.length).toBe(explained.stdout.match(/^ {2}[✖ ] [A-Z]+ /gm)!.length);
    const bad = await cli(dir, 'diff', a, b, '--hide', 'cosmetc');
    expect([bad.code, bad.stderr]).toEqual([2, 'mcp-contract-gate: --hide: unknown value "cosmetc" (use breaking, silent, additive, cosmetic); did you mean "cosmetic"?\n']);
  });
});

describe('6. messages', () => {
  test('gate outside a git repository says so', async () => {
    profile('seed004-v1.json', 'tools.json');
    write('.github/mcp-contract-gate.yml', `servers:\n${entry('search', 'tools.json')}`);
    const r = await cli(dir, 'gate', '--base', 'main');
    expect([r.code, r.stderr]).toEqual([2, `mcp-contract-gate: ${dir} is not in a git repository: comparing with base ref "main" needs one (run it in a clone)\n`]);
  });

  test('each short and correct, with did-you-mean for commands, flags and values', async () => {
    initRepo();
    profile('seed004-v1.json', 'tools.json');
    write('.github/mcp-contract-gate.yml', `servers:\n${entry('search', 'tools.json')}`);
    commit('base');
    const expectError = async (args: string[], message: string) => {
      const r = await cli(dir, ...args);
      expect([r.code, r.stderr]).toEqual([2, `mcp-contract-gate: ${message}\n`]);
    };
    await expectError(
      ['gate', '--base', 'nonexist'],
      'base ref "nonexist" is not a commit in this repository, and there is no remote "origin" to fetch it from; give a branch, tag or commit, e.g. origin/main',
    );
    await expectError(['gate', '--base', 'mian'], 'base ref "mian" is not a commit in this repository, and there is no remote "origin" to fetch it from; did you mean "main"?');
    await expectError(['chek'], 'unknown command "chek"; did you mean "check"? (see --help)');
    await expectError(['check', '--formt', 'json'], 'unknown option --formt for check; did you mean --format? (see `mcp-contract-gate check --help`)');
    await expectError(['check', '--format', 'jsn'], '--format must be one of text, json, markdown, sarif, junit, changelog (got "jsn"); did you mean "json"?');
    await expectError(['check', '--fail-on', 'breaking,silnet'], '--fail-on: unknown value "silnet" (use breaking, silent, additive, cosmetic); did you mean "silent"?');
    await expectError(['--quiet'], 'unknown option --quiet: options come after the command, e.g. `mcp-contract-gate check --quiet` (see --help)');
    const one = await cli(dir, 'snapshot', '--format', 'text');
    expect(one.stdout).toBe('✓ search: 1 tool (scenario-server 1.0.0)\n');
    expect((await cli(dir, 'pin', '--quiet')).stderr).toBe('pinned 1 tool from 1 server in mcp-contracts.lock.json\n');
    expect((await cli(dir, 'snapshot', '--out', 'snap.json', '--quiet')).code).toBe(0);
    await expectError(
      ['check', '--lockfile', 'snap.json'],
      'snap.json: this is a snapshot, not a lockfile: `mcp-contract-gate pin` writes the lockfile, and `mcp-contract-gate diff` compares two snapshots',
    );
    await expectError(
      ['diff', 'mcp-contracts.lock.json', 'tools.json'],
      'mcp-contracts.lock.json: this is a lockfile, not a snapshot: `mcp-contract-gate check --lockfile mcp-contracts.lock.json` compares the live servers with it, and `mcp-contract-gate snapshot --out F` writes a snapshot diff reads',
    );
  });
});
