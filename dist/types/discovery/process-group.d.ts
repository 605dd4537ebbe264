import { type ChildProcess, type SpawnOptions } from 'node:child_process';
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
export declare function spawnGroup(command: string, args: string[], options: Omit<SpawnOptions, 'detached'>): GroupChild;
/**
 * End a process group: SIGTERM, then SIGKILL after `graceMs` if anything in it is still running. Returns once no
 * member is left running (zombies waiting for a reaper do not count: they run no code and hold no resources).
 */
export declare function terminateGroup(pgid: number | undefined, graceMs?: number): Promise<void>;
/** Whether any process of the group is still running (not merely a zombie). */
export declare function groupRunning(pgid: number): boolean;
/** Whether a single process is gone (no such pid, or only a zombie left). */
export declare function processGone(pid: number): boolean;
