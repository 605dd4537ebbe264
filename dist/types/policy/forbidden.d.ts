import type { ServerConfig } from '../config/types.js';
import type { SnapshotSet } from '../contract/types.js';
import type { Finding } from './types.js';
/** Every head tool that a server's `forbidden-tools` globs match: blocking whether or not it changed. */
export declare function forbiddenToolFindings(servers: ServerConfig[], head: SnapshotSet): Finding[];
