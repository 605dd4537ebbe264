#!/usr/bin/env node
// Bundles the three entry points with @vercel/ncc into one folder (default: dist/):
//   index.js  the GitHub Action (action.yml runs it)      cli.js  the `mcp-contract-gate` command
//   lib.js    the importable library, with its type declarations in types/index.d.ts (one file, rolled up from the
//             declarations ncc emits, so it holds only what the library exports and imports no runtime dependency)
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
await rollUpTypes(join(out, 'types'));
writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
console.log(`bundled ${entries.map((e) => e.file).join(', ')} into ${out}`);

/**
 * Replace the tree of declarations with one `index.d.ts` holding what the library exports. The published package has
 * no dependencies (the code is bundled), so the declarations may import only OPTIONAL_PEER_TYPES, each under a
 * `@ts-ignore`: with the peer installed its type applies, without it the name is `any` and the file still compiles.
 */
async function rollUpTypes(dir) {
  const OPTIONAL_PEER_TYPES = ['@modelcontextprotocol/sdk/client/index.js'];
  const { rollup } = await import('rollup');
  const { dts } = await import('rollup-plugin-dts');
  const build = await rollup({ input: join(dir, 'index.d.ts'), plugins: [dts()], external: (id) => !id.startsWith('.') && !id.startsWith('/') });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  if (output.length !== 1) throw new Error(`types: expected one declaration file, rollup made ${output.length}`);
  const lines = output[0].code.split('\n').flatMap((line) => {
    const from = /^import .* from '([^']+)';$/.exec(line)?.[1];
    if (from === undefined) return [line];
    if (!OPTIONAL_PEER_TYPES.includes(from)) throw new Error(`types: the declarations import ${from}, which the installed package does not have; add it to OPTIONAL_PEER_TYPES (and peerDependencies) or keep it out of the exported types`);
    return [`// @ts-ignore -- ${from.split('/').slice(0, 2).join('/')} is an optional peer dependency (guardClient takes its Client)`, line];
  });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.d.ts'), lines.join('\n'));
}
