/** The library: the pure engine (contract, diff, policy, report) plus discovery and the runtime guard. */
export * from './contract/types.js';
export * from './contract/canonical.js';
export * from './contract/snapshot.js';
export * from './contract/lockfile.js';
export { VERSION } from './version.js';
