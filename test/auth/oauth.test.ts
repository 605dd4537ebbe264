// Remote servers behind OAuth, against real parts: oidc-provider (a certified OpenID provider) on loopback as the
// authorization server, in front of an MCP SDK Streamable HTTP server protected by the SDK's requireBearerAuth. The
// gate reads them with the client-credentials grant from a config file and nothing else.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { FORMATS } from '../../src/report/render.js';
import { PROFILES, SERVERS, startListening, tempDir, type HttpFixture } from '../discovery/helpers.js';

jest.setTimeout(60_000);

const secret = (name: string) => `${name}-${randomBytes(16).toString('hex')}`;
const SECRETS = { basic: secret('basic'), post: secret('post'), narrow: secret('narrow') };
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const SCOPES = 'tools:read tools:admin';

const dir = tempDir('oauth');
let as: HttpFixture;
let issuer: string;
const started: HttpFixture[] = [];

async function mcpServer(...args: string[]): Promise<HttpFixture> {
  const s = await startListening(process.execPath, [join(SERVERS, 'oauth', 'mcp-server.mjs'), '--issuer', issuer, '--profile', join(PROFILES, 'seed001-v1.json'), ...args], 'oauth mcp-server');
  started.push(s);
  return s;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI in-process in `dir`, with the secrets only in its environment (as a runner's secrets are). */
async function cli(env: Record<string, string>, ...argv: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: dir,
    env: { PATH: process.env.PATH, ...env },
    color: false,
    today: '2026-11-21',
  });
  return { code, stdout, stderr };
}

/** A config of one remote server with `auth` written as the docs say: `${VAR}` references. */
function config(name: string, url: string, auth: string): string {
  const file = join(dir, `${name}.yml`);
  writeFileSync(file, `lockfile: ${name}.lock.json\nservers:\n  - id: vendor\n    url: ${url}\n${auth}`);
  return file;
}
const basicAuth = '    auth:\n      client-id: gate-basic\n      client-secret: ${OAUTH_CLIENT_SECRET}\n';

/** No secret (the configured ones, an access token: a JWT) in any text the CLI wrote. */
function expectNoSecret(...runs: Run[]): void {
  for (const r of runs) {
    const text = r.stdout + r.stderr;
    for (const value of [...Object.values(SECRETS), PEM.split('\n')[1]!]) expect(text).not.toContain(value);
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.eyJ/);
  }
}

beforeAll(async () => {
  const clients = [
    { client_id: 'gate-basic', client_secret: SECRETS.basic, token_endpoint_auth_method: 'client_secret_basic', scope: SCOPES },
    { client_id: 'gate-post', client_secret: SECRETS.post, token_endpoint_auth_method: 'client_secret_post', scope: SCOPES },
    { client_id: 'gate-narrow', client_secret: SECRETS.narrow, token_endpoint_auth_method: 'client_secret_basic', scope: 'tools:read' },
    { client_id: 'gate-jwt', token_endpoint_auth_method: 'private_key_jwt', jwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), alg: 'ES256', use: 'sig' }] }, scope: SCOPES },
  ].map((c) => ({ grant_types: ['client_credentials'], response_types: [], redirect_uris: [], ...c }));
  writeFileSync(join(dir, 'clients.json'), JSON.stringify(clients));
  as = await startListening(process.execPath, [join(SERVERS, 'oauth', 'authorization-server.mjs'), '--clients', join(dir, 'clients.json'), '--scopes', SCOPES], 'authorization server');
  issuer = as.url.replace(/\/mcp$/, '');
});

afterAll(async () => {
  await Promise.all([...started, as].filter(Boolean).map((s) => s.stop()));
});

describe('OAuth client credentials against oidc-provider', () => {
  test('pin and check with client_secret_basic: the auth surface is pinned, the check is clean, no secret in any format', async () => {
    const server = await mcpServer('--require', 'tools:read');
    const file = config('basic', server.url, basicAuth);
    const env = { OAUTH_CLIENT_SECRET: SECRETS.basic };
    const pin = await cli(env, 'pin', '--config', file);
    expect(pin.stderr).not.toContain('failed');
    expect(pin.code).toBe(0);
    const lock = JSON.parse(readFileSync(join(dir, 'basic.lock.json'), 'utf8'));
    expect(Object.keys(lock.servers.vendor.tools).sort()).toEqual(['exec_pod', 'get_pods', 'list_namespaces']);
    expect(lock.servers.vendor.auth.contract).toEqual({ auth: { authorizationServers: [issuer], scopesRequired: ['tools:read'], scopesSupported: ['tools:admin', 'tools:read'] } });
    const runs = [pin];
    for (const format of FORMATS) {
      const check = await cli(env, 'check', '--config', file, '--format', format);
      expect({ format, code: check.code, out: check.code ? check.stdout + check.stderr : '' }).toEqual({ format, code: 0, out: '' });
      runs.push(check);
    }
    expectNoSecret(...runs);
  });

  test.each([
    ['client_secret_post', '    auth:\n      client-id: gate-post\n      client-secret: ${OAUTH_CLIENT_SECRET}\n', { OAUTH_CLIENT_SECRET: SECRETS.post }],
    ['private_key_jwt', '    auth:\n      client-id: gate-jwt\n      private-key: ${OAUTH_PRIVATE_KEY}\n', { OAUTH_PRIVATE_KEY: PEM }],
  ])('%s: the server is read', async (_method, auth, env) => {
    const server = await mcpServer();
    const file = config(`m-${_method}`, server.url, auth);
    const run = await cli(env, 'snapshot', '--config', file, '--format', 'text');
    expect(run.stdout).toContain('✓ vendor: 3 tools');
    expect(run.code).toBe(0);
    expectNoSecret(run);
  });

  test('a 403 insufficient_scope steps up to the scope it names', async () => {
    const server = await mcpServer('--require', 'tools:read', '--step-up', 'tools:admin');
    const file = config('stepup', server.url, basicAuth);
    const run = await cli({ OAUTH_CLIENT_SECRET: SECRETS.basic }, 'snapshot', '--config', file);
    expect(run.code).toBe(0);
    const snap = JSON.parse(run.stdout);
    expect(snap.servers.vendor.tools).toHaveLength(3);
    expect(snap.servers.vendor.auth.scopesRequired).toEqual(['tools:admin', 'tools:read']);
  });

  test('a scope the client is never granted fails with exit 3, the step and the scope named', async () => {
    const server = await mcpServer('--require', 'tools:read', '--step-up', 'tools:admin');
    const file = config('narrow', server.url, '    auth:\n      client-id: gate-narrow\n      client-secret: ${OAUTH_CLIENT_SECRET}\n');
    const run = await cli({ OAUTH_CLIENT_SECRET: SECRETS.narrow }, 'snapshot', '--config', file, '--format', 'text');
    expect(run.code).toBe(3);
    expect(run.stdout + run.stderr).toMatch(/✗ vendor: OAuth \(scope\) failed .*"tools:admin tools:read".*invalid_scope.*gate-narrow/);
    expectNoSecret(run);
  });

  test('no credential configured: exit 3 naming the server, the step and the keys to set; no SSE fallback', async () => {
    const server = await mcpServer();
    const file = config('none', server.url, '');
    const run = await cli({}, 'snapshot', '--config', file, '--format', 'text');
    expect(run.code).toBe(3);
    const text = run.stdout + run.stderr;
    expect(text).toContain('✗ vendor: OAuth (credentials) failed');
    expect(text).toContain('set servers[0].auth.client-id and servers[0].auth.client-secret');
    expect(text).not.toMatch(/SSE/);
  });

  test('a refused secret: exit 3 with the token step, the error and the key; the secret is not shown', async () => {
    const server = await mcpServer();
    const file = config('wrong', server.url, basicAuth);
    const wrong = secret('wrong');
    const run = await cli({ OAUTH_CLIENT_SECRET: wrong }, 'snapshot', '--config', file, '--format', 'text');
    expect(run.code).toBe(3);
    const text = run.stdout + run.stderr;
    expect(text).toMatch(/OAuth \(token\) failed .*invalid_client.*check servers\[0\]\.auth\.client-id and servers\[0\]\.auth\.client-secret/);
    expect(text).not.toContain(wrong);
  });

  test('a release that demands a wider scope blocks (auth-scope-widened), naming the scope, in every format', async () => {
    const v1 = await mcpServer('--require', 'tools:read');
    const file = config('release', 'http://127.0.0.1:${VENDOR_PORT}/mcp', basicAuth);
    const port = (s: HttpFixture) => new URL(s.url).port;
    const pin = await cli({ OAUTH_CLIENT_SECRET: SECRETS.basic, VENDOR_PORT: port(v1) }, 'pin', '--config', file);
    expect(pin.code).toBe(0);
    const v2 = await mcpServer('--require', 'tools:read tools:admin');
    const runs: Run[] = [pin];
    for (const format of FORMATS) {
      const check = await cli({ OAUTH_CLIENT_SECRET: SECRETS.basic, VENDOR_PORT: port(v2) }, 'check', '--config', file, '--format', format);
      expect({ format, code: check.code }).toEqual({ format, code: 1 });
      runs.push(check);
    }
    const json = JSON.parse(runs[FORMATS.indexOf('json') + 1]!.stdout);
    const changes = JSON.stringify(json);
    expect(changes).toContain('auth-scope-widened');
    expect(changes).toContain('tools:admin');
    expect(runs[FORMATS.indexOf('text') + 1]!.stdout).toContain('tools:admin');
    expectNoSecret(...runs);
  });
});
