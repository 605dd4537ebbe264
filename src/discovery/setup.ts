import { spawnGroup, terminateGroup } from './process-group.js';
import { LineTail } from './tail.js';

export interface SetupResult {
  ok: boolean;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** Tail of stdout and stderr together, in the order written. */
  output: string;
  timedOut: boolean;
  /** Set when `sh` itself could not be started, or the folder does not exist. */
  error?: string;
}

export interface SetupOptions {
  cwd: string;
  env: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  killGraceMs?: number;
}

/** Run a server's `setup` command with `sh -c` in its own process group; the whole group is ended on timeout. */
export async function runSetup(command: string, options: SetupOptions): Promise<SetupResult> {
  const output = new LineTail(20);
  // One pipe for both streams (as in a terminal), so the tail keeps the order things were written in.
  const proc = spawnGroup('sh', ['-c', `exec 2>&1\n${command}`], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.child.stdout?.on('data', (c: Buffer) => output.push(c));
  proc.child.stderr?.on('data', (c: Buffer) => output.push(c));
  let timedOut = false;
  let aborted = false;
  const stop = (why: 'timeout' | 'abort') => {
    if (why === 'timeout') timedOut = true;
    else aborted = true;
    void terminateGroup(proc.pgid, options.killGraceMs);
  };
  const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
  const onAbort = () => stop('abort');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) onAbort();
  try {
    const end = await proc.exited;
    // Let the pipes drain (a background job still holding them is ended in `finally`).
    await Promise.race([proc.closed, new Promise((r) => setTimeout(r, 200).unref())]);
    if (end.error) return { ok: false, exitCode: null, signal: null, output: output.text(), timedOut: false, error: end.error.message };
    return {
      ok: end.code === 0 && !timedOut && !aborted,
      exitCode: end.code,
      signal: end.signal,
      output: output.text(),
      timedOut,
      ...(aborted ? { error: 'aborted' } : {}),
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    // Background jobs the setup left behind in its group (a dev server started with `&`) do not survive it.
    await terminateGroup(proc.pgid, options.killGraceMs);
  }
}
