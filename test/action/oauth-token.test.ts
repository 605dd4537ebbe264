import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import type { GitHubStandIn } from '../support/github/index.js';
import { SERVERS, startListening, type HttpFixture } from '../discovery/helpers.js';
import { clientCredentialsClient, startAuthorizationServer } from '../auth/authorization-server.js';
import { profile, PROFILES, pullRequestStandIn, runAction, scenario, type Scenario } from './harness.js';

/**
 * The action on a pull request whose server sits behind OAuth (oidc-provider on loopback, an SDK server behind
 * requireBearerAuth) and echoes the bearer token it received into its tool descriptions: the token the gate obtained
 * is in none of what the action publishes (comment, check run, outputs, summary, log, JSON report, SARIF), and each
 * one, a refresh token the authorization server rotated during the run included, is registered with the runner's
 * masker (`::add-mask::`) as soon as it is obtained.
 */
const SECRET = `basic-${randomBytes(16).toString('hex')}`;
let dir: string;
let as: HttpFixture | undefined;
let vendor: HttpFixture | undefined;
let gh: GitHubStandIn | undefined;
let s: Scenario | undefined;
afterEach(async () => {
  await gh?.close();
  await s?.remote.cleanup();
  await Promise.all([vendor, as].filter((f): f is HttpFixture => f !== undefined).map((f) => f.stop()));
  rmSync(dir, { recursive: true, force: true });
});

const CONFIG = 'servers:\n  - id: vendor\n    url: http://127.0.0.1:${VENDOR_PORT}/mcp\n    auth:\n      client-id: gate-basic\n      client-secret: ${OAUTH_CLIENT_SECRET}\n';

test('a server that echoes its bearer token: the comment, check run, outputs, log and report files hold none', async () => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-action-oauth-'));
  let issuer: string;
  ({ as, issuer } = await startAuthorizationServer(dir, [clientCredentialsClient({ client_id: 'gate-basic', client_secret: SECRET, token_endpoint_auth_method: 'client_secret_basic' })]));
  const tokenLog = join(dir, 'tokens.log');
  const start = (reflect: string) =>
    startListening(
      process.execPath,
      [join(SERVERS, 'oauth', 'mcp-server.mjs'), '--issuer', issuer, '--profile', join(PROFILES, 'seed001-v1.json'), '--reflect', reflect, '--token-log', tokenLog],
      'oauth mcp-server',
    );
  // the lockfile the repository committed, pinned from the server before it echoed anything
  const honest = await start('');
  writeFileSync(join(dir, 'gate.yml'), CONFIG);
  const env = (f: HttpFixture) => ({ OAUTH_CLIENT_SECRET: SECRET, VENDOR_PORT: new URL(f.url).port });
  const pin = await runCli(['pin', '--config', 'gate.yml', '--quiet'], {
    stdout: () => {},
    stderr: () => {},
    cwd: dir,
    env: { PATH: process.env.PATH, ...env(honest) },
    color: false,
    today: '2026-12-02',
  });
  expect(pin).toBe(0);
  await honest.stop();
  vendor = await start('description');
  const files = { '.github/mcp-contract-gate.yml': CONFIG, 'mcp-contracts.lock.json': readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8') };
  s = await scenario(profile('seed000-t0.json'), profile('seed000-t0.json'), { lock: false, baseExtra: files });
  gh = await pullRequestStandIn(s);
  const r = await runAction(gh, s, { action: 'opened', env: env(vendor) });
  // the descriptions changed (they now carry the token, masked): blocking, and the comment shows them masked
  expect(r.outputs.decision).toBe('fail');
  const comment = gh.commentsOn(7).find((c) => c.body.startsWith('<!-- mcp-contract-gate:'))?.body ?? '';
  expect(comment).toContain('List namespaces. Authorized with ***.');
  const tokens = [...new Set(readFileSync(tokenLog, 'utf8').split('\n').filter(Boolean))];
  expect(tokens.length).toBeGreaterThan(1);
  expectMasked(r, comment, tokens);
}, 240_000);

/** Each token registered with the runner's masker, and none (nor any JWT) in what the action publishes. */
function expectMasked(r: Awaited<ReturnType<typeof runAction>>, comment: string, tokens: string[]): void {
  const published = {
    comment,
    checkRuns: JSON.stringify(gh!.checkRunsFor(s!.head)),
    outputs: JSON.stringify(r.outputs),
    summary: r.summary,
    // the runner's masking protocol aside (it reads `::add-mask::` lines and prints none): each token is registered there
    log: (r.stdout + r.stderr)
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n'),
    report: r.report ?? '',
    sarif: r.sarif ?? '',
  };
  for (const token of tokens) expect(r.stdout.split('\n')).toContain(`::add-mask::${token}`);
  for (const token of tokens) for (const [where, text] of Object.entries(published)) expect({ where, leaked: text.includes(token) }).toEqual({ where, leaked: false });
  for (const [where, text] of Object.entries(published)) expect({ where, jwt: /eyJ[A-Za-z0-9_-]{10,}\.eyJ/.test(text) }).toEqual({ where, jwt: false });
}

const ROTATING = 'servers:\n  - id: vendor\n    url: http://127.0.0.1:${VENDOR_PORT}/mcp\n    auth:\n      client-id: gate-rt\n      refresh-token: ${OAUTH_REFRESH_TOKEN}\n';

test('a refresh token the authorization server rotates mid-run: the new one, and the tokens it buys, are masked at once', async () => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-action-oauth-rotate-'));
  const scopes = 'tools:read tools:admin';
  const issuedLog = join(dir, 'issued.tokens');
  const client = { client_id: 'gate-rt', token_endpoint_auth_method: 'none', grant_types: ['refresh_token'], response_types: [], redirect_uris: [], scope: scopes };
  let issuer: string;
  ({ as, issuer } = await startAuthorizationServer(dir, [client], ['--scopes', scopes, '--rotate', '--issued-log', issuedLog]));
  const minted: string[] = [];
  const mint = async (resource: string) => {
    const res = await fetch(`${issuer}/test/refresh-token`, { method: 'POST', body: JSON.stringify({ client_id: 'gate-rt', resource, scope: scopes }) });
    const { refresh_token } = (await res.json()) as { refresh_token: string };
    minted.push(refresh_token);
    return refresh_token;
  };
  const tokenLog = join(dir, 'received.tokens');
  // the step-up to tools:admin after the first token makes the gate refresh again, with the token rotated the first time
  const start = (reflect: string) =>
    startListening(
      process.execPath,
      [
        join(SERVERS, 'oauth', 'mcp-server.mjs'),
        ...['--issuer', issuer, '--profile', join(PROFILES, 'seed001-v1.json'), '--require', 'tools:read', '--step-up', 'tools:admin', '--reflect', reflect, '--token-log', tokenLog],
      ],
      'oauth mcp-server',
    );
  const honest = await start('');
  writeFileSync(join(dir, 'gate.yml'), ROTATING);
  const port = (f: HttpFixture) => new URL(f.url).port;
  const pin = await runCli(['pin', '--config', 'gate.yml', '--quiet'], {
    stdout: () => {},
    stderr: () => {},
    cwd: dir,
    env: { PATH: process.env.PATH, OAUTH_REFRESH_TOKEN: await mint(honest.url), VENDOR_PORT: port(honest) },
    color: false,
    today: '2026-12-02',
  });
  expect(pin).toBe(0);
  await honest.stop();
  vendor = await start('description');
  const files = { '.github/mcp-contract-gate.yml': ROTATING, 'mcp-contracts.lock.json': readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8') };
  s = await scenario(profile('seed000-t0.json'), profile('seed000-t0.json'), { lock: false, baseExtra: files });
  gh = await pullRequestStandIn(s);
  const issuedBefore = readFileSync(issuedLog, 'utf8').split('\n').filter(Boolean).length;
  const r = await runAction(gh, s, { action: 'opened', env: { OAUTH_REFRESH_TOKEN: await mint(vendor.url), VENDOR_PORT: port(vendor) } });
  expect(r.outputs.decision).toBe('fail'); // the descriptions now carry the token (masked)
  const comment = gh.commentsOn(7).find((c) => c.body.startsWith('<!-- mcp-contract-gate:'))?.body ?? '';
  expect(comment).toContain('Authorized with ***.');
  // during the action's run the authorization server issued access tokens and rotated refresh tokens (at least two
  // refreshes: the challenge's scope, then the step-up with the rotated token)
  const issued = readFileSync(issuedLog, 'utf8').split('\n').filter(Boolean).slice(issuedBefore);
  expect(issued.length).toBeGreaterThanOrEqual(4);
  const rotated = issued.filter((t) => !/^eyJ/.test(t));
  expect(rotated.length).toBeGreaterThan(0);
  expectMasked(r, comment, [...new Set([...issued, minted[1]!])]);
}, 240_000);
