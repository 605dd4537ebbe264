import { InputError } from '../util/errors.js';
/** One thing wrong in a config file: where it is and what to do about it. */
export interface ConfigProblem {
    /** Key path as users read it (`servers[1].timeout`); empty for the file as a whole. */
    key: string;
    /** 1-based line in the file, when known. */
    line?: number;
    /** The full sentence: key path, what is wrong, the fix. */
    message: string;
}
/**
 * A config file the gate cannot use. Every problem found is listed, one per line, each naming the file, the key path
 * and the fix (`.github/mcp-contract-gate.yml: servers[1].timeout must be … (line 7)`). Exit code 2, like every InputError.
 */
export declare class ConfigError extends InputError {
    readonly problems: ConfigProblem[];
    constructor(file: string, problems: ConfigProblem[]);
    /** The first problem's key path and line (for a workflow annotation on the config file). */
    get key(): string | undefined;
    get line(): number | undefined;
}
