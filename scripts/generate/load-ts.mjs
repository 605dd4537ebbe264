// Loads the project's TypeScript sources for a generator: esbuild bundles an entry (the project's own modules inline,
// packages left to node_modules) into node_modules/.cache/mcg-generate/, which is then imported. No type check.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './paths.mjs';

/** Bundles `contents` (TypeScript, imports relative to the repository's root) and imports the result. */
export async function loadTs(name, contents) {
  const dir = join(ROOT, 'node_modules', '.cache', 'mcg-generate');
  mkdirSync(dir, { recursive: true });
  const out = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: `${name}.ts` },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  // a name of its own per content, so an import in the same process never reads a stale module
  const file = join(dir, `${name}-${Date.now()}-${process.pid}.mjs`);
  writeFileSync(file, out.outputFiles[0].text);
  return import(pathToFileURL(file).href);
}
