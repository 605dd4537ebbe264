import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { runProxy } from '../../src/cli/commands/proxy.js';
import type { CliIO } from '../../src/cli/io.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { discoverServer } from '../../src/discovery/index.js';
import { launchSpec } from '../../src/discovery/launch.js';
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

  test("inherit 'all' (the proxy) passes the whole environment on, under the server's env", () => {
    const launch = launchSpec({ ...server, env: { ...server.env, PATH: '/server/bin' } }, env, '/repo', 'all');
    expect(launch.env).toEqual({ PATH: '/server/bin', HOME: '/home/u', GITHUB_TOKEN: 'secret', WHERE: '/repo/data', PLAIN: 'v' });
    expect(launch.cwd).toBe('/repo/sub');
  });

  test('a relative cwd resolves in the checkout; none is the checkout', () => {
    expect(launchSpec({ ...server, cwd: 'pkg/a' }, env, '/repo').cwd).toBe('/repo/pkg/a');
    expect(launchSpec({ ...server, cwd: undefined }, env, '/repo').cwd).toBe('/repo');
  });
});

describe('discovery, the probes and the proxy launch a server alike', () => {
  let root: string;
  const script = join(SERVERS, 'launch-dump-server.mjs');
  const entry = { command: process.execPath, args: [script], cwd: 'sub', env: { WHERE: '${workspaceFolder}/data' } };
  const server = (): ServerConfig => stdioServer('where', 'launch-dump-server.mjs', [], { cwd: entry.cwd, env: entry.env });
  /** The description the fixture gives when WHERE and its folder are the expanded ones. */
  const expected = () =>
    `launch ${createHash('sha256')
      .update(JSON.stringify({ WHERE: `${root}/data`, cwd: `${root}/sub` }))
      .digest('hex')
      .slice(0, 16)}`;

  beforeAll(() => {
    root = realpathSync(tempDir('launch'));
    mkdirSync(join(root, 'sub'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('discovery', async () => {
    const snapshot = await discoverServer(server(), { rootDir: root });
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools.map((t) => t.description)).toEqual([expected()]);
  });

  test('the probes (openSession)', async () => {
    const session = await openSession(server(), { rootDir: root });
    try {
      const tools = (await session.list('tools/list', 'tools')) as Array<{ description?: string }>;
      expect(tools.map((t) => t.description)).toEqual([expected()]);
    } finally {
      await session.close();
    }
  });

  test('the proxy (proxy --server, from the config)', async () => {
    writeFileSync(join(root, '.mcp.json'), JSON.stringify({ mcpServers: { where: entry } }));
    const snapshot = await discoverServer(server(), { rootDir: root });
    writeFileSync(join(root, 'mcp-contracts.lock.json'), serializeLockfile(buildLockfile({ servers: { where: snapshot } })));
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
      cwd: root,
      env: { ...process.env },
      color: false,
      today: '2026-01-01',
    };
    const before = new Set(process.rawListeners('SIGTERM'));
    const done = runProxy(['--server', 'where', '--config', join(root, '.mcp.json'), '--listen', '127.0.0.1:0', '--audit', join(root, 'audit.jsonl')], io);
    const client = new Client({ name: 'launch-test', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(await Promise.race([url, done.then(() => Promise.reject(new Error(stderr)))]))));
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.description)).toEqual([expected()]);
    } finally {
      await client.close();
      // The listener's own stop, which it registers with process.once('SIGTERM'): emitting the signal would also run
      // the process-group cleanup, which ends Jest. A once-registration is the wrapper that carries `listener`.
      const stop = process.rawListeners('SIGTERM').find((l) => !before.has(l) && 'listener' in l);
      (stop as (() => void) | undefined)?.();
      await done;
    }
  });
});
