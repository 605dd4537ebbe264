// One module graph for the suite: every module of src/ compiled once by esbuild (one build, each module an entry point,
// shared code in chunks), so jest neither transforms nor links the ~300 TypeScript files of src/ per test file (jest
// gives each test file a registry of its own) and a test file evaluates only what it imports. test/support/resolver.cjs
// sends every import of a src/*.ts file to its compiled module. Built in global setup, cached by a hash of src/ and of
// this script; a second run of an unchanged tree pays nothing. Entry files with side effects at import (the CLI's and the action's main) stay out of the graph.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(ROOT, 'src');
/** Modules that run something when imported: they load as they are (their imports still go to the graph). */
const OUTSIDE = new Set(['cli/main.ts', 'action/main.ts', 'cli/launch.ts']);

function sourceFiles() {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(relative(SRC, p).split('\\').join('/'));
    }
  };
  walk(SRC);
  return out.filter((f) => !OUTSIDE.has(f));
}

function hashOf(files) {
  const h = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  h.update(readFileSync(join(ROOT, 'package-lock.json')));
  for (const f of files)
    h.update(f)
      .update('\0')
      .update(readFileSync(join(SRC, f)))
      .update('\0');
  return h.digest('hex').slice(0, 16);
}

/** The folder of the current graph (built when absent): src/<path>.mjs per module, chunks/ of the code they share. */
export async function buildModuleGraph() {
  const files = sourceFiles();
  const cache = join(ROOT, 'node_modules', '.cache', 'mcg-module-graph');
  const out = join(cache, hashOf(files));
  if (existsSync(join(out, 'done'))) return out;
  const { build } = await import('esbuild');
  const building = `${out}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  // Every module an entry point of one build with code splitting: each keeps its own exports (live bindings), code
  // that several reach lives once in a shared chunk (one instance per registry), and a test file evaluates only the
  // modules it reaches, not the whole of src/ (measured on the unit tier, one worker: 119 s with one flat module of
  // everything, 57 s split). The graph sits under node_modules/ so that its imports of packages resolve.
  await build({
    entryPoints: files.map((f) => join(SRC, f)),
    outdir: join(building, 'src'),
    outbase: SRC,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    keepNames: true,
    logLevel: 'error',
    absWorkingDir: ROOT,
    sourcemap: 'linked',
    // a real require for the modules that load a package lazily (esbuild's own shim throws in an ES module)
    banner: { js: "import { createRequire as __mcgCreateRequire } from 'node:module'; const require = __mcgCreateRequire(import.meta.url);" },
  });
  writeFileSync(join(building, 'done'), '');
  try {
    renameSync(building, out);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run finished the same build first
  }
  // older graphs go once nobody can still be using them (a run of another state of src/ may be under way)
  const stale = Date.now() - 3_600_000;
  for (const old of readdirSync(cache)) {
    const p = join(cache, old);
    if (p !== out && statSync(p).mtimeMs < stale) rmSync(p, { recursive: true, force: true });
  }
  return out;
}
