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
export declare function runSetup(command: string, options: SetupOptions): Promise<SetupResult>;
