import { jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { FORMATS } from '../../src/report/render.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { FIXTURES } from '../support/paths.js';
import { PROFILES, startHttpServer, type HttpFixture } from '../discovery/helpers.js';

/**
 * Listings by caller (issue 49): a server entry's `principals` read the server under several identities (tokens in its
 * env, client names), `reread` reads it twice, and a listing that differs where nothing declares it may is a blocking
 * `listing-varies` finding of `check` (and `pin` does not pin it); with `listing-varies: expected` each principal is
 * pinned and checked as its own server. The server is a real process (__fixtures__/servers/principal-server.mjs) that
 * lists `delete_all` to the admin token, `claude_memory` to the client named claude-code, `late_tool` from its second
 * read on (`--reread-varies`); the tokens never reach any output.
 */
jest.setTimeout(180_000);
const SERVER = join(FIXTURES, 'servers', 'principal-server.mjs');
const TOKENS = { CI_TOKEN: 'ci-tok-7Hq2Zp9Lx', ADMIN_TOKEN: 'adm-tok-4Rt8Wm1Kv', WRONG_TOKEN: 'wrong-tok-3Jd6Ns0Qe' };

let dir: string;
const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...TOKENS };
async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env, color: false, today: '2026-12-02' });
  return { code, stdout, stderr };
}

/** A config of the `docs` entry with `extra` lines under it, written to NAME (its lockfile is NAME.lock.json). */
function config(name: string, extra: string[], args: string[] = []): string {
  writeFileSync(
    join(dir, name),
    [
      `lockfile: ${name}.lock.json`,
      'servers:',
      '  - id: docs',
      `    command: ${JSON.stringify(process.execPath)}`,
      `    args: ${JSON.stringify([SERVER, ...args])}`,
      '    env: { ADMIN_TOKEN: "${ADMIN_TOKEN}", PRINCIPAL_STATE: state.json }',
      '    timeout: 20',
      ...extra.map((l) => `    ${l}`),
      '',
    ].join('\n'),
  );
  return name;
}
const lockOf = (name: string) => readFileSync(join(dir, `${name}.lock.json`), 'utf8');
const state = (s: object) => writeFileSync(join(dir, 'state.json'), JSON.stringify(s));
const findings = (stdout: string) => (JSON.parse(stdout) as { changes: Array<{ rule: string; server?: string; tool: string; message: string; blocking: boolean }> }).changes;

const PRINCIPALS = ['principals:', '  - { name: ci, env: { PRINCIPAL_TOKEN: "${CI_TOKEN}" } }', '  - { name: admin, env: { PRINCIPAL_TOKEN: "${ADMIN_TOKEN}" } }'];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-principals-'));
  state({});
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('principals not declared to differ', () => {
  it('pin does not pin a server two principals see differently; check blocks with listing-varies naming them', async () => {
    // the lockfile as pinned before principals were listed (the same launch: principals are read, not launched)
    expect((await cli('pin', '--config', config('plain.yml', []), '-q')).code).toBe(EXIT_CODES.pass);
    const pinned = lockOf('plain.yml');

    const varying = config('plain.yml', PRINCIPALS);
    const pin = await cli('pin', '--config', varying, '-q');
    expect(pin.code).toBe(EXIT_CODES.couldNotRun);
    expect(pin.stderr).toContain("not pinned: its listing varies (listing-varies): the listing under principal 'ci' differs from the one under principal 'admin'");
    expect(pin.stderr).toContain("tool 'delete_all': only under 'admin'");
    expect(lockOf('plain.yml')).toBe(pinned); // the previous entry kept, byte for byte

    const check = await cli('check', '--config', varying, '--format', 'json', '-q');
    expect(check.code).toBe(EXIT_CODES.blocking);
    const found = findings(check.stdout).filter((f) => f.rule === 'listing-varies');
    expect(found).toEqual([
      expect.objectContaining({
        blocking: true,
        message: "the listing under principal 'ci' differs from the one under principal 'admin' (not declared: set listing-varies: expected to pin each): tool 'delete_all': only under 'admin'",
      }),
    ]);
    // the first principal's listing is the server's: it matches the pin, so nothing else differs but how the entry is
    // read (its principals are part of its launch: a pull request that drops them is a changed launch as well)
    expect(
      findings(check.stdout)
        .map((f) => f.rule)
        .sort(),
    ).toEqual(['listing-varies', 'server-launch-changed']);
  });

  it('principals that see the same listing pin and check clean, as one server', async () => {
    const same = config('same.yml', ['principals:', '  - { name: ci, env: { PRINCIPAL_TOKEN: "${CI_TOKEN}" } }', '  - { name: other, env: { PRINCIPAL_TOKEN: other } }']);
    expect((await cli('pin', '--config', same, '-q')).code).toBe(EXIT_CODES.pass);
    const lock = JSON.parse(lockOf('same.yml'));
    expect(Object.keys(lock.servers)).toEqual(['docs']);
    // the entry's launch names its principals (dropping them is server-launch-changed); no principal field
    expect(lock.servers.docs.launch.principals).toEqual(['ci', 'other']);
    expect(lock.servers.docs.principal).toBeUndefined();
    expect((await cli('check', '--config', same, '-q')).code).toBe(EXIT_CODES.pass);
  });

  it('clientInfo variation: the tool list under two client names differs', async () => {
    expect((await cli('pin', '--config', config('client.yml', []), '-q')).code).toBe(EXIT_CODES.pass);
    const named = config('client.yml', ['principals:', '  - { name: gate }', '  - { name: claude, client-name: claude-code }']);
    const check = await cli('check', '--config', named, '--format', 'json', '-q');
    expect(check.code).toBe(EXIT_CODES.blocking);
    expect(
      findings(check.stdout)
        .filter((f) => f.rule === 'listing-varies')
        .map((f) => f.message),
    ).toEqual(["the listing under principal 'gate' differs from the one under principal 'claude' (not declared: set listing-varies: expected to pin each): tool 'claude_memory': only under 'claude'"]);
  });
});

describe('reread', () => {
  it('a server that lists something else on its second read blocks; one that does not passes', async () => {
    expect((await cli('pin', '--config', config('reread.yml', [], ['--reread-varies']), '-q')).code).toBe(EXIT_CODES.pass);
    // without reread, the first read alone is what is compared
    expect((await cli('check', '--config', 'reread.yml', '-q')).code).toBe(EXIT_CODES.pass);
    const twice = config('reread.yml', ['reread: true'], ['--reread-varies']);
    const check = await cli('check', '--config', twice, '--format', 'json', '-q');
    expect(check.code).toBe(EXIT_CODES.blocking);
    expect(
      findings(check.stdout)
        .filter((f) => f.rule === 'listing-varies')
        .map((f) => f.message),
    ).toEqual(["a second read listed something else than the first: tool 'late_tool': only under the second read"]);
    expect((await cli('pin', '--config', twice, '-q')).code).toBe(EXIT_CODES.couldNotRun);
    // a steady server read twice pins and passes
    const steady = config('steady.yml', ['reread: true']);
    expect((await cli('pin', '--config', steady, '-q')).code).toBe(EXIT_CODES.pass);
    expect((await cli('check', '--config', steady, '-q')).code).toBe(EXIT_CODES.pass);
  });
});

describe('principals declared to differ (listing-varies: expected)', () => {
  const declared = () => config('declared.yml', ['listing-varies: expected', ...PRINCIPALS]);

  afterEach(() => state({}));

  it('pins each principal as its own server, checks each against its own pin, and blocks a change naming the principal', async () => {
    const file = declared();
    expect((await cli('pin', '--config', file, '-q')).code).toBe(EXIT_CODES.pass);
    const lock = JSON.parse(lockOf('declared.yml'));
    expect(Object.keys(lock.servers)).toEqual(['docs#admin', 'docs#ci']);
    expect(lock.servers['docs#admin'].principal).toBe('admin');
    expect(lock.servers['docs#ci'].principal).toBe('ci');
    expect(Object.keys(lock.servers['docs#admin'].tools).sort()).toEqual(['delete_all', 'search', 'whoami']);
    expect(Object.keys(lock.servers['docs#ci'].tools).sort()).toEqual(['search', 'whoami']);
    expect((await cli('check', '--config', file, '-q')).code).toBe(EXIT_CODES.pass);

    state({ confirm: true }); // delete_all (the admin's alone) now requires `confirm`
    const check = await cli('check', '--config', file, '--format', 'json', '-q');
    expect(check.code).toBe(EXIT_CODES.blocking);
    const blocking = findings(check.stdout).filter((f) => f.blocking);
    expect(blocking.length).toBeGreaterThan(0);
    expect(new Set(blocking.map((f) => `${f.server}/${f.tool}`))).toEqual(new Set(['docs#admin/delete_all']));
  });

  it('never writes or prints a principal’s token: lockfile, and check in every format', async () => {
    const file = declared();
    const pin = await cli('pin', '--config', file, '-q');
    expect(pin.code).toBe(EXIT_CODES.pass);
    const outputs: Array<[string, string]> = [
      ['lockfile', lockOf('declared.yml')],
      ['pin', pin.stdout + pin.stderr],
    ];
    state({ echoToken: true }); // the server now quotes each principal's token in whoami's description
    for (const format of FORMATS) {
      const check = await cli('check', '--config', file, '--format', format, '-q');
      expect(check.code).toBe(EXIT_CODES.blocking);
      outputs.push([`check --format ${format}`, check.stdout + check.stderr]);
    }
    // what was found is reported (the description changed under both principals), without the tokens
    const json = outputs.find(([what]) => what === 'check --format json')![1];
    expect(
      findings(json)
        .filter((f) => f.tool === 'whoami')
        .map((f) => f.server)
        .sort(),
    ).toEqual(['docs#admin', 'docs#ci']);
    for (const [what, text] of outputs) for (const token of Object.values(TOKENS)) expect({ what, leaked: text.includes(token) }).toEqual({ what, leaked: false });
  });
});

describe('remote principals (headers, client names)', () => {
  let http: HttpFixture;
  beforeAll(async () => {
    // a Streamable HTTP server that answers 401 to any request without the CI token, and shows the client
    // `claude-code` another release's tools
    http = await startHttpServer([
      '--profile',
      join(PROFILES, 'seed001-v1.json'),
      '--require-header',
      `Authorization: Bearer ${TOKENS.CI_TOKEN}`,
      '--client-profile',
      `claude-code=${join(PROFILES, 'seed001-v2.json')}`,
    ]);
  });
  afterAll(() => http.stop());
  const remote = (name: string, principals: string[]) => {
    writeFileSync(
      join(dir, name),
      [`lockfile: ${name}.lock.json`, 'servers:', '  - id: api', `    url: ${http.url}`, '    timeout: 20', '    principals:', ...principals.map((p) => `      - ${p}`), ''].join('\n'),
    );
    return name;
  };

  it('reads the server with each principal’s headers: agreeing principals pin and check clean as one server', async () => {
    const file = remote('remote.yml', ['{ name: ci, headers: { Authorization: "Bearer ${CI_TOKEN}" } }', '{ name: ci-again, headers: { Authorization: "Bearer ${CI_TOKEN}" } }']);
    const pin = await cli('pin', '--config', file, '-q');
    expect(pin.code).toBe(EXIT_CODES.pass);
    expect(Object.keys(JSON.parse(lockOf('remote.yml')).servers.api.tools).length).toBeGreaterThan(0);
    const check = await cli('check', '--config', file, '--format', 'json', '-q');
    expect(check.code).toBe(EXIT_CODES.pass);
    for (const text of [lockOf('remote.yml'), pin.stdout, pin.stderr, check.stdout, check.stderr]) for (const token of Object.values(TOKENS)) expect(text).not.toContain(token);
  });

  it('a remote server that lists other tools under another clientInfo.name: undeclared, check blocks with listing-varies naming the principals', async () => {
    const file = remote('remote.yml', [
      '{ name: ci, headers: { Authorization: "Bearer ${CI_TOKEN}" } }',
      '{ name: claude, client-name: claude-code, headers: { Authorization: "Bearer ${CI_TOKEN}" } }',
    ]);
    const check = await cli('check', '--config', file, '--format', 'json', '-q');
    const varies = findings(check.stdout).filter((f) => f.rule === 'listing-varies');
    expect(varies.length).toBe(1);
    expect(varies[0]).toMatchObject({ blocking: true });
    expect(varies[0]!.message).toContain("the listing under principal 'ci' differs from the one under principal 'claude'");
    expect(check.code).toBe(EXIT_CODES.blocking);
  });

  it('a principal the server refuses fails the server, named, without its token in any output (fail closed)', async () => {
    const file = remote('remote.yml', ['{ name: ci, headers: { Authorization: "Bearer ${CI_TOKEN}" } }', '{ name: ci-again, headers: { Authorization: "Bearer ${WRONG_TOKEN}" } }']);
    const check = await cli('check', '--config', file, '-q');
    expect(check.code).toBe(EXIT_CODES.couldNotRun);
    // the same principals as pinned (the same launch), but the second one's token is now one the server refuses
    expect(check.stdout + check.stderr).toContain("under principal 'ci-again'");
    for (const format of FORMATS) {
      const out = await cli('check', '--config', file, '--format', format, '-q');
      for (const token of Object.values(TOKENS)) expect({ format, leaked: (out.stdout + out.stderr).includes(token) }).toEqual({ format, leaked: false });
    }
  });
});
