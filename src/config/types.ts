// The config's types, defaults and limits are shared vocabulary: defined in src/model/config.ts. Kept for the
// importers in src/discovery, src/diff and src/proxy until they import src/model directly.
export * from '../model/config.js';
