/** What a command may touch: passed in so tests drive commands without spawning a process. */
export interface CliIO {
    stdout: (text: string) => void;
    stderr: (text: string) => void;
    cwd: string;
    env: Record<string, string | undefined>;
    /** Colour only on a TTY (and never with NO_COLOR). */
    color: boolean;
    /** Today, YYYY-MM-DD (ignore entries expire by it). */
    today: string;
}
export declare function processIO(): CliIO;
