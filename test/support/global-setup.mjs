// Jest global setup of the integration tier: the unit tier's module graph (unit-global-setup.mjs), then two builds, each cached by a hash of everything that goes into it (a second run of an unchanged
// tree, or one test file at a time, pays nothing):
// - the fixture servers' bundle (bundleFixtureServers below), which they start from when it is current;
// - the bundle the end-to-end tests (the action, the packed CLI, the proxy) run, built from the sources of this run,
//   not the committed dist/ (which may be stale after a source edit; test/dist.test.ts checks that dist/ equals this
//   build). A changed source builds once (about 25 s).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildVenvInBackground } from '../../scripts/setup-python.mjs';
import unitGlobalSetup from './unit-global-setup.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const INPUTS = ['src', 'scripts/bundle.mjs', 'package-lock.json', 'tsconfig.json'];

function hashTree() {
  const h = createHash('sha256');
  const walk = (p) => {
    if (statSync(p).isDirectory()) for (const name of readdirSync(p).sort()) walk(join(p, name));
    else h.update(relative(ROOT, p)).update('\0').update(readFileSync(p)).update('\0');
  };
  for (const input of INPUTS) if (existsSync(join(ROOT, input))) walk(join(ROOT, input));
  return h.digest('hex').slice(0, 16);
}

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

export default async function globalSetup() {
  await unitGlobalSetup();
  // the Python fixture servers' venv, when absent: built beside the first tests (test/support/python.ts waits for it)
  if (!process.env.MCP_CONTRACT_GATE_TEST_PYTHON) buildVenvInBackground();
  await bundleFixtureServers();
  if (process.env.MCP_CONTRACT_GATE_TEST_DIST) return; // given by the caller (e.g. a prebuilt bundle)
  const out = join(tmpdir(), `mcg-test-dist-${hashTree()}`);
  if (!existsSync(join(out, 'cli.js'))) {
    const building = `${out}.${process.pid}`;
    process.stdout.write(`building the bundle the end-to-end tests run into ${out} (cached by source hash)\n`);
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs'), building], { cwd: ROOT, stdio: 'inherit' });
    try {
      renameSync(building, out);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run finished the same build first
    }
  }
  process.env.MCP_CONTRACT_GATE_TEST_DIST = out;
}
