// A server that echoes the bearer token it received (an attack: the gate's token published in a pull request): the
// tokens the gate obtains at run time are secrets like the configured ones, scrubbed from every output. Real parts:
// oidc-provider on loopback issuing JWT access tokens, an SDK Streamable HTTP server behind requireBearerAuth that
// puts the token into its tool descriptions (or its error answer) and logs each token it got, so the test knows them.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { FORMATS } from '../../src/report/render.js';
import { DEBUG_ENV } from '../../src/util/debug.js';
import { PROFILES, SERVERS, startListening, tempDir, type HttpFixture } from '../discovery/helpers.js';
import { clientCredentialsClient, startAuthorizationServer } from './authorization-server.js';
import { DIST } from '../support/paths.js';

jest.setTimeout(120_000);

const SECRET = `basic-${randomBytes(16).toString('hex')}`;
const dir = tempDir('reflected-token');
let as: HttpFixture;
let issuer: string;
const started: HttpFixture[] = [];

interface Run {
  what: string;
  code: number;
  stdout: string;
  stderr: string;
}

/** The MCP server, echoing its tokens where `reflect` says, and logging each one to `log`. */
async function mcpServer(reflect: string, log: string): Promise<{ server: HttpFixture; tokens: () => string[] }> {
  const server = await startListening(
    process.execPath,
    [join(SERVERS, 'oauth', 'mcp-server.mjs'), '--issuer', issuer, '--profile', join(PROFILES, 'seed001-v1.json'), '--reflect', reflect, '--token-log', log],
    'oauth mcp-server',
  );
  started.push(server);
  return { server, tokens: () => (existsSync(log) ? [...new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean))] : []) };
}

const port = (s: HttpFixture) => new URL(s.url).port;

async function cli(env: Record<string, string>, ...argv: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env: { PATH: process.env.PATH, ...env }, color: false, today: '2026-11-21' });
  return { what: argv.join(' '), code, stdout, stderr };
}

/** The bundled CLI as a process (its whole stdout and stderr, the debug log's lines among them). */
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

/** No token the server received, nor any JWT, in any output or file written. */
function expectNoToken(tokens: string[], runs: Run[], files: string[]): void {
  expect(tokens.length).toBeGreaterThan(0);
  const texts = [...runs.map((r) => ({ what: r.what, text: r.stdout + r.stderr })), ...files.filter(existsSync).map((f) => ({ what: f, text: readFileSync(f, 'utf8') }))];
  for (const { what, text } of texts) {
    for (const token of tokens) expect({ what, leaked: text.includes(token) }).toEqual({ what, leaked: false });
    expect({ what, jwt: /eyJ[A-Za-z0-9_-]{10,}\.eyJ/.test(text) }).toEqual({ what, jwt: false });
  }
}

function config(name: string): string {
  const file = join(dir, `${name}.yml`);
  writeFileSync(
    file,
    `lockfile: ${name}.lock.json\nservers:\n  - id: vendor\n    url: http://127.0.0.1:\${VENDOR_PORT}/mcp\n    auth:\n      client-id: gate-basic\n      client-secret: \${OAUTH_CLIENT_SECRET}\n`,
  );
  return file;
}

beforeAll(async () => {
  ({ as, issuer } = await startAuthorizationServer(dir, [clientCredentialsClient({ client_id: 'gate-basic', client_secret: SECRET, token_endpoint_auth_method: 'client_secret_basic' })]));
});

afterAll(async () => {
  await Promise.all([...started, as].filter(Boolean).map((s) => s.stop()));
});

describe('a server that echoes the bearer token it received', () => {
  test('in its tool descriptions: masked before any output sees it, in every format of check, snapshot and pin, the debug log too', async () => {
    const file = config('described');
    const honest = await mcpServer('', join(dir, 'honest.tokens'));
    const pinned = await cli({ OAUTH_CLIENT_SECRET: SECRET, VENDOR_PORT: port(honest.server) }, 'pin', '--config', file);
    expect([pinned.code, pinned.stderr]).toEqual([0, expect.stringContaining('pinned 3 tools')]);

    const { server, tokens } = await mcpServer('description', join(dir, 'described.tokens'));
    const env = { OAUTH_CLIENT_SECRET: SECRET, VENDOR_PORT: port(server) };
    const runs: Run[] = [pinned];
    for (const format of FORMATS) {
      const check = await cli(env, 'check', '--config', file, '--format', format);
      expect({ format, code: check.code }).toEqual({ format, code: 1 });
      runs.push(check);
    }
    // the text report truncates a long description: the token was masked before, so no prefix of it is left either
    expect(runs.at(-FORMATS.length + FORMATS.indexOf('text'))!.stdout).toContain('List namespaces. Authorized with ***.');
    for (const format of ['json', 'text']) {
      const snap = await cli(env, 'snapshot', '--config', file, '--format', format);
      expect({ format, code: snap.code }).toEqual({ format, code: 0 });
      runs.push(snap);
    }
    const out = join(dir, 'described.snapshot.json');
    runs.push(await cli(env, 'snapshot', '--config', file, '--out', out));
    expect(JSON.parse(readFileSync(out, 'utf8')).servers.vendor.warnings).toEqual([expect.stringContaining('the server sent back an OAuth token the gate obtained for it (masked as ***)')]);
    const relock = join(dir, 'described.repinned.lock.json');
    const repin = await cli(env, 'pin', '--config', file, '--lockfile', relock, '--format', 'json');
    expect(repin.code).toBe(0);
    runs.push(repin);
    expect(JSON.parse(readFileSync(relock, 'utf8')).servers.vendor.tools.get_pods.contract.description).toBe('List pods in a namespace. Authorized with ***.');
    // the bundle as a process, the debug log on: all it writes
    for (const format of ['json', 'markdown']) {
      const debug = await spawned({ ...env, [DEBUG_ENV]: '1' }, 'check', '--config', file, '--format', format);
      expect({ format, code: debug.code }).toEqual({ format, code: 1 });
      runs.push(debug);
    }
    expectNoToken([...tokens(), ...honest.tokens()], runs, [join(dir, 'described.lock.json'), relock, out]);
  });

  test('in the error it answers a listing with: the failure names the error, the token masked', async () => {
    const file = config('erring');
    const { server, tokens } = await mcpServer('error', join(dir, 'erring.tokens'));
    const env = { OAUTH_CLIENT_SECRET: SECRET, VENDOR_PORT: port(server) };
    const runs = [await cli(env, 'snapshot', '--config', file, '--format', 'text'), await cli(env, 'pin', '--config', file)];
    for (const format of FORMATS) runs.push(await cli(env, 'check', '--config', file, '--format', format));
    runs.push(await spawned({ ...env, [DEBUG_ENV]: '1' }, 'snapshot', '--config', file, '--format', 'text'));
    for (const r of runs) expect({ what: r.what, code: r.code }).toEqual({ what: r.what, code: 3 });
    expect(runs[0]!.stdout).toContain('listing refused for the token ***');
    expectNoToken(tokens(), runs, [join(dir, 'erring.lock.json')]);
  });
});
