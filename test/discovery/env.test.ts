import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { discoverServer, serverEnvironment } from '../../src/discovery/index.js';
import { PACKAGE_MANAGER_ENV } from '../../src/discovery/launch.js';
import { ROOT } from '../support/paths.js';
import { stdioServer, tempDir } from './helpers.js';

const RUNNER_SECRETS = {
  GITHUB_TOKEN: 'ghs_secret',
  INPUT_GITHUB_TOKEN: 'ghs_secret',
  ACTIONS_RUNTIME_TOKEN: 'rt',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://x',
  AWS_SECRET_ACCESS_KEY: 'aws',
};

describe("server environment: the SDK default + the package managers' settings + the config env, nothing else", () => {
  const saved: Record<string, string | undefined> = {};
  let dir: string;
  beforeAll(() => {
    dir = tempDir('env');
    for (const [k, v] of Object.entries(RUNNER_SECRETS)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });
  afterAll(() => {
    for (const k of Object.keys(RUNNER_SECRETS)) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const names = (description: string | undefined) => (description ?? '').split(',');

  test("the runner's tokens never reach a server (process.env as the source)", async () => {
    const snapshot = await discoverServer(stdioServer('env', 'env-dump-server.mjs', [], { env: { API_KEY: 'k' } }), { rootDir: ROOT });
    expect(snapshot.error).toBeUndefined();
    const seen = names(snapshot.tools[0]!.description);
    expect(seen).toContain('API_KEY');
    expect(seen).toContain('PATH');
    for (const secret of Object.keys(RUNNER_SECRETS)) expect(seen).not.toContain(secret);
    // the SDK's set, the package managers' own settings (PACKAGE_MANAGER_ENV), the config's env
    for (const name of seen) if (!PACKAGE_MANAGER_ENV.test(name)) expect(['HOME', 'LOGNAME', 'PATH', 'SHELL', 'TERM', 'TZ', 'USER', 'API_KEY']).toContain(name);
  });

  test('nor with an explicit env (the workflow step env) as the source', async () => {
    const env = { ...RUNNER_SECRETS, PATH: process.env.PATH, HOME: '/home/runner', RUNNER_TEMP: '/tmp' };
    const snapshot = await discoverServer(stdioServer('env', 'env-dump-server.mjs'), { rootDir: ROOT, env });
    expect(names(snapshot.tools[0]!.description).sort()).toEqual(['HOME', 'PATH']);
  });

  test('a config can pass a token on by name', async () => {
    const snapshot = await discoverServer(stdioServer('env', 'env-dump-server.mjs', [], { env: { GITHUB_TOKEN: 'scoped' } }), { rootDir: ROOT });
    expect(names(snapshot.tools[0]!.description)).toContain('GITHUB_TOKEN');
  });

  test('setup commands get the same restricted environment (plus the config env)', async () => {
    const out = join(dir, 'setup-env.txt');
    const server = stdioServer('env', 'env-dump-server.mjs', [], { env: { API_KEY: 'k' }, setup: `env | cut -d= -f1 | sort > '${out}'` });
    const snapshot = await discoverServer(server, { rootDir: ROOT });
    expect(snapshot.error).toBeUndefined();
    const seen = readFileSync(out, 'utf8').trim().split('\n');
    expect(seen).toContain('API_KEY');
    for (const secret of Object.keys(RUNNER_SECRETS)) expect(seen).not.toContain(secret);
  });

  test('serverEnvironment drops shell functions, as the SDK does', () => {
    expect(serverEnvironment({ A: '1' }, { PATH: '/bin', SHELL: '() { evil; }', GITHUB_TOKEN: 'x' })).toEqual({ PATH: '/bin', A: '1' });
  });
});
