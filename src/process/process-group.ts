import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Children that lead their own process group (`detached: true`), so that the whole tree a server or setup command
 * starts (npx → node → workers) can be ended with one signal to the group. Every live group is also killed when this
 * process exits or is told to stop, so no server outlives the gate.
 */
export interface GroupChild {
  child: ChildProcess;
  /** Process group id (the child's pid); undefined when the spawn failed. */
  pgid: number | undefined;
  /** Resolves when the child has exited and its stdio is closed (or the spawn failed). */
  closed: Promise<ChildEnd>;
  /** Resolves when the child has exited, even if something it left behind still holds its stdio open. */
  exited: Promise<ChildEnd>;
}

export interface ChildEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The spawn error (ENOENT, EACCES …) when the process could not be started. */
  error?: Error;
}

export function spawnGroup(command: string, args: string[], options: Omit<SpawnOptions, 'detached'>): GroupChild {
  const child = spawn(command, args, { ...options, detached: true, windowsHide: true });
  const pgid = child.pid;
  if (pgid !== undefined) live.add(pgid);
  updateExitHooks();
  const failed = new Promise<ChildEnd>((resolve) => {
    child.once('error', (error) => {
      // Only a failed spawn ends the child here; a later error (a failed kill) is followed by 'exit' as usual.
      if (child.pid === undefined) resolve({ code: null, signal: null, error });
    });
  });
  const closed = Promise.race([failed, new Promise<ChildEnd>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })))]);
  const exited = Promise.race([failed, new Promise<ChildEnd>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))]);
  return { child, pgid, closed, exited };
}

/**
 * End a process group: SIGTERM, then SIGKILL after `graceMs` if anything in it is still running. Returns once no
 * member is left running (zombies waiting for a reaper do not count: they run no code and hold no resources).
 */
export async function terminateGroup(pgid: number | undefined, graceMs = 1000): Promise<void> {
  if (pgid === undefined) return;
  try {
    if (!groupRunning(pgid)) return;
    signalGroup(pgid, 'SIGTERM');
    if (await waitUntilStopped(pgid, graceMs)) return;
    signalGroup(pgid, 'SIGKILL');
    await waitUntilStopped(pgid, 2000);
  } finally {
    live.delete(pgid);
    updateExitHooks();
  }
}

/** Whether any process of the group is still running (not merely a zombie). */
export function groupRunning(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return groupMembersRunning(pgid);
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

async function waitUntilStopped(pgid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (!groupRunning(pgid)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * On Linux, a group whose members are all zombies still answers kill(-pgid, 0). Look at /proc to tell: a zombie
 * orphan stays until an init that reaps adopts it (minimal containers often have none), but it runs nothing.
 * Elsewhere (or when /proc is unreadable) a group that answers is taken as running.
 */
function groupMembersRunning(pgid: number): boolean {
  if (process.platform !== 'linux') return true;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp …: comm may contain spaces and parentheses, so split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X') return true;
  }
  return false;
}

/** Whether a single process is gone (no such pid, or only a zombie left). */
export function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
  if (process.platform !== 'linux') return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state === 'Z' || state === 'X';
  } catch {
    return true;
  }
}

// ---- cleanup when the gate itself exits ------------------------------------------------------------------------

const live = new Set<number>();
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let hooked = false;

function killAllNow(): void {
  for (const pgid of live) signalGroup(pgid, 'SIGKILL');
  live.clear();
}

function onStopSignal(signal: NodeJS.Signals): void {
  killAllNow();
  removeExitHooks();
  // Nobody else handles this signal: do what Node would have done without our handler.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function updateExitHooks(): void {
  if (live.size > 0 && !hooked) {
    hooked = true;
    process.on('exit', killAllNow);
    for (const s of STOP_SIGNALS) process.on(s, onStopSignal);
  } else if (live.size === 0 && hooked) removeExitHooks();
}

function removeExitHooks(): void {
  if (!hooked) return;
  hooked = false;
  process.off('exit', killAllNow);
  for (const s of STOP_SIGNALS) process.off(s, onStopSignal);
}
