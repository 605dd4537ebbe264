import { jest } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { FORMATS } from '../../src/report/render.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { DIST, FIXTURES } from '../support/paths.js';

/**
 * The CLI prints no secret, whatever the command and format, and writes none into a file it makes, as the action
 * does not: every command (snapshot, pin, check, diff, gate, proxy) runs with secrets in the environment, over a server
 * that echoes them (a password passed as an argument in its name, a token from its env and the job's GitHub token in
 * its descriptions, a lowercase `api_key=…` in its text) and one that fails with a token in its stderr. `pin` refuses a
 * contract holding a known secret, naming the tool and field, unless --allow-secret-in-lockfile. (Before: gate JSON
 * printed them 12 times, Markdown 8, and the snapshot file held them.)
 */
jest.setTimeout(240_000); // some twenty server starts, on a machine that may be loaded
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const SECRETS = {
  DB_PASSWORD: 'pw-Xy7q2Lm9Rt',
  SVC_TOKEN: 'svc-8d7f6e5a4b3c',
  GITHUB_TOKEN: `ghp_${'Ab1'.repeat(12)}`,
};
/** A credential the gate never saw the value of: scrubbed by its shape. */
const SHAPED = 'kq9f8e7d6c5b4a';
const ALL = [...Object.values(SECRETS), SHAPED];

const tools = (extra: string) => ({
  tools: [
    {
      name: 'query',
      description: `Query the database (connected with token ${SECRETS.SVC_TOKEN}; GitHub as ${SECRETS.GITHUB_TOKEN}). Call it with api_key=${SHAPED}.${extra}`,
      inputSchema: { type: 'object', properties: { sql: { type: 'string', description: `runs as ${SECRETS.SVC_TOKEN}` } } },
    },
    { name: 'plain', description: 'Nothing secret.', inputSchema: { type: 'object' } },
  ],
});

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...SECRETS };
async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env, color: false, today: '2026-11-24' });
  return { code, stdout, stderr };
}

/** No secret, in any encoding a report uses (as written, JSON-escaped, URL-encoded). */
function clean(text: string, what: string) {
  for (const s of ALL) {
    if (text.includes(s) || text.includes(encodeURIComponent(s))) throw new Error(`${what} holds ${s}:\n${text}`);
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-secrets-'));
  git('init', '-q', '-b', 'main');
  writeFileSync(
    join(dir, 'gate.yml'),
    [
      'servers:',
      '  - id: db',
      `    command: ${JSON.stringify(process.execPath)}`,
      `    args: [${JSON.stringify(SERVER)}, --profile, tools.json, --name, "db-\${DB_PASSWORD}"]`,
      '    env: { SVC_TOKEN: "${SVC_TOKEN}" }',
      '',
    ].join('\n'),
  );
  // a server that fails at start, its stderr (the tail every report shows) holding a token
  writeFileSync(
    join(dir, 'broken.yml'),
    `servers:\n  - id: broken\n    command: ${JSON.stringify(process.execPath)}\n    args: [-e, "console.error('auth failed for ' + process.argv[1]); process.exit(1)", "\${SVC_TOKEN}"]\n`,
  );
  writeFileSync(join(dir, 'tools.json'), JSON.stringify(tools('')));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('snapshot, pin, check, diff and gate in every format print no secret; the snapshot file holds none', async () => {
  for (const format of ['text', 'json']) {
    const r = await cli('snapshot', '--config', 'gate.yml', '--format', format);
    expect(r.code).toBe(EXIT_CODES.pass);
    clean(r.stdout + r.stderr, `snapshot --format ${format}`);
  }
  const written = await cli('snapshot', '--config', 'gate.yml', '--out', 'snap.json');
  clean(written.stdout + written.stderr, 'snapshot --out');
  clean(readFileSync(join(dir, 'snap.json'), 'utf8'), 'the snapshot file');
  const broken = await cli('snapshot', '--config', 'broken.yml');
  expect(broken.code).toBe(EXIT_CODES.couldNotRun);
  expect(broken.stdout + broken.stderr).toMatch(/auth failed for \*\*\*/);
  clean(broken.stdout + broken.stderr, 'snapshot of a failing server');

  // pin refuses a contract holding a known secret, names where, and writes nothing
  const refused = await cli('pin', '--config', 'gate.yml');
  expect(refused.code).toBe(EXIT_CODES.badInput);
  expect(refused.stderr).toMatch(
    /not written: server db \(serverInfo\.name\), tool db\/query \(contract\.description\), tool db\/query \(contract\.inputSchema\.properties\.sql\.description\) hold the value of a secret/,
  );
  expect(refused.stderr).toMatch(/--allow-secret-in-lockfile/);
  clean(refused.stdout + refused.stderr, 'pin (refused)');
  expect(existsSync(join(dir, 'mcp-contracts.lock.json'))).toBe(false);
  // pinned on request: the lockfile holds them as the server lists them (as asked); nothing printed does
  for (const format of ['text', 'json']) {
    const pinned = await cli('pin', '--config', 'gate.yml', '--allow-secret-in-lockfile', '--format', format);
    expect(pinned.code).toBe(EXIT_CODES.pass);
    clean(pinned.stdout + pinned.stderr, `pin --format ${format}`);
  }
  expect(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8')).toContain(SECRETS.SVC_TOKEN);
  git('add', '-A');
  git('commit', '-q', '-m', 'pin');

  // the server changes: every report shows the old and new text
  writeFileSync(join(dir, 'tools.json'), JSON.stringify(tools(` Also ${SECRETS.DB_PASSWORD}.`)));
  for (const format of FORMATS) {
    const check = await cli('check', '--config', 'gate.yml', '--format', format);
    expect(check.code).toBe(EXIT_CODES.blocking);
    clean(check.stdout + check.stderr, `check --format ${format}`);
    const gate = await cli('gate', '--config', 'gate.yml', '--base', 'main', '--format', format);
    expect(gate.code).toBe(EXIT_CODES.blocking);
    clean(gate.stdout + gate.stderr, `gate --format ${format}`);
    const diff = await cli('diff', 'mcp-contracts.lock.json', 'snap.json', '--format', format);
    clean(diff.stdout + diff.stderr, `diff --format ${format}`);
  }
  // the change was seen (the reports are not clean for being empty)
  const json = JSON.parse((await cli('check', '--config', 'gate.yml', '--format', 'json')).stdout);
  expect(json.changes.map((c: { rule: string }) => c.rule)).toContain('tool-description-changed');
  const brokenCheck = await cli('check', '--config', 'broken.yml', '--lockfile', 'mcp-contracts.lock.json');
  clean(brokenCheck.stdout + brokenCheck.stderr, 'check of a failing server');
  for (const f of readdirSync(dir).filter((n) => n !== 'mcp-contracts.lock.json' && n !== 'tools.json' && n.endsWith('.json'))) clean(readFileSync(join(dir, f), 'utf8'), f);
});

test('a server id equal to a secret value is never masked; the secret still is, everywhere else', async () => {
  // ORDERS_DB (a ${VAR} of the config) happens to be the server's id; SVC_TOKEN stays a secret
  writeFileSync(
    join(dir, 'ids.yml'),
    `servers:\n  - id: orders\n    command: ${JSON.stringify(process.execPath)}\n    args: [-e, "console.error('auth failed for ' + process.argv[1] + ' on ' + process.env.ORDERS_DB + '-db'); process.exit(1)", "\${SVC_TOKEN}"]\n    env: { ORDERS_DB: "\${ORDERS_DB}" }\n`,
  );
  for (const format of ['text', 'json']) {
    let out = '';
    const io = { stdout: (t: string) => (out += t), stderr: (t: string) => (out += t), cwd: dir, env: { ...env, ORDERS_DB: 'orders' }, color: false, today: '2026-11-24' };
    expect(await runCli(['snapshot', '--config', 'ids.yml', '--format', format], io)).toBe(EXIT_CODES.couldNotRun);
    clean(out, `snapshot --format ${format} of a server whose id is a secret's value`);
    expect(out).toMatch(/auth failed for \*\*\* on \*\*\*-db/); // the value, where it is no id, is masked
    expect(out).toMatch(/\borders\b/);
    expect(out.replace(/auth failed for \*\*\* on \*\*\*-db/g, '')).not.toContain('***');
  }
});

test('the proxy logs and audits no secret', async () => {
  const child = spawn(process.execPath, [join(DIST, 'cli.js'), 'proxy', '--config', 'gate.yml', '--server', 'db', '--audit', 'audit.jsonl'], {
    cwd: dir,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  let out = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const answered = new Map<number, () => void>();
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    for (const m of out.matchAll(/"id":(\d+)/g)) answered.get(Number(m[1]))?.();
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const ask = (id: number, method: string, params: unknown) => {
    const done = new Promise<void>((r) => answered.set(id, r));
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    return Promise.race([done, exited]);
  };
  await ask(0, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } });
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  await ask(1, 'tools/list', {});
  await ask(2, 'tools/call', { name: 'query', arguments: { sql: 'select 1' } });
  child.stdin.end();
  await exited;
  expect(out).toMatch(/"id":2/);
  clean(stderr, 'the proxy log');
  const audit = readFileSync(join(dir, 'audit.jsonl'), 'utf8');
  expect(audit).toMatch(/query/);
  clean(audit, 'the audit file');
});

test('gate scrubs the values of ${VAR}s only the base config names (a rotated connection string)', async () => {
  const work = mkdtempSync(join(tmpdir(), 'mcg-secrets-base-'));
  const OLD = 'pg-old-Zq81xkT3';
  const NEW = 'pg-new-Wm27plR5';
  const entry = (variable: string) =>
    `servers:\n  - id: db\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(join(FIXTURES, 'servers', 'env-echo-server.mjs'))}, --echo, DSN]\n    env: { DSN: "\${${variable}}" }\n`;
  const run = async (...argv: string[]) => {
    let out = '';
    // names that are no credential's: only the config's references make their values secrets
    const code = await runCli(argv, {
      stdout: (t) => (out += t),
      stderr: (t) => (out += t),
      cwd: work,
      env: { PATH: process.env.PATH, OLD_DSN: OLD, NEW_DSN: NEW },
      color: false,
      today: '2026-11-24',
    });
    return { code, out };
  };
  try {
    execFileSync('git', ['init', '-q', '-b', 'main', work]);
    writeFileSync(join(work, 'gate.yml'), entry('OLD_DSN'));
    execFileSync('git', ['-C', work, 'add', '-A']);
    execFileSync('git', ['-C', work, 'commit', '-q', '-m', 'base'], { env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
    writeFileSync(join(work, 'gate.yml'), entry('NEW_DSN'));
    for (const format of FORMATS) {
      const r = await run('gate', '--config', 'gate.yml', '--base', 'main', '--format', format);
      expect(r.code).toBe(EXIT_CODES.blocking);
      for (const value of [OLD, NEW]) if (r.out.includes(value)) throw new Error(`gate --format ${format} holds ${value}:\n${r.out}`);
    }
    // the change was seen, its before and after text scrubbed
    const json = JSON.parse((await run('gate', '--config', 'gate.yml', '--base', 'main', '--format', 'json')).out);
    const changed = json.changes.find((c: { rule: string }) => c.rule === 'tool-description-changed');
    expect([changed.before, changed.after]).toEqual(['Run a query. Connected to ***.', 'Run a query. Connected to ***.']);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
