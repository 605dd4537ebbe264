import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig } from '../../src/config/load.js';
import { configOrServerJson, isServerJson, serverJsonEnvNames, SERVER_JSON_SCHEMA_URL } from '../../src/config/server-json.js';
import { serverJsonFindings } from '../../src/policy/server-json.js';
import { ROOT } from '../support/paths.js';

const SCHEMA_DIR = join(ROOT, 'src', 'config', 'registry');

const serverJson = (extra: Record<string, unknown> = {}) => ({
  $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
  name: 'io.github.acme/issues',
  description: 'Issues for agents',
  version: '1.3.0',
  ...extra,
});
const parse = (data: unknown, env: Record<string, string> = {}) => parseConfig(JSON.stringify(data, null, 2), 'server.json', { env });

test('the vendored schema is the file its README names (hash), published at its $id', () => {
  const text = readFileSync(join(SCHEMA_DIR, 'server.schema.json'));
  const readme = readFileSync(join(SCHEMA_DIR, 'README.md'), 'utf8');
  const hash = createHash('sha256').update(text).digest('hex');
  expect(readme).toContain(`SHA-256 of the file: \`${hash}\``);
  expect(readme).toContain(SERVER_JSON_SCHEMA_URL);
  expect(SERVER_JSON_SCHEMA_URL).toBe('https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json');
});

test('told apart from the other JSON configs by content', () => {
  expect(isServerJson(serverJson({ packages: [] }))).toBe(true);
  expect(isServerJson({ name: 'a/b', version: '1.0.0', remotes: [] })).toBe(true);
  expect(isServerJson({ mcpServers: {} })).toBe(false);
  expect(isServerJson({ servers: {}, name: 'a/b', version: '1', packages: [] })).toBe(false);
  expect(isServerJson({ name: 'x', version: '1' })).toBe(false);
});

test('npm, PyPI and OCI packages become servers launched at their exact version; remotes become HTTP servers', () => {
  const config = parse(
    serverJson({
      packages: [
        {
          registryType: 'npm',
          registryBaseUrl: 'http://127.0.0.1:4873',
          identifier: '@acme/issues-mcp',
          version: '1.3.0',
          transport: { type: 'stdio' },
          packageArguments: [
            { type: 'positional', value: 'serve' },
            { type: 'named', name: '--mode', value: 'read-only' },
            { type: 'named', name: '--verbose' },
          ],
          environmentVariables: [
            { name: 'ISSUES_TOKEN', isRequired: true, isSecret: true },
            { name: 'ISSUES_REGION', default: 'eu' },
            { name: 'ISSUES_FIXED', value: 'x-{tier}', variables: { tier: { default: 'free' } } },
            { name: 'ISSUES_OPTIONAL' },
          ],
        },
        { registryType: 'pypi', identifier: 'issues-mcp', version: '1.3.0', transport: { type: 'stdio' } },
        { registryType: 'oci', identifier: 'ghcr.io/acme/issues', version: '1.3.0', transport: { type: 'stdio' }, environmentVariables: [{ name: 'ISSUES_TOKEN', isRequired: true }] },
      ],
      remotes: [
        {
          type: 'streamable-http',
          url: 'https://{region}.acme.example/mcp',
          variables: { region: { default: 'eu' } },
          headers: [{ name: 'Authorization', value: 'Bearer {token}', variables: { token: { isRequired: true, isSecret: true } } }],
        },
      ],
    }),
    { ISSUES_TOKEN: 'tok-1', token: 'tok-2' },
  );
  const byId = Object.fromEntries(config.servers.map((s) => [s.id, s]));
  expect(Object.keys(byId)).toEqual(['npm-acme-issues-mcp', 'pypi-issues-mcp', 'oci-ghcr.io-acme-issues', 'remote-x.acme.example']);
  expect(byId['npm-acme-issues-mcp']).toMatchObject({
    transport: 'stdio',
    command: 'npx',
    args: ['-y', '@acme/issues-mcp@1.3.0', 'serve', '--mode=read-only', '--verbose'],
    env: { ISSUES_TOKEN: 'tok-1', ISSUES_REGION: 'eu', ISSUES_FIXED: 'x-free', npm_config_registry: 'http://127.0.0.1:4873/' },
    origin: { file: 'server.json', key: 'packages[0]', line: 7 },
  });
  expect(byId['npm-acme-issues-mcp']!.env).not.toHaveProperty('ISSUES_OPTIONAL');
  expect(byId['pypi-issues-mcp']).toMatchObject({ command: 'uvx', args: ['issues-mcp==1.3.0'] });
  expect(byId['oci-ghcr.io-acme-issues']).toMatchObject({ command: 'docker', args: ['run', '-i', '--rm', '-e', 'ISSUES_TOKEN', 'ghcr.io/acme/issues:1.3.0'], env: { ISSUES_TOKEN: 'tok-1' } });
  expect(byId['remote-x.acme.example']).toMatchObject({ transport: 'http', url: 'https://eu.acme.example/mcp', headers: { Authorization: 'Bearer tok-2' } });
  expect(config.serverJson).toEqual({
    file: 'server.json',
    name: 'io.github.acme/issues',
    version: '1.3.0',
    packages: [
      { server: 'npm-acme-issues-mcp', key: 'packages[0]', identifier: '@acme/issues-mcp', version: '1.3.0' },
      { server: 'pypi-issues-mcp', key: 'packages[1]', identifier: 'issues-mcp', version: '1.3.0' },
      { server: 'oci-ghcr.io-acme-issues', key: 'packages[2]', identifier: 'ghcr.io/acme/issues', version: '1.3.0' },
    ],
  });
  expect(serverJsonFindings(config)).toEqual([]);
  // the names it reads from the environment are secrets to the publishing side
  expect(serverJsonEnvNames(JSON.stringify(serverJson({ packages: [{ environmentVariables: [{ name: 'A' }] }], remotes: [{ headers: [{ name: 'H' }], variables: { v: {} } }] })))).toEqual([
    'A',
    'H',
    'v',
  ]);
});

test('required variables that are not set: one error naming each, with the fix', () => {
  const data = serverJson({
    packages: [
      {
        registryType: 'npm',
        identifier: 'issues-mcp',
        version: '1.3.0',
        transport: { type: 'stdio' },
        environmentVariables: [
          { name: 'ISSUES_TOKEN', isRequired: true },
          { name: 'ISSUES_ORG', isRequired: true },
        ],
      },
    ],
    remotes: [{ type: 'streamable-http', url: 'https://api.acme.example/mcp', headers: [{ name: 'X-Key', isRequired: true }] }],
  });
  expect(() => parse(data)).toThrow(
    'server.json: packages[0].environmentVariables[0] needs ISSUES_TOKEN, which is required and not set: set it in the environment the gate runs in (in a workflow, `env: ISSUES_TOKEN: ${{ secrets.ISSUES_TOKEN }}`) (line 15)',
  );
  let message = '';
  try {
    parse(data);
  } catch (err) {
    message = (err as Error).message;
  }
  expect(message).toContain('packages[0].environmentVariables[1] needs ISSUES_ORG');
  expect(message).toContain('remotes[0].headers[0] needs X-Key');
  // `only` builds one server: the others' variables need not be set
  expect(parseConfig(JSON.stringify(data), 'server.json', { env: { 'X-Key': 'k' }, only: 'remote-api.acme.example' }).servers.map((s) => s.id)).toEqual(['remote-api.acme.example']);
});

test('the registry schema judges the file first; what the gate cannot launch is named with the fix', () => {
  expect(() => parse(serverJson({ packages: [{ registryType: 'npm', identifier: 'x', version: 'latest', transport: { type: 'stdio' } }] }))).toThrow(
    /packages\[0\]\.version .*\(the MCP Registry's server\.json schema, https:\/\/static/,
  );
  expect(() => parse({ name: 'no-slash', description: 'd', version: '1.0.0', packages: [] })).toThrow(/name must match pattern/);
  expect(() => parse(serverJson({ packages: [{ registryType: 'nuget', identifier: 'X', version: '1.0.0', transport: { type: 'stdio' } }] }))).toThrow(
    /packages\[0\]\.registryType is "nuget": the gate launches npm, pypi and oci packages/,
  );
  expect(() => parse(serverJson({ packages: [{ registryType: 'npm', identifier: 'x', version: '1.0.0', transport: { type: 'streamable-http', url: 'http://localhost:3000/mcp' } }] }))).toThrow(
    /packages\[0\]\.transport\.type is streamable-http: the gate launches a package over stdio only/,
  );
  expect(() => parse(serverJson({ packages: [] }))).toThrow(/lists no packages and no remotes/);
});

test('a package whose version is not the server.json version is a server-json-version-mismatch finding (silent: blocks by default)', () => {
  const config = parse(
    serverJson({
      packages: [
        { registryType: 'npm', identifier: 'issues-mcp', version: '1.2.0', transport: { type: 'stdio' } },
        { registryType: 'pypi', identifier: 'issues-mcp', version: 'v1.3.0', transport: { type: 'stdio' } },
      ],
    }),
  );
  expect(serverJsonFindings(config)).toEqual([
    expect.objectContaining({
      server: 'npm-issues-mcp',
      rule: 'server-json-version-mismatch',
      severity: 'silent',
      before: '1.3.0',
      after: '1.2.0',
      message: "server.json: packages[0] runs issues-mcp 1.2.0, but server.json's version is 1.3.0; make them the same",
    }),
  ]);
  // a package with no version of its own runs the server's version
  expect(parse(serverJson({ packages: [{ registryType: 'npm', identifier: 'issues-mcp', transport: { type: 'stdio' } }] })).servers[0]!.args).toEqual(['-y', 'issues-mcp@1.3.0']);
});

test('the default gate config path falls back to server.json when only that exists', () => {
  const fixtures = join(ROOT, '__fixtures__', 'release', 'server-json-only');
  expect(configOrServerJson(fixtures, '.github/mcp-contract-gate.yml')).toBe('server.json');
  expect(configOrServerJson(fixtures, 'other.yml')).toBe('other.yml');
  expect(configOrServerJson(ROOT, '.github/mcp-contract-gate.yml')).toBe('.github/mcp-contract-gate.yml');
});
