/**
 * The shared vocabulary of every stage: severities, protocol revisions, the config's types, defaults and limits, the
 * probes' types. A near-leaf: it imports only util and src/generated (the lint checks it), so any other folder may
 * import it.
 */
export * from './severity.js';
export * from './protocol.js';
export * from './config.js';
export * from './launch.js';
export * from './probes.js';
