import { LOCKFILE_VERSION, type Lockfile, type LockServer } from '../../src/contract/lockfile.js';
import { givenLaunchRecord, launchRefusal, planProxy, PROXY_ENV, type ProxyRequest, type ProxySources } from '../../src/app/proxy-plan.js';
import { parseConfig } from '../../src/config/index.js';
import type { GateConfig, ServerConfig } from '../../src/model/config.js';
import { InputError } from '../../src/util/errors.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';

const pinned: LockServer = {
  tools: {},
  launch: { transport: 'stdio', command: 'npx', args: ['-y', '@acme/server'], cwd: 'packages/api', env: ['API_KEY'] },
};

test('the same command line (another version of the same package) is served; the pinned cwd and env names are kept', () => {
  expect(givenLaunchRecord({ kind: 'command', command: 'npx', args: ['-y', '@acme/server@2.0.0'] }, pinned.launch!)).toEqual(pinned.launch);
  expect(launchRefusal('api', pinned, { kind: 'command', command: 'npx', args: ['-y', '@acme/server@2.0.0'] }, {})).toBeUndefined();
});

test('another command, other args or an URL is refused, naming the pinned launch and the given one', () => {
  const other = launchRefusal('api', pinned, { kind: 'command', command: 'npx', args: ['-y', '@evil/server'] }, {});
  expect(other).toContain('npx -y @acme/server');
  expect(other).toContain('npx -y @evil/server');
  expect(other).toContain('server-launch-changed');
  const url = launchRefusal('api', pinned, { kind: 'upstream', url: 'https://mcp.example.com/mcp', headers: [] }, {});
  expect(url).toContain('https://mcp.example.com/mcp');
  expect(url).toContain('npx -y @acme/server');
});

test('a pinned URL written with ${VAR} is compared as the environment reads it', () => {
  const remote: LockServer = { tools: {}, launch: { transport: 'http', url: 'https://${HOST}/mcp', headers: ['Authorization'] } };
  const given = { kind: 'upstream' as const, url: 'https://mcp.example.com/mcp', headers: ['Authorization'] };
  expect(launchRefusal('docs', remote, given, { HOST: 'mcp.example.com' })).toBeUndefined();
  expect(launchRefusal('docs', remote, given, { HOST: 'other.example.com' })).toMatch(/other\.example\.com.*mcp\.example\.com/);
});

test('${workspaceFolder} in the pinned launch is the checkout against a command line or an URL typed out', () => {
  const local: LockServer = { tools: {}, launch: { transport: 'stdio', command: 'node', args: ['${workspaceFolder}/server.js', '--root', '${workspaceFolder}'] } };
  const typed = { kind: 'command' as const, command: 'node', args: ['/repo/server.js', '--root', '/repo'] };
  expect(launchRefusal('local', local, typed, {}, '/repo')).toBeUndefined();
  const elsewhere = launchRefusal('local', local, { ...typed, args: ['/tmp/evil/server.js', '--root', '/repo'] }, {}, '/repo');
  expect(elsewhere).toContain('node /repo/server.js --root /repo');
  expect(elsewhere).toContain('node /tmp/evil/server.js --root /repo');
  // without a checkout to read it by, the placeholder is compared as written: refused
  expect(launchRefusal('local', local, typed, {}, undefined)).toContain('server-launch-changed');
  const remote: LockServer = { tools: {}, launch: { transport: 'http', url: 'http://127.0.0.1:${PORT}/mcp?root=${workspaceFolder}' } };
  const url = { kind: 'upstream' as const, url: 'http://127.0.0.1:8080/mcp?root=/repo', headers: [] };
  expect(launchRefusal('remote', remote, url, { PORT: '8080' }, '/repo')).toBeUndefined();
  expect(launchRefusal('remote', remote, { ...url, url: 'http://127.0.0.1:8080/mcp?root=/other' }, { PORT: '8080' }, '/repo')).toMatch(/root=\/other.*server-launch-changed|root=\/repo.*root=\/other/);
});

test('a lockfile that records no launch is not compared (as check notes it)', () => {
  expect(launchRefusal('api', { tools: {} }, { kind: 'command', command: 'node', args: ['x.js'] }, {})).toBeUndefined();
});

// ---- planProxy: the whole plan, decided before anything starts (pure: the config and lockfile come from memory) ----

const ROOT = '/repo';
const CONFIG = `servers:
  - id: api
    command: npx
    args: ['-y', '@acme/server']
    enforce: warn
    enforce-by: policy
  - id: docs
    transport: http
    url: https://docs.example/mcp
    headers:
      X-Team: core
policy:
  fail-on: [breaking]
`;

function setup(lockServers?: (config: GateConfig) => Record<string, LockServer>, lockOptions: Partial<Lockfile> = {}) {
  const config = parseConfig(CONFIG, '.github/mcp-contract-gate.yml', { env: {} });
  config.file = `${ROOT}/.github/mcp-contract-gate.yml`;
  const servers = lockServers ? lockServers(config) : Object.fromEntries(config.servers.map((s) => [s.id, { tools: { search: { hash: 'h' } }, launch: s.launch }]));
  const lock = { lockfileVersion: LOCKFILE_VERSION, servers, ...lockOptions } as Lockfile;
  const read: string[] = [];
  const sources: ProxySources = {
    loadConfig: () => ({ config, root: ROOT }),
    readLockfile: (path) => {
      read.push(path);
      return path.endsWith('missing.json') ? undefined : lock;
    },
    display: (path) => path.replace(`${ROOT}/`, ''),
    gitRoot: () => ROOT,
    httpUrl: (what, text) => {
      if (!/^https?:/.test(text)) throw new InputError(`proxy: ${what} is not a URL`);
      return new URL(text).href;
    },
  };
  return { config, lock, sources, read };
}

const request = (r: Partial<ProxyRequest>): ProxyRequest => ({ command: [], headers: {}, passEnv: [], listen: false, locked: false, env: { PATH: '/bin', SECRET: 's' }, cwd: `${ROOT}/sub`, ...r });

/** The InputError `f` throws (exit 2), for its message. */
function refusal(f: () => unknown): InputError {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).exitCode).toBe(EXIT_CODES.badInput);
    return err as InputError;
  }
  throw new Error('expected an InputError');
}

describe('planProxy', () => {
  test('--server of a stdio entry: its launch as pin ran it, its lockfile entry, the enforcement its entry sets', () => {
    const { sources, read, lock } = setup();
    const plan = planProxy(request({ server: 'api' }), sources);
    expect(plan.id).toBe('api');
    expect(plan.pinned).toBe(lock.servers.api);
    expect(plan.lockPath).toBe(`${ROOT}/mcp-contracts.lock.json`);
    expect(read).toEqual([`${ROOT}/mcp-contracts.lock.json`]);
    expect(plan.launch).toMatchObject({ kind: 'stdio', run: { command: 'npx', args: ['-y', '@acme/server'], env: { [PROXY_ENV]: 'api' } } });
    expect(plan.launch.kind === 'stdio' && plan.launch.run.env.SECRET).toBeUndefined(); // only what every server inherits
    expect([plan.enforce, plan.by]).toEqual(['warn', 'policy']);
    expect(plan.checker.policy?.failOn).toEqual(['breaking']);
    expect(plan.checker.servers?.map((s) => s.id)).toEqual(['api', 'docs']);
    expect(Object.keys(plan.checker.otherServers ?? {})).toEqual(['docs']);
    expect(plan.checker.others).toEqual([{ server: 'docs', name: 'search' }]);
  });

  test('--enforce and --enforce-by win over the entry; the defaults are block by hash', () => {
    const { sources } = setup();
    expect(planProxy(request({ server: 'api', enforce: 'off', enforceBy: 'hash' }), sources)).toMatchObject({ enforce: 'off', by: 'hash' });
    const plain = planProxy(request({ command: ['npx', '-y', '@acme/server'], lockfile: '../mcp-contracts.lock.json', server: 'api' }), sources);
    expect(plain).toMatchObject({ enforce: 'block', by: 'hash' });
    expect(plain.checker.policy).toBeUndefined(); // no config read: nothing to judge a policy by
  });

  test('--server of an http entry: its URL and headers, the entry (its auth), only with --listen', () => {
    const { sources } = setup();
    expect(refusal(() => planProxy(request({ server: 'docs' }), sources)).message).toMatch(/HTTP server; give --listen/);
    const plan = planProxy(request({ server: 'docs', listen: true }), sources);
    expect(plan.launch).toMatchObject({ kind: 'http', url: 'https://docs.example/mcp', headers: { 'X-Team': 'core' }, entry: { id: 'docs' } });
  });

  test('-- COMMAND: the lockfile from --lockfile (relative to the working folder), --pass-env only, the pinned entry by --server', () => {
    const { sources, read } = setup();
    const plan = planProxy(request({ command: ['npx', '-y', '@acme/server@2.0.0'], lockfile: '../mcp-contracts.lock.json', server: 'api', passEnv: ['SEC*'] }), sources);
    expect(read).toEqual([`${ROOT}/mcp-contracts.lock.json`]);
    expect(plan.launch).toEqual({ kind: 'stdio', run: { command: 'npx', args: ['-y', '@acme/server@2.0.0'], env: { PATH: '/bin', SECRET: 's', [PROXY_ENV]: 'api' }, cwd: `${ROOT}/sub` } });
    expect(refusal(() => planProxy(request({ command: ['node', 'x.js'] }), sources)).message).toMatch(/needs --lockfile F/);
  });

  test("-- COMMAND against a launch pinned with ${workspaceFolder}: the lockfile's checkout stands for it", () => {
    const launch = { transport: 'stdio' as const, command: 'node', args: ['${workspaceFolder}/server.js'] };
    const { sources } = setup(() => ({ local: { tools: {}, launch } }));
    expect(planProxy(request({ command: ['node', `${ROOT}/server.js`], lockfile: '../mcp-contracts.lock.json' }), sources).id).toBe('local');
    expect(refusal(() => planProxy(request({ command: ['node', '/elsewhere/server.js'], lockfile: '../mcp-contracts.lock.json' }), sources)).message).toMatch(
      /pinned the launch node \/repo\/server\.js, but the proxy was given node \/elsewhere\/server\.js/,
    );
  });

  test('which lockfile entry: the only one by default, else --server must name one it pins', () => {
    const { sources } = setup((c) => ({ api: { tools: {}, launch: c.servers[0]!.launch } }));
    expect(planProxy(request({ command: ['npx', '-y', '@acme/server'], lockfile: 'l.json' }), sources).id).toBe('api');
    const two = setup();
    expect(refusal(() => planProxy(request({ command: ['npx', '-y', '@acme/server'], lockfile: 'l.json' }), two.sources)).message).toMatch(
      /name the lockfile's server with --server \(the lockfile pins api, docs\)/,
    );
    expect(refusal(() => planProxy(request({ server: 'api', lockfile: 'missing.json' }), two.sources)).message).toMatch(/no lockfile at .*missing\.json.*pin/);
  });

  test('a launch other than the pinned one is refused with exit 2, naming both', () => {
    const { sources } = setup();
    const cmd = refusal(() => planProxy(request({ command: ['node', 'evil.js'], lockfile: 'l.json', server: 'api' }), sources)).message;
    expect(cmd).toContain('npx -y @acme/server');
    expect(cmd).toContain('node evil.js');
    expect(cmd).toContain('server-launch-changed');
    const url = refusal(() => planProxy(request({ upstream: 'https://evil.example/mcp', lockfile: 'l.json', server: 'docs', listen: true }), sources)).message;
    expect(url).toContain('https://evil.example/mcp');
    expect(url).toContain('https://docs.example/mcp');
    // the config entry itself, when the lockfile pinned another launch for it
    const moved = setup((c) => ({ api: { tools: {}, launch: { ...c.servers[0]!.launch!, args: ['-y', '@other/server'] } } }));
    expect(refusal(() => planProxy(request({ server: 'api' }), moved.sources)).message).toMatch(/npx -y @other\/server[\s\S]*npx -y @acme\/server/);
  });

  test('--upstream: needs --listen; with --config, the entry of --server signs the proxy in', () => {
    const { sources } = setup();
    expect(refusal(() => planProxy(request({ upstream: 'https://docs.example/mcp', lockfile: 'l.json', server: 'docs' }), sources)).message).toMatch(/needs --listen PORT/);
    const url = 'https://docs.example/mcp';
    const plan = planProxy(request({ upstream: url, headers: { 'X-Team': 'core' }, config: 'c.yml', server: 'docs', listen: true }), sources);
    expect(plan.launch).toMatchObject({ kind: 'http', url, headers: { 'X-Team': 'core' }, entry: { id: 'docs' } });
    expect(plan.checker.policy).toBeDefined();
  });

  test('refused before anything starts: --locked for an HTTP server, a proxy its own entry started, a variant by its base name', () => {
    const { sources, config } = setup();
    expect(refusal(() => planProxy(request({ server: 'docs', listen: true, locked: true }), sources)).message).toMatch(/--locked runs a stdio server/);
    expect(refusal(() => planProxy(request({ server: 'api', env: { [PROXY_ENV]: 'api' } }), sources)).message).toMatch(/was started by the proxy for "api"/);
    config.servers.push({ ...config.servers[0]!, id: 'api#eu', variant: { of: 'search', name: 'eu' } } as ServerConfig);
    expect(refusal(() => planProxy(request({ server: 'search' }), sources)).message).toMatch(/listed under variants: .*api#eu/);
    expect(refusal(() => planProxy(request({ server: 'nope' }), sources)).message).toMatch(/no server "nope" in the config \.github\/mcp-contract-gate\.yml/);
    expect(planProxy(request({ server: 'api', locked: true }), sources).locked).toBe(true);
  });

  test('a lockfile pinned environment-neutral: the checker reads live text with the workspace the config names', () => {
    const { sources } = setup(undefined, { neutralPaths: true, includeMeta: true });
    const plan = planProxy(request({ server: 'api' }), sources);
    expect(plan.checker.includeMeta).toBe(true);
    expect(plan.checker.paths).toBeDefined();
    expect(planProxy(request({ server: 'api' }), setup().sources).checker.paths).toBeUndefined();
  });
});
