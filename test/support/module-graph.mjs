// One module graph for the suite: every module of src/ compiled once by esbuild into a single ES module (graph.mjs),
// plus one small shim per source file that re-exports that module's bindings from it (live bindings, not copies).
// test/support/resolver.cjs sends every import of a src/*.ts file to its shim, so a test file links a handful of
// modules instead of re-transforming and re-linking the ~300 files of src/ (jest gives each test file a registry of
// its own). Built in global setup, cached by a hash of src/ and of this script; a second run of an unchanged tree
// pays nothing. Entry files with side effects at import (the CLI's and the action's main) stay out of the graph.
import { execFileSync } from 'node:child_process';
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

/** The folder of the current graph (built when absent): graph.mjs and src/<path>.mjs shims. */
export async function buildModuleGraph() {
  const files = sourceFiles();
  const cache = join(ROOT, 'node_modules', '.cache', 'mcg-module-graph');
  const out = join(cache, hashOf(files));
  if (existsSync(join(out, 'done'))) return out;
  const { build } = await import('esbuild');
  const building = `${out}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const common = {
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    keepNames: true,
    logLevel: 'error',
    absWorkingDir: ROOT,
    // a real require for the modules that load a package lazily (esbuild's own shim throws in an ES module)
    banner: { js: "import { createRequire as __mcgCreateRequire } from 'node:module'; const require = __mcgCreateRequire(import.meta.url);" },
  };
  // Pass 1: each module as a namespace, to learn its export names (esbuild expands `export *`).
  const probe = join(building, 'probe.mjs');
  await build({
    ...common,
    stdin: { contents: files.map((f, i) => `export * as m${i} from ${JSON.stringify(`./${f}`)};`).join('\n'), resolveDir: SRC, loader: 'ts' },
    outfile: probe,
  });
  const names = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const g = await import(${JSON.stringify(`file://${probe}`)}); process.stdout.write(JSON.stringify(Object.keys(g).sort((a, b) => a.slice(1) - b.slice(1)).map((k) => Object.keys(g[k]))));`,
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    ),
  );
  rmSync(probe);
  // Pass 2: one flat module whose exports are every module's bindings under unique names (m<i>$<name>).
  const lines = files.map((f, i) => {
    const own = names[i];
    if (own.length === 0) return `import ${JSON.stringify(`./${f}`)};`;
    return `export { ${own.map((n) => `${n === 'default' ? 'default' : n} as m${i}$${n}`).join(', ')} } from ${JSON.stringify(`./${f}`)};`;
  });
  await build({ ...common, stdin: { contents: lines.join('\n'), resolveDir: SRC, loader: 'ts' }, outfile: join(building, 'graph.mjs'), sourcemap: 'linked' });
  files.forEach((f, i) => {
    const shim = join(building, 'src', f.replace(/\.ts$/, '.mjs'));
    mkdirSync(dirname(shim), { recursive: true });
    const graph = relative(dirname(shim), join(building, 'graph.mjs')).split('\\').join('/');
    const own = names[i];
    const body = own.length === 0 ? `import '${graph}';\n` : `export { ${own.map((n) => `m${i}$${n} as ${n}`).join(', ')} } from '${graph}';\n`;
    writeFileSync(shim, body);
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
