import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerConfig } from '../../src/model/config.js';
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
    // a direct launch has no start budget: `timeoutMs` runs from spawn (the boot, on a loaded machine, included)
    timeoutMs: 20_000,
    startTimeoutMs: 10_000,
    setupTimeoutMs: 10_000,
    origin: { file: 'test', key: `servers.${id}` },
    ...extra,
  };
}

export function scenarioServer(id: string, profile: string, extra: Partial<ServerConfig> = {}, args: string[] = []): ServerConfig {
  return stdioServer(id, 'scenario-server.mjs', ['--profile', join(PROFILES, profile), ...args], extra);
}

export function remoteServer(id: string, url: string, extra: Partial<ServerConfig> = {}): ServerConfig {
  return { id, transport: 'http', url, timeoutMs: 10_000, startTimeoutMs: 10_000, setupTimeoutMs: 10_000, origin: { file: 'test', key: `servers.${id}` }, ...extra };
}

/** A scratch folder for this test file, removed when the file is done (test/support/integration-environment.mjs). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `mcg-${prefix}-`));
  const g = globalThis as { __mcgTempDirs?: string[] };
  (g.__mcgTempDirs ??= []).push(dir);
  return dir;
}

export interface HttpFixture {
  url: string;
  /** The server process (a test may signal it). */
  pid: number;
  stop: () => Promise<void>;
}

/** Start http-server.mjs on a free port (it prints "LISTENING <port>"); `stop` ends it. */
export function startHttpServer(args: string[]): Promise<HttpFixture> {
  return startListeningServer('http-server.mjs', args);
}

/** Start a fixture server script that prints "LISTENING <port>" (http-server.mjs, v2-server.mjs --transport http). */
export function startListeningServer(script: string, args: string[]): Promise<HttpFixture> {
  return startListening(process.execPath, [join(SERVERS, script), ...args], script);
}

/** Start any program that prints "LISTENING <port>" and serves MCP at /mcp (a Node or Python fixture server). */
export async function startListening(command: string, args: string[], label: string): Promise<HttpFixture> {
  const child: ChildProcess = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`${label} exited with ${code}: ${stderr}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    pid: child.pid!,
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

/** The four kinds of SDK v2 fixture server: stdio or Streamable HTTP, dual-era (default) or 2026-only (legacy: reject). */
export const V2_KINDS = [
  { name: 'stdio dual-era', transport: 'stdio', legacy: 'serve' },
  { name: 'stdio 2026-only', transport: 'stdio', legacy: 'reject' },
  { name: 'http dual-era', transport: 'http', legacy: 'serve' },
  { name: 'http 2026-only', transport: 'http', legacy: 'reject' },
] as const;
export type V2Kind = (typeof V2_KINDS)[number];

/** Start (http) or describe (stdio) one v2 fixture server; `extra` goes into its ServerConfig. */
export async function v2Server(kind: V2Kind, id: string, extra: Partial<ServerConfig> = {}, args: string[] = []): Promise<{ server: ServerConfig; stop: () => Promise<void> }> {
  const common = ['--legacy', kind.legacy, ...args];
  if (kind.transport === 'stdio') return { server: stdioServer(id, 'v2-server.mjs', common, extra), stop: async () => {} };
  const http = await startListeningServer('v2-server.mjs', ['--transport', 'http', ...common]);
  return { server: remoteServer(id, http.url, extra), stop: http.stop };
}
