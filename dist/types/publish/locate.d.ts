import type { ServerConfig } from '../config/types.js';
/** Where a finding is annotated: a file relative to the repository root and a 1-based line. */
export interface Location {
    path: string;
    line: number;
}
/**
 * Finds where each tool is defined, for annotations: the first line in the server's sources (`source`, else its `cwd`,
 * else the repository) that names the tool as a string literal; else the tool's entry in the lockfile; else the
 * server's entry in the config file. Reads files lazily and once.
 */
export declare class ToolLocator {
    /** The checkout root (working directory of the gate). */
    private readonly rootDir;
    /** Prefix that turns a rootDir-relative path into a repository-relative one (the `working-directory` input). */
    private readonly repoPrefix;
    private readonly servers;
    private readonly lockfile;
    private readonly configFile;
    private files;
    private readonly contents;
    constructor(
    /** The checkout root (working directory of the gate). */
    rootDir: string, 
    /** Prefix that turns a rootDir-relative path into a repository-relative one (the `working-directory` input). */
    repoPrefix: string, servers: ServerConfig[], lockfile: string, configFile: string | undefined);
    locate(server: string | undefined, tool: string): Location;
    private repoPath;
    private lines;
    private sourceFiles;
    private inSources;
    private inLockfile;
    private inConfig;
}
