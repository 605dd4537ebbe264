// `proxy --listen` in front of a server behind OAuth, against real parts: oidc-provider on loopback (short-lived JWT
// access tokens), an SDK Streamable HTTP server behind requireBearerAuth that demands a step-up and echoes the token
// it got in every call's result, and a real SDK client through the bundled proxy. The proxy is the server's OAuth
// client with the entry's `auth` (as discovery is): the client lists and calls, the token never reaches it.
import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { runCli } from '../../src/cli/run.js';
import { PROFILES, SERVERS, startListening, tempDir, type HttpFixture } from '../discovery/helpers.js';
import { clientCredentialsClient, startAuthorizationServer } from './authorization-server.js';
import { DIST } from '../support/paths.js';
import { startProxyListener, type Cleanups } from '../support/proxy-listener.js';

jest.setTimeout(120_000);

const SECRET = `basic-${randomBytes(16).toString('hex')}`;
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
/** How long an access token lives (s): the proxy outlives its first one. */
const TTL_S = 2;
const dir = tempDir('proxy-oauth');
const cleanups: Cleanups = [];
let as: HttpFixture;
let vendor: HttpFixture;
const tokenLog = join(dir, 'tokens.log');
const authLog = join(dir, 'authorization.log');
const tokens = () => (existsSync(tokenLog) ? [...new Set(readFileSync(tokenLog, 'utf8').split('\n').filter(Boolean))] : []);

const AUTH = '    auth:\n      client-id: gate-basic\n      client-secret: ${OAUTH_CLIENT_SECRET}\n';
function config(name: string, auth: string): string {
  const file = join(dir, `${name}.yml`);
  writeFileSync(file, `lockfile: vendor.lock.json\nservers:\n  - id: vendor\n    url: http://127.0.0.1:\${VENDOR_PORT}/mcp\n${auth}`);
  return file;
}
const env = (secret = SECRET) => ({ OAUTH_CLIENT_SECRET: secret, VENDOR_PORT: new URL(vendor.url).port });

/** The bundled proxy as a process that is expected to refuse to start: its exit code and stderr. */
function refusedStart(file: string, e: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(DIST, 'cli.js'), 'proxy', '--config', file, '--server', 'vendor', '--listen', '0'], {
      env: { PATH: process.env.PATH, ...e },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

beforeAll(async () => {
  const clients = [
    { client_id: 'gate-basic', client_secret: SECRET, token_endpoint_auth_method: 'client_secret_basic' },
    { client_id: 'gate-jwt', token_endpoint_auth_method: 'private_key_jwt', jwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), alg: 'ES256', use: 'sig' }] } },
  ].map((c) => clientCredentialsClient(c));
  let issuer: string;
  ({ as, issuer } = await startAuthorizationServer(dir, clients, ['--ttl', String(TTL_S)]));
  vendor = await startListening(
    process.execPath,
    [
      join(SERVERS, 'oauth', 'mcp-server.mjs'),
      ...['--issuer', issuer, '--profile', join(PROFILES, 'seed001-v1.json'), '--require', 'tools:read', '--step-up', 'tools:admin'],
      ...['--reflect', 'call', '--token-log', tokenLog, '--auth-log', authLog],
    ],
    'oauth mcp-server',
  );
  let stderr = '';
  const code = await runCli(['pin', '--config', config('pin', AUTH)], {
    stdout: () => {},
    stderr: (t) => (stderr += t),
    cwd: dir,
    env: { PATH: process.env.PATH, ...env() },
    color: false,
    today: '2026-11-21',
  });
  expect([code, stderr]).toEqual([0, expect.stringContaining('pinned 3 tools')]);
});

afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

afterAll(async () => {
  await Promise.all([vendor, as].filter(Boolean).map((s) => s.stop()));
});

describe('proxy --listen in front of a server behind OAuth', () => {
  test('an SDK client lists and calls through the proxy, past a token that expired; no token reaches it or the audit log', async () => {
    const proxy = await startProxyListener(dir, ['--config', config('proxy', AUTH), '--server', 'vendor'], cleanups, env());
    expect(proxy.stderr()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+\/mcp \(server 'vendor' at http:\/\/127\.0\.0\.1:[^/]+\/mcp, OAuth, enforce block by hash\)/);
    // the client's own Authorization is the client's: the proxy sends the server its own token instead
    const client = new Client({ name: 'through-the-proxy', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(proxy.url), { requestInit: { headers: { authorization: 'Bearer not-the-servers-token-at-all' } } });
    await client.connect(transport);
    cleanups.push(() => client.close());
    const seen: unknown[] = [];
    const listed = await client.listTools();
    seen.push(listed);
    expect(listed.tools.map((t) => t.name).sort()).toEqual(['exec_pod', 'get_pods', 'list_namespaces']);
    const first = await client.callTool({ name: 'get_pods', arguments: { namespace: 'default' } });
    seen.push(first);
    // the server echoed the proxy's token into the result: the client reads it masked
    expect(first.content).toEqual([{ type: 'text', text: 'called with token ***' }]);
    const before = tokens().length;
    await new Promise((r) => setTimeout(r, (TTL_S + 1.5) * 1000));
    const second = await client.callTool({ name: 'list_namespaces', arguments: {} });
    seen.push(second);
    expect(second.content).toEqual([{ type: 'text', text: 'called with token ***' }]);
    // the expired token was answered 401 and replaced: the server accepted a new one
    expect(tokens().length).toBeGreaterThan(before);
    // what reached the server: the proxy's tokens (none, first, where it was asked to authorize), never the client's header
    expect(readFileSync(authLog, 'utf8')).not.toContain('not-the-servers-token-at-all');
    const audit = readFileSync(proxy.audit, 'utf8');
    expect(audit).toContain('"tool":"list_namespaces"');
    const texts = { client: JSON.stringify(seen), audit, stderr: proxy.stderr() };
    expect(tokens().length).toBeGreaterThanOrEqual(2);
    for (const token of tokens()) for (const [where, text] of Object.entries(texts)) expect({ where, leaked: text.includes(token) }).toEqual({ where, leaked: false });
    for (const [where, text] of Object.entries(texts)) expect({ where, jwt: /eyJ[A-Za-z0-9_-]{10,}\.eyJ/.test(text) }).toEqual({ where, jwt: false });
  });

  test("--upstream URL with the config's entry (--config, --server) takes the entry's auth", async () => {
    const proxy = await startProxyListener(dir, ['--config', config('upstream', AUTH), '--server', 'vendor', '--upstream', vendor.url], cleanups, env());
    expect(proxy.stderr()).toContain(', OAuth, enforce block');
    const client = new Client({ name: 'through-the-proxy', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(proxy.url)));
    cleanups.push(() => client.close());
    expect((await client.listTools()).tools).toHaveLength(3);
    expect((await client.callTool({ name: 'exec_pod', arguments: { pod: 'web', command: 'ls' } })).content).toEqual([{ type: 'text', text: 'called with token ***' }]);
  });

  test('private_key_jwt: the proxy signs its client assertion and serves the calls', async () => {
    const jwt = '    auth:\n      client-id: gate-jwt\n      private-key: ${OAUTH_PRIVATE_KEY}\n';
    const proxy = await startProxyListener(dir, ['--config', config('jwt', jwt), '--server', 'vendor'], cleanups, { ...env(), OAUTH_PRIVATE_KEY: PEM });
    const client = new Client({ name: 'through-the-proxy', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(proxy.url)));
    cleanups.push(() => client.close());
    expect((await client.listTools()).tools).toHaveLength(3);
    expect((await client.callTool({ name: 'list_namespaces', arguments: {} })).content).toEqual([{ type: 'text', text: 'called with token ***' }]);
    expect(proxy.stderr() + readFileSync(proxy.audit, 'utf8')).not.toContain(PEM.split('\n')[1]!);
  });

  test('no credential for a server that asks for one: exit 3 before listening, naming the server, the step and the key', async () => {
    const run = await refusedStart(config('none', ''), env());
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("mcp-contract-gate proxy: refused to start server 'vendor': OAuth (credentials) failed at http://127.0.0.1:");
    expect(run.stderr).toContain('set servers[0].auth.client-id and servers[0].auth.client-secret');
    expect(run.stderr).not.toContain('listening on');
  });

  test('a refused secret: exit 3 with the token step and the key; the secret is not shown', async () => {
    const wrong = `wrong-${randomBytes(16).toString('hex')}`;
    const run = await refusedStart(config('wrong', AUTH), env(wrong));
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/refused to start server 'vendor': OAuth \(token\) failed .*invalid_client.*check servers\[0\]\.auth\.client-id and servers\[0\]\.auth\.client-secret/);
    expect(run.stderr).not.toContain(wrong);
  });
});
