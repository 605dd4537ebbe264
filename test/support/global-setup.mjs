// Jest global setup of the integration tier: the unit tier's module graph (unit-global-setup.mjs), then two builds side
// by side, each cached by a hash of everything that goes into it (a second run of an unchanged tree, or one test file
// at a time, pays nothing):
// - the fixture servers' bundle (bundleFixtureServers below), which they start from when it is current;
// - the bundle the end-to-end tests (the action, the packed CLI, the proxy) run: the committed dist/ when it was built
//   from the sources of this run (its recorded source hash), else one built from them (about 25 s), never a stale dist/
//   (test/dist.test.ts checks that dist/ equals a fresh build).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildVenvInBackground } from '../../scripts/setup-python.mjs';
import { SOURCE_HASH_FILE, sourceHash } from '../../scripts/source-hash.mjs';
import unitGlobalSetup from './unit-global-setup.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The fixture servers' bundle (see __fixtures__/servers/lib/start.mjs): one module whose `start(name)` imports
 * src/NAME.mjs, so each server is a chunk of its own; built once per change of the servers' sources or dependencies.
 */
async function bundleFixtureServers() {
  const { SERVERS, bundleFile } = await import('../../__fixtures__/servers/lib/start.mjs');
  const file = bundleFile();
  if (existsSync(file)) return;
  const out = dirname(file);
  const building = `${out}.${process.pid}`;
  const names = readdirSync(join(SERVERS, 'src'))
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => f.slice(0, -'.mjs'.length))
    .sort();
  // The entry sits beside src/ so that its imports resolve as the servers' own do.
  const entry = join(SERVERS, '.bundle', `entry.${process.pid}.mjs`);
  mkdirSync(building, { recursive: true });
  writeFileSync(entry, `const servers = {\n${names.map((n) => `  ${JSON.stringify(n)}: () => import('../src/${n}.mjs'),\n`).join('')}};\nexport const start = (name) => servers[name]();\n`);
  try {
    process.stdout.write(`bundling the fixture servers into ${out} (cached by source hash)\n`);
    const ncc = createRequire(import.meta.url)('@vercel/ncc');
    const { code, assets } = await ncc(entry, { cache: false, minify: false, sourceMap: false, quiet: true, target: 'es2022' });
    writeFileSync(join(building, 'index.js'), code);
    for (const [name, asset] of Object.entries(assets)) writeFileSync(join(building, name), asset.source);
    for (const old of readdirSync(dirname(out))) if (!old.includes('.')) rmSync(join(dirname(out), old), { recursive: true, force: true });
    renameSync(building, out);
  } catch (e) {
    rmSync(building, { recursive: true, force: true }); // another run finished the same build first, or ncc failed
    if (!existsSync(file)) process.stdout.write(`the fixture servers run from source: ${e instanceof Error ? e.message : e}\n`);
  } finally {
    rmSync(entry, { force: true });
  }
}

/**
 * The bundle the end-to-end tests run: the committed dist/ when it was built from exactly these sources (its recorded
 * source hash, scripts/source-hash.mjs; test/dist.test.ts then proves it byte for byte against a fresh build), else one
 * built here into the temp folder, keyed by that hash. Started as a child process beside the fixture servers' bundle.
 */
async function endToEndBundle() {
  if (process.env.MCP_CONTRACT_GATE_TEST_DIST) return; // given by the caller (e.g. a prebuilt bundle)
  const hash = sourceHash(ROOT);
  const recorded = join(ROOT, 'dist', SOURCE_HASH_FILE);
  if (existsSync(recorded) && readFileSync(recorded, 'utf8').trim() === hash) {
    process.env.MCP_CONTRACT_GATE_TEST_DIST = join(ROOT, 'dist');
    return;
  }
  const out = join(tmpdir(), `mcg-test-dist-${hash.slice(0, 16)}`);
  if (!existsSync(join(out, 'cli.js'))) {
    const building = `${out}.${process.pid}`;
    process.stdout.write(`building the bundle the end-to-end tests run into ${out} (dist/ is not built from these sources; cached by source hash)\n`);
    await new Promise((done, fail) => {
      const child = spawn(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs'), building], { cwd: ROOT, stdio: 'inherit' });
      child.on('error', fail);
      child.on('close', (code) => (code === 0 ? done() : fail(new Error(`scripts/bundle.mjs exited with ${code}`))));
    });
    try {
      renameSync(building, out);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run finished the same build first
    }
  }
  process.env.MCP_CONTRACT_GATE_TEST_DIST = out;
}

export default async function globalSetup() {
  await unitGlobalSetup();
  // the Python fixture servers' venv, when absent: built beside the first tests (test/support/python.ts waits for it)
  if (!process.env.MCP_CONTRACT_GATE_TEST_PYTHON) buildVenvInBackground();
  await Promise.all([bundleFixtureServers(), endToEndBundle()]);
}
