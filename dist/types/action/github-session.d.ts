import type { ActionIO } from './io.js';
import type { GitHubApi } from '../publish/github.js';
/**
 * GitHub writes that must not crash the run: a fork's read-only token (403), a missing permission, an outage. The
 * first 403 marks the token read-only and later writes are skipped; every failure is logged and remembered so the
 * report can say what could not be done.
 */
export declare class GitHubSession {
    readonly api: GitHubApi;
    private readonly io;
    readOnly: boolean;
    readonly problems: string[];
    constructor(api: GitHubApi, io: ActionIO);
    read<T>(what: string, fn: () => Promise<T>): Promise<T | undefined>;
    write<T>(what: string, fn: () => Promise<T>): Promise<T | undefined>;
    private note;
}
