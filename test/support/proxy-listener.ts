import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { McpError } from '@modelcontextprotocol/sdk/types.js';
import { DIST } from './paths.js';

/** What a test cleans up after itself, last first. */
export type Cleanups = Array<() => Promise<unknown> | unknown>;

export interface ProxyListener {
  url: string;
  audit: string;
  stderr: () => string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * Start the bundled CLI's `proxy --audit DIR/audit.jsonl --listen 0 …ARGS` (with `env` added to the environment); resolves with the URL it prints on stderr
 * (rejects when it exits first). Cleanup ends it, and checks it wrote nothing on stdout (its clients are on HTTP).
 */
export async function startProxyListener(dir: string, args: string[], cleanups: Cleanups, env?: Record<string, string>): Promise<ProxyListener> {
  const audit = join(dir, 'audit.jsonl');
  const child = spawn(process.execPath, [join(DIST, 'cli.js'), 'proxy', '--audit', audit, '--listen', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(env ? { env: { ...process.env, ...env } } : {}),
  });
  let stderr = '';
  let stdout = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(stderr);
      if (m) resolve(m[1]!);
    });
    void exited.then((code) => reject(new Error(`proxy exited with ${code}: ${stderr}`)));
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  cleanups.push(() => expect(stdout).toBe(''));
  return { url, audit, stderr: () => stderr, child, exited };
}

/** The proxy's audit lines, parsed. */
export const auditLines = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** The error a call was refused with (the test fails when it went through). */
export async function refusal(p: Promise<unknown>): Promise<McpError> {
  try {
    await p;
  } catch (err) {
    return err as McpError;
  }
  throw new Error('the call went through');
}
