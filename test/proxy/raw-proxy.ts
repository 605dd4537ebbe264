import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../support/paths.js';
import type { Cleanups } from '../support/proxy-listener.js';
import { waitFor } from '../support/wait.js';

/** A JSON-RPC message as a test reads it. */
export type Wire = { id?: unknown; method?: string; result?: any; error?: { code: number; message: string; data?: unknown } };

/** Messages, batches flattened. */
export const flat = (messages: unknown[]) => messages.flatMap((m) => (Array.isArray(m) ? m : [m])) as Wire[];

/**
 * The bundled CLI's stdio proxy (`proxy --audit AUDIT …ARGS`) driven by a raw client: bytes written as given, every
 * line it writes on stdout parsed (it must write nothing but JSON-RPC). Cleanup ends its stdin and waits for it.
 */
export function rawProxy(args: string[], audit: string, cleanups: Cleanups) {
  const child = spawn(process.execPath, [join(DIST, 'cli.js'), 'proxy', '--audit', audit, ...args], { stdio: ['pipe', 'pipe', 'pipe'] }) as ChildProcessWithoutNullStreams;
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  cleanups.push(async () => {
    child.stdin.end();
    await exited;
  });
  child.stdin.on('error', () => undefined);
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const messages: unknown[] = [];
  let buf = '';
  child.stdout.on('data', (d: Buffer) => {
    buf += d.toString();
    const lines = buf.split('\n');
    buf = lines.pop()!;
    for (const l of lines) if (l) messages.push(JSON.parse(l));
  });
  /** The answer with this id (a batch's items included), once it arrives; fails if the proxy exits first. */
  const answer = async (id: unknown): Promise<Wire> => {
    await waitFor(() => flat(messages).some((m) => JSON.stringify(m.id) === JSON.stringify(id)) || child.exitCode !== null, `the answer to ${JSON.stringify(id)}`, { timeoutMs: 30_000 });
    const hit = flat(messages).find((m) => JSON.stringify(m.id) === JSON.stringify(id));
    if (!hit) throw new Error(`the proxy exited (${child.exitCode}) before answering ${JSON.stringify(id)}: ${stderr}`);
    return hit;
  };
  return {
    child,
    exited,
    messages,
    answer,
    stderr: () => stderr,
    write: (bytes: Buffer | string) => child.stdin.write(bytes),
    send: (m: unknown) => child.stdin.write(`${JSON.stringify(m)}\n`),
  };
}

export const INIT = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
export const INITIALIZED = { jsonrpc: '2.0', method: 'notifications/initialized' };

/** The tools a server ran, from its --log file (exec-log-server.mjs, exec_log_server.py). */
export const executions = (log: string) => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);
