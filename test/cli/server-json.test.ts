import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { FIXTURES } from '../support/paths.js';
import { serverPackage, startRegistry, type LocalRegistry } from '../support/npm-registry.js';

/**
 * A repository that publishes its server with an MCP Registry server.json and has no gate config: the server is the
 * real `npm pack`ed fixture package, served by a local npm registry (no network) that server.json names as its
 * `registryBaseUrl`, installed and run by the real `npx -y`. 1.0.0 serves seed001-v1; 1.1.0 renames a parameter.
 */
const NAME = 'mcg-fixture-server';
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const PROFILES = join(FIXTURES, 'servers', 'profiles');
const pack = (version: string, variant: string) =>
  serverPackage(NAME, version, SERVER, ['--profile', join(PROFILES, version === '1.0.0' ? 'seed001-v1.json' : 'seed001-v2.json'), '--version', version], variant);

let dir: string;
let registry: LocalRegistry;
beforeAll(async () => {
  registry = await startRegistry(NAME, pack);
  registry.publish('1.0.0');
  registry.publish('1.1.0');
});
afterAll(() => registry.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-server-json-'));
  git('init', '-q', '-b', 'main');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
const serverJson = (version: string, packageVersion = version, env: object[] = []) =>
  `${JSON.stringify(
    {
      $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
      name: 'io.github.acme/fixture-server',
      description: 'The fixture MCP server, published on npm',
      version,
      packages: [{ registryType: 'npm', registryBaseUrl: registry.url, identifier: NAME, version: packageVersion, transport: { type: 'stdio' }, environmentVariables: env }],
    },
    null,
    2,
  )}\n`;
async function cli(argv: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env: { PATH: process.env.PATH, HOME: dir, ...env }, color: false, today: '2026-11-24' });
  return { code, stdout, stderr };
}
const ID = `npm-${NAME}`;

test('only a server.json: pinned at its exact version, checked, and gated; no --config needed', async () => {
  writeFileSync(join(dir, 'server.json'), serverJson('1.0.0'));
  const pin = await cli(['pin', '-q']);
  expect([pin.code, pin.stderr]).toEqual([EXIT_CODES.pass, 'pinned 3 tools from 1 server in mcp-contracts.lock.json\n']);
  const lock = JSON.parse(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'));
  expect(Object.keys(lock.servers)).toEqual([ID]);
  expect(lock.servers[ID].package).toMatchObject({ manager: 'npx', name: NAME, version: '1.0.0', integrity: expect.stringMatching(/^sha512-/) });
  expect(Object.keys(lock.servers[ID].tools).sort()).toEqual(['exec_pod', 'get_pods', 'list_namespaces']);
  expect((await cli(['check', '-q'])).code).toBe(EXIT_CODES.pass);
  git('add', '-A');
  git('commit', '-q', '-m', 'release 1.0.0');

  // the next release's server.json: 1.1.0 renames a parameter, which the gate blocks like any contract change
  writeFileSync(join(dir, 'server.json'), serverJson('1.1.0'));
  const gate = await cli(['gate', '--base', 'main', '--format', 'json']);
  expect(gate.code).toBe(EXIT_CODES.blocking);
  const report = JSON.parse(gate.stdout);
  expect(report.changes.find((c: { rule: string }) => c.rule === 'param-renamed')).toMatchObject({ server: ID, tool: 'get_pods', blocking: true });
  expect(report.changes.some((c: { rule: string }) => c.rule === 'server-json-version-mismatch')).toBe(false);
  expect((await cli(['check', '-q'])).code).toBe(EXIT_CODES.blocking);

  // its release check against the published 1.0.0: a renamed parameter needs 2.0.0
  const release = await cli(['release-check', '-q', '--since-published', '1.0.0']);
  expect(release.code).toBe(EXIT_CODES.blocking);
  expect(release.stdout.split('\n')[0]).toBe('Baseline: npm mcg-fixture-server@1.0.0.');
  expect(release.stdout).toContain('✗ The contract changes need a major release: 1.1.0 (server.json) is only a minor bump from 1.0.0 (npm mcg-fixture-server); release 2.0.0 (or later).');
  expect(release.stdout).toContain("Parameter 'selector' renamed to 'label_selector'. [param-renamed; major: old calls still succeed but do something else]");
}, 240_000);

test('a server.json whose version disagrees with its package is reported, in check and in gate', async () => {
  writeFileSync(join(dir, 'server.json'), serverJson('1.1.0', '1.0.0'));
  expect((await cli(['pin', '-q'])).code).toBe(EXIT_CODES.pass);
  const check = await cli(['check', '--format', 'json']);
  expect(check.code).toBe(EXIT_CODES.blocking);
  const finding = JSON.parse(check.stdout).changes.find((c: { rule: string }) => c.rule === 'server-json-version-mismatch');
  expect(finding).toMatchObject({
    server: ID,
    severity: 'silent',
    blocking: true,
    before: '1.1.0',
    after: '1.0.0',
    message: `server.json: packages[0] runs ${NAME} 1.0.0, but server.json's version is 1.1.0; make them the same`,
  });
  const md = await cli(['check', '--format', 'markdown']);
  expect(md.stdout).toContain('`server-json-version-mismatch` server.json: packages\\[0\\] runs mcg\\-fixture\\-server 1.0.0');
  // release-check names it too
  git('add', '-A');
  git('commit', '-q', '-m', 'x');
  const release = await cli(['release-check', '-q', '--since-published', '1.0.0', '--format', 'json']);
  expect(release.code).toBe(EXIT_CODES.blocking);
  expect(JSON.parse(release.stdout).problems).toEqual([`server.json: packages[0] runs ${NAME} 1.0.0, but server.json's version is 1.1.0; make them the same`]);
}, 240_000);

test('a required environment variable that is not set is named; once set, the server starts', async () => {
  writeFileSync(join(dir, 'server.json'), serverJson('1.0.0', '1.0.0', [{ name: 'FIXTURE_TOKEN', isRequired: true, isSecret: true }]));
  const missing = await cli(['snapshot']);
  expect(missing.code).toBe(EXIT_CODES.badInput);
  expect(missing.stderr).toContain('packages[0].environmentVariables[0] needs FIXTURE_TOKEN, which is required and not set');
  const snap = await cli(['snapshot', '-q'], { FIXTURE_TOKEN: 'secret-value-123' });
  expect(snap.code).toBe(EXIT_CODES.pass);
  expect(JSON.parse(snap.stdout).servers[ID].tools.map((t: { name: string }) => t.name)).toEqual(['get_pods', 'exec_pod', 'list_namespaces']);
}, 240_000);
