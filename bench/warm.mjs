// Figure (k), warm runners (issue 52): discovery of a many-server config of npx servers from a local npm registry, on a
// fresh runner (no npm cache folder), once cold and once with the npm cache restored from the Actions cache. The real
// code on both sides: the action's package cache (src/action/package-cache.ts) around the real discovery, the real
// @actions/cache toolkit (tar + zstd, the Twirp client, the Azure SDK upload), against the GitHub stand-in's cache
// service (test/support/github/cache.ts) on 127.0.0.1; all three compiled here with esbuild (the bench runs no
// TypeScript). The registry models a real one: each server is its own `npx -y PKG@VERSION` that depends on DEPS shared
// packages (as MCP servers share the SDK, zod, express…), every package carries an incompressible payload, and every
// request waits LATENCY_MS (a round trip to a registry's CDN); `latencyMs: 0, deps: 0` is the bare local registry.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * An npm registry for several packages, each `{ name, version, dir }` packed with `npm pack`: packuments (one document
 * for installs and views) and tarballs, each answer after `latencyMs`; `tarballs` counts the archives served.
 */
async function startRegistry(packages, latencyMs) {
  const store = mkdtempSync(join(tmpdir(), 'mcg-bench-registry-'));
  const docs = new Map();
  const files = new Map();
  let url = '';
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    setTimeout(() => {
      const file = files.get(path);
      if (file) {
        registry.tarballs++;
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(readFileSync(file));
        return;
      }
      const doc = docs.get(path.slice(1));
      if (!doc) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      const versions = Object.fromEntries([...doc].map(([v, p]) => [v, { ...p.manifest, dist: { tarball: `${url}/${p.tarball}`, integrity: p.integrity, shasum: p.shasum } }]));
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(JSON.stringify({ name: path.slice(1), 'dist-tags': { latest: [...doc.keys()].pop() }, versions }));
    }, latencyMs);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${server.address().port}`;
  for (const p of packages) {
    const [info] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', store], { cwd: p.dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const tarball = `${p.name}/-/${p.name}-${p.version}.tgz`;
    files.set(`/${tarball}`, join(store, info.filename));
    const manifest = JSON.parse(readFileSync(join(p.dir, 'package.json'), 'utf8'));
    if (!docs.has(p.name)) docs.set(p.name, new Map());
    docs.get(p.name).set(p.version, { manifest, tarball, integrity: info.integrity, shasum: info.shasum });
    rmSync(p.dir, { recursive: true, force: true });
  }
  const registry = { url, tarballs: 0, close: () => new Promise((done) => server.close(() => (rmSync(store, { recursive: true, force: true }), done()))) };
  return registry;
}

/** The modules the figure runs, bundled from the sources into one ES module (packages stay external, from node_modules). */
async function load(root) {
  const { build } = await import('esbuild');
  const dir = mkdtempSync(join(root, 'node_modules', '.cache', 'mcg-bench-warm-'));
  const outfile = join(dir, 'warm.mjs');
  const src = (p) => JSON.stringify(join(root, p));
  await build({
    stdin: {
      contents: [
        `export { withPackageCache } from ${src('src/action/package-cache.ts')};`,
        `export { discoverAll } from ${src('src/discovery/index.ts')};`,
        `export { loadConfig } from ${src('src/config/index.ts')};`,
        `export { CacheService } from ${src('test/support/github/cache.ts')};`,
        `export { serverPackage } from ${src('test/support/npm-registry.ts')};`,
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'error',
    // test/support/paths.ts finds the project from its own file: keep that file's URL in the bundle
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'test', 'support', 'paths.ts')).href) },
  });
  return { mod: await import(pathToFileURL(outfile).href), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An ActionIO that keeps the log lines (the figure checks what the cache did). */
function recorder(env) {
  const lines = [];
  const log = (m) => lines.push(m);
  return {
    lines,
    io: { env, getInput: () => '', setOutput() {}, info: log, warning: (m) => log(`warning: ${m}`), error: log, notice: log, setFailed: log, summary: async () => {}, now: () => new Date() },
  };
}

/**
 * Median over `runs` pairs of (cold discovery, restore + warm discovery), each pair with a fresh cache service.
 * Returns the times in ms and what each run did, for the checks.
 */
export async function warmFigures(root, { servers: count = 12, deps = 20, latencyMs = 20, payload = 256 << 10, runs = 3, server, profile }) {
  const { mod, cleanup } = await load(root);
  const name = 'mcg-bench-server';
  const versions = Array.from({ length: count }, (_, i) => `1.0.${i}`);
  const depNames = Array.from({ length: deps }, (_, i) => `mcg-bench-dep-${i}`);
  const packages = [
    ...depNames.map((dep) => {
      const dir = mkdtempSync(join(tmpdir(), 'mcg-bench-dep-'));
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: dep, version: '1.0.0', main: 'index.js' }));
      writeFileSync(join(dir, 'index.js'), 'module.exports = {};\n');
      writeFileSync(join(dir, 'payload.bin'), randomBytes(payload));
      return { name: dep, version: '1.0.0', dir };
    }),
    ...versions.map((version) => {
      const dir = mod.serverPackage(name, version, server, ['--profile', profile]);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...manifest, dependencies: Object.fromEntries(depNames.map((d) => [d, '1.0.0'])) }));
      writeFileSync(join(dir, 'payload.bin'), randomBytes(payload));
      return { name, version, dir };
    }),
  ];
  const registry = await startRegistry(packages, latencyMs);
  const work = mkdtempSync(join(tmpdir(), 'mcg-bench-warm-'));
  const saved = { ...process.env };
  const out = { cold: [], warm: [], restore: [], save: [], tarballs: { cold: [], warm: [] } };
  try {
    const npmCache = join(work, 'npm');
    const env = {
      PATH: process.env.PATH,
      HOME: work,
      npm_config_registry: `${registry.url}/`,
      npm_config_cache: npmCache,
      npm_config_update_notifier: 'false',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    };
    const yaml = versions.map((v, i) => `  - id: s${i}\n    command: npx\n    args: [-y, ${name}@${v}]\n    env: ${JSON.stringify(env)}\n    start-timeout: 180\n`).join('');
    writeFileSync(join(work, 'gate.yml'), `servers:\n${yaml}`);
    const config = mod.loadConfig(join(work, 'gate.yml'), { env: {} });
    mkdirSync(join(work, 'temp'), { recursive: true });
    for (let r = 0; r < runs; r++) {
      const cache = new mod.CacheService();
      await cache.listen();
      try {
        // what a runner gives the step; @actions/cache reads process.env itself
        Object.assign(process.env, cache.env(), { RUNNER_TEMP: join(work, 'temp'), GITHUB_WORKSPACE: work, GITHUB_SERVER_URL: 'https://github.com' });
        for (const side of ['cold', 'warm']) {
          rmSync(npmCache, { recursive: true, force: true }); // a fresh runner
          registry.tarballs = 0;
          const { io, lines } = recorder({ ...process.env });
          let discovery = 0;
          const t0 = performance.now();
          const set = await mod.withPackageCache({ io, enabled: true, eventName: 'push', servers: config.servers, rootDir: work }, async () => {
            const t = performance.now();
            const s = await mod.discoverAll(config.servers, { rootDir: work, env: {} });
            discovery = performance.now() - t;
            return s;
          });
          const total = performance.now() - t0;
          const failed = Object.entries(set.servers).filter(([, s]) => s.error || s.tools.length === 0);
          if (failed.length) throw new Error(`(k) ${side}: ${failed.length} servers failed: ${failed[0][1].error?.message}`);
          out.tarballs[side].push(registry.tarballs);
          const restored = lines.some((l) => l.startsWith('package cache: restored '));
          if (restored !== (side === 'warm')) throw new Error(`(k) ${side} run: ${lines.join(' | ')}`);
          if (side === 'cold') {
            out.cold.push(discovery);
            out.save.push(total - discovery);
          } else {
            out.warm.push(total);
            out.restore.push(total - discovery);
          }
        }
        cache.assertClean();
      } finally {
        await cache.close();
      }
    }
    // the floor: the same servers started as node processes of their own (no package runner, nothing to install):
    // what a warm run cannot go below however its cache is filled, as the servers' own start costs the same
    const direct = versions.map((_, i) => `  - id: s${i}\n    command: ${JSON.stringify(process.execPath)}\n    args: ${JSON.stringify([server, '--profile', profile])}\n`).join('');
    writeFileSync(join(work, 'direct.yml'), `servers:\n${direct}`);
    const directConfig = mod.loadConfig(join(work, 'direct.yml'), { env: {} });
    out.floor = [];
    for (let r = 0; r < runs; r++) {
      const t = performance.now();
      const set = await mod.discoverAll(directConfig.servers, { rootDir: work, env: {} });
      out.floor.push(performance.now() - t);
      if (Object.values(set.servers).some((s) => s.error || s.tools.length === 0)) throw new Error('(k) floor: a directly started server failed');
    }
    return { ...out, servers: count, deps, latencyMs, payload };
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
    await registry.close();
    rmSync(work, { recursive: true, force: true });
    cleanup();
  }
}
