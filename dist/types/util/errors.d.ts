/** Bad input from a user (a file, a config, a flag): reported plainly, exit code 2, never a stack trace. */
export declare class InputError extends Error {
    /** The file the problem is in, when there is one. */
    readonly file?: string | undefined;
    readonly exitCode = 2;
    constructor(message: string, 
    /** The file the problem is in, when there is one. */
    file?: string | undefined);
}
/** Parse JSON, turning a syntax error into an InputError that names the file, line and column. */
export declare function parseJsonFile(text: string, file: string): unknown;
