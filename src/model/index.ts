/**
 * The shared vocabulary of every stage: severities, protocol revisions, the config's types, defaults and limits. A
 * leaf: it imports nothing from the rest of the source (the lint checks it), so any folder may import it.
 */
export * from './severity.js';
export * from './protocol.js';
export * from './config.js';
