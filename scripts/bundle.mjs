#!/usr/bin/env node
// Bundles the three entry points with @vercel/ncc into one folder (default: dist/):
//   index.js  the GitHub Action (action.yml runs it)      cli.js  the `mcp-contract-gate` command
//   lib.js    the importable library, with its type declarations under types/
//   N.index.js  chunks of the Action that it loads after printing its first line
// Usage: node scripts/bundle.mjs [OUT_DIR]. The output is deterministic, so a fresh bundle can be compared to dist/.
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const ncc = require('@vercel/ncc');
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const out = resolve(process.argv[2] ?? join(root, 'dist'));

const entries = [
  { src: 'src/action/main.ts', file: 'index.js', chunks: true },
  { src: 'src/cli/main.ts', file: 'cli.js', shebang: true },
  { src: 'src/index.ts', file: 'lib.js', types: 'types' },
];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const entry of entries) {
  const { code, assets } = await ncc(join(root, entry.src), {
    cache: false,
    minify: false,
    sourceMap: false,
    quiet: true,
    target: 'es2022',
    license: '',
  });
  const text = entry.shebang && !code.startsWith('#!') ? `#!/usr/bin/env node\n${code}` : code;
  const target = join(out, entry.file);
  writeFileSync(target, text);
  if (entry.shebang) chmodSync(target, 0o755);
  for (const [name, asset] of Object.entries(assets)) {
    if (name === 'package.json') continue;
    if (name.endsWith('.d.ts')) {
      if (!entry.types) continue;
      const dest = join(out, entry.types, name);
      mkdirSync(dirname(dest), { recursive: true });
      writeFileSync(dest, asset.source);
      continue;
    }
    // The action loads its heavy parts lazily (dynamic import), so ncc splits them into chunks beside index.js.
    if (entry.chunks && /^\d+\.index\.js$/.test(name)) {
      const dest = join(out, name);
      if (existsSync(dest)) throw new Error(`${entry.src}: chunk ${name} would overwrite another entry's file`);
      writeFileSync(dest, asset.source);
      continue;
    }
    throw new Error(`${entry.src}: ncc emitted an asset (${name}) that the bundle script does not place; handle it explicitly`);
  }
}
writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
console.log(`bundled ${entries.map((e) => e.file).join(', ')} into ${out}`);
