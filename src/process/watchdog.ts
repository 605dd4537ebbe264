import { spawn, type ChildProcess } from 'node:child_process';

/** The shell the watchdog runs in (dash on Debian and Ubuntu, bash or busybox elsewhere). */
const WATCHDOG_SHELL = '/bin/sh';

/**
 * The watchdog's script: ignore the terminal's signals, read the pipe until it closes (the parent ended, however:
 * the kernel closes a dead process's pipes, SIGKILL included), then kill the whole process group. Written for every
 * POSIX `sh`: `kill -s KILL -- -PGID` is the POSIX form, which dash, bash and busybox all take (dash rejects the
 * `kill -KILL -- -PGID` spelling with "Illegal number"); `kill -KILL -PGID` is tried when the first form is refused.
 */
export function watchdogScript(pgid: number): string {
  if (!Number.isSafeInteger(pgid) || pgid <= 1) throw new Error(`watchdog: not a process group id: ${pgid}`);
  return `trap '' INT TERM HUP; while read -r _; do :; done; kill -s KILL -- -${pgid} 2>/dev/null || kill -KILL -${pgid} 2>/dev/null`;
}

/**
 * A watchdog for a process group: a tiny shell that reads a pipe from this process and, once the pipe closes, kills
 * the group. It leads a group of its own and ignores the terminal's signals, so it outlives this process long enough
 * to act. Undefined on Windows (no process groups) or when the shell cannot start.
 */
export function startWatchdog(pgid: number, shell: string = WATCHDOG_SHELL): ChildProcess | undefined {
  if (process.platform === 'win32') return undefined;
  try {
    const dog = spawn(shell, ['-c', watchdogScript(pgid)], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
    dog.on('error', () => undefined);
    dog.stdin?.on('error', () => undefined);
    dog.unref();
    (dog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    return dog;
  } catch {
    return undefined;
  }
}

/** This process ends normally: the watchdog is no longer needed (and must not kill a group id the system may reuse). */
export function stopWatchdog(dog: ChildProcess | undefined): void {
  if (!dog || dog.exitCode !== null) return;
  try {
    dog.kill('SIGKILL');
  } catch {
    // already gone
  }
}
