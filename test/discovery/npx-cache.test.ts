import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverServer } from '../../src/discovery/index.js';
import { npxCacheHint } from '../../src/discovery/discover-server.js';
import type { ServerConfig } from '../../src/model/config.js';
import { tempDir } from './helpers.js';

/**
 * A killed `npx` download leaves `_npx/<hash>/` without its package.json, and every later `npx` of that package fails
 * with npm's `ENOENT … _npx/<hash>/package.json`: the failure names the folder to delete. A stand-in `npx` on PATH
 * reads the job's npm cache (`npm_config_cache`, which reaches the launch under the one environment policy) and, finding
 * the entry broken, fails as npm 10 does, word for word.
 */
let dir: string;
beforeAll(() => {
  dir = tempDir('npx-cache');
  mkdirSync(join(dir, 'bin'));
  const npx = [
    '#!/bin/sh',
    'entry="$npm_config_cache/_npx/3b6c2f5d1e0a9b8c"',
    'if [ -d "$entry" ] && [ ! -f "$entry/package.json" ]; then',
    '  echo "npm error code ENOENT" >&2',
    '  echo "npm error syscall open" >&2',
    '  echo "npm error path $entry/package.json" >&2',
    '  echo "npm error errno -2" >&2',
    `  echo "npm error enoent ENOENT: no such file or directory, open '$entry/package.json'" >&2`,
    '  echo "npm error enoent This is related to npm not being able to find a file." >&2',
    '  exit 254',
    'fi',
    'echo "npm error code E404" >&2; exit 1',
    '',
  ].join('\n');
  writeFileSync(join(dir, 'bin', 'npx'), npx);
  chmodSync(join(dir, 'bin', 'npx'), 0o755);
  mkdirSync(join(dir, 'cache', '_npx', '3b6c2f5d1e0a9b8c'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const server: ServerConfig = {
  id: 'fs',
  transport: 'stdio',
  command: 'npx',
  args: ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '.'],
  timeoutMs: 30_000,
  startTimeoutMs: 120_000,
  setupTimeoutMs: 600_000,
  origin: { file: 'gate.yml', key: 'servers[0]', line: 1 },
};

test('a broken npx cache entry: the failure says which folder to delete', async () => {
  const env = { PATH: `${join(dir, 'bin')}:${process.env.PATH}`, npm_config_cache: join(dir, 'cache') };
  const snapshot = await discoverServer(server, { rootDir: dir, env });
  const entry = join(dir, 'cache', '_npx', '3b6c2f5d1e0a9b8c');
  expect(snapshot.error?.message).toContain(
    `npx's cache entry ${entry} is incomplete (a download that was cut short leaves it so): delete that folder (rm -rf ${JSON.stringify(entry)}) and run again`,
  );
  expect(snapshot.error?.stderr).toContain('ENOENT: no such file or directory');
});

test('other failures get no such advice', () => {
  expect(npxCacheHint('npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/@acme%2fnope')).toBeUndefined();
  expect(npxCacheHint("Error: ENOENT: no such file or directory, open '/srv/app/package.json'")).toBeUndefined();
  expect(npxCacheHint("npm error enoent ENOENT: no such file or directory, open 'C:\\Users\\me\\AppData\\Local\\npm-cache\\_npx\\0a1b2c3d4e5f\\package.json'")).toContain(
    'C:\\Users\\me\\AppData\\Local\\npm-cache\\_npx\\0a1b2c3d4e5f is incomplete',
  );
});
