import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../../src/config/types.js';
import { FIXTURES, ROOT } from '../support/paths.js';

export const SERVERS = join(FIXTURES, 'servers');
export const PROFILES = join(SERVERS, 'profiles');

/** A stdio server config running one of the fixture servers with this Node. */
export function stdioServer(id: string, script: string, args: string[] = [], extra: Partial<ServerConfig> = {}): ServerConfig {
  return {
    id,
    transport: 'stdio',
    command: process.execPath,
    args: [join(SERVERS, script), ...args],
    timeoutMs: 10_000,
    setupTimeoutMs: 10_000,
    origin: { file: 'test', key: `servers.${id}` },
    ...extra,
  };
}

export function scenarioServer(id: string, profile: string, extra: Partial<ServerConfig> = {}, args: string[] = []): ServerConfig {
  return stdioServer(id, 'scenario-server.mjs', ['--profile', join(PROFILES, profile), ...args], extra);
}

export function remoteServer(id: string, url: string, extra: Partial<ServerConfig> = {}): ServerConfig {
  return { id, transport: 'http', url, timeoutMs: 10_000, setupTimeoutMs: 10_000, origin: { file: 'test', key: `servers.${id}` }, ...extra };
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `mcg-${prefix}-`));
}

export interface HttpFixture {
  url: string;
  stop: () => Promise<void>;
}

/** Start http-server.mjs on a free port (it prints "LISTENING <port>"); `stop` ends it. */
export async function startHttpServer(args: string[]): Promise<HttpFixture> {
  const child: ChildProcess = spawn(process.execPath, [join(SERVERS, 'http-server.mjs'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`http-server exited with ${code}: ${stderr}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The largest number of intervals open at the same moment. */
export function maxOverlap(intervals: Array<[number, number]>): number {
  const events = intervals.flatMap(([s, e]) => [
    [s, 1],
    [e, -1],
  ]) as Array<[number, number]>;
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0;
  let max = 0;
  for (const [, d] of events) max = Math.max(max, (open += d));
  return max;
}
