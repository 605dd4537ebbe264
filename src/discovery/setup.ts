import { statSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import type { Env } from '../config/interpolate.js';
import type { ServerConfig } from '../model/config.js';
import type { DiscoveryError } from '../contract/types.js';
import { launchSpec, serverFolder } from './launch.js';
import type { Limiter } from '../process/limiter.js';
import { spawnGroup, terminateGroup } from '../process/process-group.js';
import { LineTail } from '../process/tail.js';

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

/** `30 s`, `0.7 s`: a duration for messages. */
export function seconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

/** The failed-discovery error for a setup that did not succeed: what happened, its exit code or signal, its output tail. */
export function setupFailure(command: string, timeoutMs: number, setup: SetupResult): DiscoveryError {
  const what = `setup ${JSON.stringify(command)}`;
  let message: string;
  if (setup.timedOut) message = `${what} timed out after ${seconds(timeoutMs)}`;
  else if (setup.error === 'aborted') message = `${what} was cancelled`;
  else if (setup.error) message = `${what} could not be started: ${setup.error}`;
  else if (setup.signal) message = `${what} was killed by ${setup.signal}`;
  else message = `${what} failed with exit code ${setup.exitCode}`;
  const error: DiscoveryError = { message, exitCode: setup.exitCode, signal: setup.signal };
  if (setup.timedOut) error.timedOut = true;
  if (setup.output) error.stderr = setup.output;
  return error;
}

/** One distinct setup: a command in a folder, shared by every server that declares it there. */
export interface PlannedSetup {
  command: string;
  /** Absolute folder it runs in. */
  cwd: string;
  /** The same folder relative to the checkout root, `/`-separated (`''` for the root itself). */
  folder: string;
  /** The servers that declared it, in config order. */
  servers: string[];
}

/** What a setup plan reports as it runs (the CLI's progress lines, the Action's log). */
export interface SetupEvent {
  type: 'setup-start' | 'setup-end';
  setup: PlannedSetup;
  /** performance.now() when it happened. */
  time: number;
  /** On `setup-end`: undefined when it succeeded, else why not. */
  error?: DiscoveryError;
}

export interface SetupPlanOptions {
  /** The checkout the servers run in; `cwd` and `${workspaceFolder}` resolve here. */
  rootDir: string;
  env?: Env;
  signal?: AbortSignal;
  killGraceMs?: number;
  /** Each setup takes one slot of the limiter while it runs (shared with discovery). */
  limit: Limiter;
  onEvent?: (event: SetupEvent) => void;
}

function within(folder: string, ancestor: string): boolean {
  const rel = relative(ancestor, folder);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * Setups of a set of servers, each distinct `setup` command + folder run once (two servers with `npm ci` in the same
 * folder share one run). A setup waits for the earlier setups (config order) whose folder holds or is held by its
 * own, so a root `npm ci` finishes before `npm run build` in a package and two installs never write one
 * `node_modules` at once; setups in unrelated folders run in parallel. `ready(server)` resolves when the server may
 * start: after its own setup and every setup in its folder or a folder above it (so a server without `setup` next to
 * one with `npm ci` does not start before `node_modules` exists). It resolves with the error of the server's own
 * setup when that failed, else undefined. A setup never throws; a folder that does not exist is left to discovery.
 */
export function planSetups(servers: readonly ServerConfig[], options: SetupPlanOptions): { setups: PlannedSetup[]; ready: (server: ServerConfig) => Promise<DiscoveryError | undefined> } {
  interface Entry {
    setup: PlannedSetup;
    done: Promise<DiscoveryError | undefined>;
  }
  const entries: Entry[] = [];
  const byKey = new Map<string, Entry>();
  const ownOf = new Map<string, Entry>();
  const groups = new Map<string, { setup: PlannedSetup; first: ServerConfig; timeoutMs: number }>();
  for (const server of servers) {
    if (!server.setup) continue;
    const cwd = serverFolder(server, options.rootDir);
    if (!isDirectory(cwd)) continue;
    const key = `${cwd}\u0000${server.setup}`;
    const group = groups.get(key);
    if (group) {
      group.setup.servers.push(server.id);
      group.timeoutMs = Math.max(group.timeoutMs, server.setupTimeoutMs);
    } else {
      const folder = relative(options.rootDir, cwd).split(sep).join('/');
      groups.set(key, { setup: { command: server.setup, cwd, folder, servers: [server.id] }, first: server, timeoutMs: server.setupTimeoutMs });
    }
  }
  for (const [key, group] of groups) {
    const before = entries.filter((e) => within(group.setup.cwd, e.setup.cwd) || within(e.setup.cwd, group.setup.cwd));
    const { first, setup } = group;
    const done = Promise.all(before.map((e) => e.done)).then(() =>
      options.limit(async () => {
        emit(options, { type: 'setup-start', setup, time: performance.now() });
        const result = await runSetup(setup.command, {
          cwd: setup.cwd,
          env: launchSpec(first, options.env, options.rootDir).env,
          timeoutMs: group.timeoutMs,
          signal: options.signal,
          killGraceMs: options.killGraceMs,
        }).catch((err: Error): SetupResult => ({ ok: false, exitCode: null, signal: null, output: '', timedOut: false, error: err.message }));
        const error = result.ok ? undefined : setupFailure(setup.command, group.timeoutMs, result);
        emit(options, { type: 'setup-end', setup, time: performance.now(), ...(error ? { error } : {}) });
        return error;
      }),
    );
    const entry = { setup, done };
    entries.push(entry);
    byKey.set(key, entry);
  }
  for (const server of servers) {
    if (!server.setup) continue;
    const entry = byKey.get(`${serverFolder(server, options.rootDir)}\u0000${server.setup}`);
    if (entry) ownOf.set(server.id, entry);
  }
  return {
    setups: entries.map((e) => e.setup),
    ready: async (server) => {
      const own = ownOf.get(server.id);
      const cwd = serverFolder(server, options.rootDir);
      const above = entries.filter((e) => e !== own && within(cwd, e.setup.cwd));
      await Promise.all(above.map((e) => e.done));
      return own ? await own.done : undefined;
    },
  };
}

function emit(options: SetupPlanOptions, event: SetupEvent): void {
  try {
    options.onEvent?.(event);
  } catch {
    // A logging callback never breaks setup.
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
