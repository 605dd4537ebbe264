// node:fs with the `globSync` Node 20 lacks (see preload.mjs). The conformance suite uses it only to read the
// results folders of a tier report, which the tests never ask for: it says so instead of guessing.
export * from 'node:fs';
export { default } from 'node:fs';

export function globSync(pattern) {
  throw new Error(`fs.globSync(${JSON.stringify(pattern)}) needs Node 22 or later`);
}
