import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { runProxy } from '../../src/cli/commands/proxy.js';
import type { CliIO } from '../../src/cli/io.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { discoverServer } from '../../src/discovery/index.js';
import { launchSpec, serverEnvironment } from '../../src/discovery/launch.js';
import { openSession } from '../../src/discovery/open-session.js';
import type { ServerConfig } from '../../src/model/config.js';
import { SERVERS, stdioServer, tempDir } from './helpers.js';

describe('launchSpec: the one launch of a server', () => {
  const server: ServerConfig = {
    ...stdioServer('x', 'unused.mjs'),
    command: '${workspaceFolder}/bin/server',
    args: ['--root', '${workspaceFolder}', 'plain'],
    cwd: '${workspaceFolder}/sub',
    env: { WHERE: '${workspaceFolder}/data', PLAIN: 'v' },
  };
  const env = { PATH: '/usr/bin', HOME: '/home/u', GITHUB_TOKEN: 'secret', UNSET: undefined };

  test('${workspaceFolder} is the checkout in the command, args, cwd and env values; only the SDK defaults are inherited', () => {
    expect(launchSpec(server, env, '/repo')).toEqual({
      command: '/repo/bin/server',
      args: ['--root', '/repo', 'plain'],
      cwd: '/repo/sub',
      env: { HOME: '/home/u', PATH: '/usr/bin', WHERE: '/repo/data', PLAIN: 'v' },
    });
  });

  test("one environment for discovery, setup, probes and the proxy: the SDK's set, the package managers' settings, the config's env", () => {
    const job = {
      ...env,
      npm_config_registry: 'http://mirror/',
      NPM_CONFIG_CACHE: '/cache',
      UV_INDEX_URL: 'http://pypi-mirror/',
      PIP_INDEX_URL: 'http://pip-mirror/',
      DOCKER_HOST: 'tcp://d:2375',
      NODE_OPTIONS: '--require x',
      NPM_TOKEN: 'npm_secret',
      MY_npm_config_x: 'no',
    };
    const launch = launchSpec({ ...server, env: { ...server.env, PATH: '/server/bin' } }, job, '/repo');
    expect(launch.env).toEqual({
      PATH: '/server/bin',
      HOME: '/home/u',
      npm_config_registry: 'http://mirror/',
      NPM_CONFIG_CACHE: '/cache',
      UV_INDEX_URL: 'http://pypi-mirror/',
      PIP_INDEX_URL: 'http://pip-mirror/',
      DOCKER_HOST: 'tcp://d:2375',
      WHERE: '/repo/data',
      PLAIN: 'v',
    });
    expect(launch.cwd).toBe('/repo/sub');
  });

  test('a relative cwd resolves in the checkout; none is the checkout', () => {
    expect(launchSpec({ ...server, cwd: 'pkg/a' }, env, '/repo').cwd).toBe('/repo/pkg/a');
    expect(launchSpec({ ...server, cwd: undefined }, env, '/repo').cwd).toBe('/repo');
  });
});

describe('discovery, the probes and the proxy launch a server alike', () => {
  let root: string;
  /** The job's environment: npm settings (which the server's launch must see) and a token (which it must not). */
  const JOB = { ...process.env, npm_config_registry: 'http://127.0.0.1:9/', npm_config_cache: '/tmp/npm-cache', GITHUB_TOKEN: 'ghs_notforservers', SOME_TOOL_SETTING: 'x' };
  const script = join(SERVERS, 'launch-dump-server.mjs');
  const entry = { command: process.execPath, args: [script], cwd: 'sub', env: { WHERE: '${workspaceFolder}/data' } };
  const server = (): ServerConfig => stdioServer('where', 'launch-dump-server.mjs', [], { cwd: entry.cwd, env: entry.env });
  /**
   * The description the fixture gives when WHERE and its folder are the expanded ones and it inherited what the one
   * environment policy gives it (serverEnvironment: here, with npm settings and a token in the job's environment).
   */
  const expected = () =>
    `launch ${createHash('sha256')
      .update(JSON.stringify({ WHERE: `${root}/data`, cwd: `${root}/sub`, names: Object.keys(serverEnvironment({ WHERE: '' }, JOB)).sort() }))
      .digest('hex')
      .slice(0, 16)}`;

  beforeAll(() => {
    root = realpathSync(tempDir('launch'));
    mkdirSync(join(root, 'sub'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('discovery', async () => {
    const snapshot = await discoverServer(server(), { rootDir: root, env: JOB });
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools.map((t) => t.description)).toEqual([expected()]);
  });

  test('the probes (openSession)', async () => {
    const session = await openSession(server(), { rootDir: root, env: JOB });
    try {
      const tools = (await session.list('tools/list', 'tools')) as Array<{ description?: string }>;
      expect(tools.map((t) => t.description)).toEqual([expected()]);
    } finally {
      await session.close();
    }
  });

  /** The descriptions a client lists through `proxy ARGS… --listen` run with this environment and folder. */
  async function viaProxy(args: string[], env: Record<string, string | undefined>, cwd: string): Promise<Array<string | undefined>> {
    let stderr = '';
    let announced: (url: string) => void = () => undefined;
    const url = new Promise<string>((resolve) => (announced = resolve));
    const io: CliIO = {
      stdout: () => undefined,
      stderr: (text) => {
        stderr += text;
        const m = /listening on (http:\/\/\S+)/.exec(stderr);
        if (m) announced(m[1]!);
      },
      cwd,
      env,
      color: false,
      today: '2026-01-01',
    };
    const before = new Set(process.rawListeners('SIGTERM'));
    const dash = args.indexOf('--');
    const own = dash < 0 ? args : args.slice(0, dash);
    const done = runProxy([...own, '--listen', '127.0.0.1:0', '--audit', join(root, 'audit.jsonl'), ...(dash < 0 ? [] : args.slice(dash))], io);
    const client = new Client({ name: 'launch-test', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(await Promise.race([url, done.then(() => Promise.reject(new Error(stderr)))]))));
      const { tools } = await client.listTools();
      return tools.map((t) => t.description);
    } finally {
      await client.close();
      // The listener's own stop, which it registers with process.once('SIGTERM'): emitting the signal would also run
      // the process-group cleanup, which ends Jest. A once-registration is the wrapper that carries `listener`.
      const stop = process.rawListeners('SIGTERM').find((l) => !before.has(l) && 'listener' in l);
      (stop as (() => void) | undefined)?.();
      await done;
    }
  }

  async function pinned(): Promise<void> {
    const snapshot = await discoverServer(server(), { rootDir: root, env: JOB });
    writeFileSync(join(root, 'mcp-contracts.lock.json'), serializeLockfile(buildLockfile({ servers: { where: snapshot } })));
  }

  test('the proxy (proxy --server, from the config)', async () => {
    writeFileSync(join(root, '.mcp.json'), JSON.stringify({ mcpServers: { where: entry } }));
    await pinned();
    expect(await viaProxy(['--server', 'where', '--config', join(root, '.mcp.json')], JOB, root)).toEqual([expected()]);
  });

  test('the proxy (proxy -- COMMAND): the same policy, and what --pass-env names', async () => {
    await pinned();
    // the client sets WHERE for the proxy (as an entry's env would) beside the job's token: only a named variable passes
    const client = { ...JOB, WHERE: `${root}/data` };
    const lock = join(root, 'mcp-contracts.lock.json');
    expect(await viaProxy(['--lockfile', lock, '--pass-env', 'WHERE', '--', process.execPath, script], client, join(root, 'sub'))).toEqual([expected()]);
    // without it the server sees another environment (no WHERE): another description, withheld
    expect(await viaProxy(['--lockfile', lock, '--', process.execPath, script], client, join(root, 'sub'))).toEqual([]);
    // a prefix passes every variable that starts so; nothing else of the client's environment does (GITHUB_TOKEN)
    expect(await viaProxy(['--lockfile', lock, '--pass-env', 'WHE*', '--', process.execPath, script], client, join(root, 'sub'))).toEqual([expected()]);
    await expect(
      runProxy(['--lockfile', lock, '--pass-env', 'A=B', '--', process.execPath, script], {
        stdout: () => undefined,
        stderr: () => undefined,
        cwd: root,
        env: client,
        color: false,
        today: '2026-01-01',
      }),
    ).rejects.toThrow(/--pass-env takes a variable name/);
    await expect(runProxy(['--server', 'where', '--pass-env', 'X'], { stdout: () => undefined, stderr: () => undefined, cwd: root, env: client, color: false, today: '2026-01-01' })).rejects.toThrow(
      /--pass-env goes with -- COMMAND/,
    );
  });
});
