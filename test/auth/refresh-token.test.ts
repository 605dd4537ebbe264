// The refresh-token grant end to end, against real parts: oidc-provider on loopback (a public client that may only
// refresh; a refresh token minted as the authorization code grant would have issued it, since a test has no person to
// sign in), rotating refresh tokens as OAuth 2.1 asks of public clients, in front of an SDK Streamable HTTP server behind
// requireBearerAuth. The config gives `client-id` and `refresh-token: ${…}` and nothing else.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { FORMATS } from '../../src/report/render.js';
import { PROFILES, SERVERS, startListening, tempDir, type HttpFixture } from '../discovery/helpers.js';
import { startAuthorizationServer } from './authorization-server.js';
import { DIST } from '../support/paths.js';

jest.setTimeout(120_000);

const SCOPES = 'tools:read tools:admin';
const dir = tempDir('refresh-token');
const issuedLog = join(dir, 'issued.tokens');
let as: HttpFixture;
let issuer: string;
const started: HttpFixture[] = [];
/** Every refresh token minted for the tests (secrets: in no output). */
const minted: string[] = [];

interface Run {
  what: string;
  code: number;
  stdout: string;
  stderr: string;
}

async function mcpServer(...args: string[]): Promise<HttpFixture> {
  const s = await startListening(process.execPath, [join(SERVERS, 'oauth', 'mcp-server.mjs'), '--issuer', issuer, '--profile', join(PROFILES, 'seed001-v1.json'), ...args], 'oauth mcp-server');
  started.push(s);
  return s;
}

/** A refresh token for client gate-rt and the server at `resource`, as a person's sign-in would have left it. */
async function mint(resource: string, ttl?: number): Promise<string> {
  const res = await fetch(`${issuer}/test/refresh-token`, { method: 'POST', body: JSON.stringify({ client_id: 'gate-rt', resource, scope: SCOPES, ...(ttl ? { ttl } : {}) }) });
  expect(res.status).toBe(200);
  const { refresh_token } = (await res.json()) as { refresh_token: string };
  minted.push(refresh_token);
  return refresh_token;
}

async function cli(env: Record<string, string>, ...argv: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env: { PATH: process.env.PATH, ...env }, color: false, today: '2026-12-02' });
  return { what: argv.join(' '), code, stdout, stderr };
}

/** The bundled CLI as its own process, as each CI run is (nothing of an earlier run is left in memory). */
function spawned(env: Record<string, string>, ...argv: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(DIST, 'cli.js'), ...argv], { cwd: dir, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ what: `spawned ${argv.join(' ')}`, code: code ?? -1, stdout, stderr }));
  });
}

function config(name: string, url: string): string {
  const file = join(dir, `${name}.yml`);
  writeFileSync(file, `lockfile: ${name}.lock.json\nservers:\n  - id: vendor\n    url: ${url}\n    auth:\n      client-id: gate-rt\n      refresh-token: \${OAUTH_REFRESH_TOKEN}\n`);
  return file;
}

/** Every token the authorization server issued (access and rotated refresh tokens) and every one minted. */
function tokens(): string[] {
  const issued = existsSync(issuedLog) ? readFileSync(issuedLog, 'utf8').split('\n').filter(Boolean) : [];
  return [...new Set([...issued, ...minted])];
}

/** No token in any output, nor any JWT. */
function expectNoToken(runs: Run[], files: string[] = []): void {
  const all = tokens();
  expect(all.length).toBeGreaterThan(0);
  const texts = [...runs.map((r) => ({ what: r.what, text: r.stdout + r.stderr })), ...files.filter(existsSync).map((f) => ({ what: f, text: readFileSync(f, 'utf8') }))];
  for (const { what, text } of texts) {
    for (const token of all) expect({ what, leaked: text.includes(token) }).toEqual({ what, leaked: false });
    expect({ what, jwt: /eyJ[A-Za-z0-9_-]{10,}\.eyJ/.test(text) }).toEqual({ what, jwt: false });
  }
}

const REFUSED =
  /✗ vendor: OAuth \(token\) failed at http:\/\/127\.0\.0\.1:\d+\/mcp during [a-z/]+: http:\/\/127\.0\.0\.1:\d+\/? refused the refresh token \(invalid_grant[^)]*\): it has expired, was revoked, or was used already .*mint a new refresh token for client gate-rt and set it as servers\[0\]\.auth\.refresh-token/;

beforeAll(async () => {
  const client = { client_id: 'gate-rt', token_endpoint_auth_method: 'none', grant_types: ['refresh_token'], response_types: [], redirect_uris: [], scope: SCOPES };
  ({ as, issuer } = await startAuthorizationServer(dir, [client], ['--scopes', SCOPES, '--rotate', '--issued-log', issuedLog]));
});

afterAll(async () => {
  await Promise.all([...started, as].filter(Boolean).map((s) => s.stop()));
});

describe('the refresh-token grant against oidc-provider', () => {
  test('pin and check with a rotating refresh token: the step-up sends the rotated one, the reader is told, no token in any format', async () => {
    // the first token (the challenge's scope) rotates the refresh token; the step-up to tools:admin must send the new one
    const server = await mcpServer('--require', 'tools:read', '--step-up', 'tools:admin', '--reflect', 'description', '--token-log', join(dir, 'received.tokens'));
    const file = config('rotating', server.url);
    const pin = await cli({ OAUTH_REFRESH_TOKEN: await mint(server.url) }, 'pin', '--config', file);
    expect([pin.code, pin.stderr]).toEqual([0, expect.stringContaining('pinned 3 tools')]);
    expect(pin.stderr).toContain(`· vendor: ${issuer} rotated the refresh token of servers[0].auth: the gate uses the new one for the rest of this run`);
    const lock = JSON.parse(readFileSync(join(dir, 'rotating.lock.json'), 'utf8'));
    expect(lock.servers.vendor.auth.contract.auth.scopesRequired).toEqual(['tools:admin', 'tools:read']);
    // each run as a CI run would be: a refresh token of its own
    const runs: Run[] = [pin];
    for (const format of FORMATS) {
      const check = await cli({ OAUTH_REFRESH_TOKEN: await mint(server.url) }, 'check', '--config', file, '--format', format);
      expect({ format, code: check.code, out: check.code ? check.stdout + check.stderr : '' }).toEqual({ format, code: 0, out: '' });
      runs.push(check);
    }
    const snapshot = join(dir, 'rotating.snapshot.json');
    runs.push(await cli({ OAUTH_REFRESH_TOKEN: await mint(server.url) }, 'snapshot', '--config', file, '--out', snapshot));
    expect(JSON.parse(readFileSync(snapshot, 'utf8')).servers.vendor.warnings).toContainEqual(expect.stringContaining('will refuse the configured one next time'));
    // the server received access tokens obtained by refreshing, and echoed them: all masked
    expect(
      readFileSync(join(dir, 'received.tokens'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .every((t) => tokens().includes(t)),
    ).toBe(true);
    expectNoToken(runs, [join(dir, 'rotating.lock.json'), snapshot]);
  });

  test('the refresh token a rotating server already spent (the next CI run with the same secret): exit 3, the server and the fix named', async () => {
    const server = await mcpServer('--require', 'tools:read');
    const file = config('spent', server.url);
    const env = { OAUTH_REFRESH_TOKEN: await mint(server.url) };
    const first = await spawned(env, 'snapshot', '--config', file, '--format', 'text');
    expect([first.code, first.stdout]).toEqual([0, expect.stringContaining('✓ vendor: 3 tools')]);
    const next = await spawned(env, 'snapshot', '--config', file, '--format', 'text');
    expect(next.code).toBe(3);
    expect(next.stdout + next.stderr).toMatch(REFUSED);
    expectNoToken([first, next]);
  });

  test('an expired refresh token: exit 3, the server and the fix named, no token shown', async () => {
    const server = await mcpServer();
    const file = config('expired', server.url);
    const token = await mint(server.url, 1);
    await new Promise((r) => setTimeout(r, 2100));
    const run = await cli({ OAUTH_REFRESH_TOKEN: token }, 'snapshot', '--config', file, '--format', 'text');
    expect(run.code).toBe(3);
    expect(run.stdout + run.stderr).toMatch(REFUSED);
    expectNoToken([run]);
  });

  test('a revoked refresh token (RFC 7009): exit 3, the server and the fix named, no token shown', async () => {
    const server = await mcpServer();
    const file = config('revoked', server.url);
    const token = await mint(server.url);
    const revoked = await fetch(`${issuer}/token/revocation`, { method: 'POST', body: new URLSearchParams({ token, token_type_hint: 'refresh_token', client_id: 'gate-rt' }) });
    expect(revoked.status).toBe(200);
    const run = await cli({ OAUTH_REFRESH_TOKEN: token }, 'snapshot', '--config', file, '--format', 'text');
    expect(run.code).toBe(3);
    expect(run.stdout + run.stderr).toMatch(REFUSED);
    expectNoToken([run]);
  });
});
