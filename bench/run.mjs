#!/usr/bin/env node
// `npm run bench`: the figures the issues name, each a median over several runs (with min and max), each measured
// against a baseline taken in the same run on the same machine. Writes bench/results.json. Exits non-zero only when
// it cannot run; a missed target is reported, not fatal.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { baselineArg, previousBuild } from './previous.mjs';
import { releasePair } from './release.mjs';
import { manyServerPair } from './servers.mjs';
import { referenceRepo } from './references.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lib = await import(join(root, 'dist', 'lib.js'));
const server = join(root, '__fixtures__', 'servers', 'scenario-server.mjs');
const profiles = join(root, '__fixtures__', 'servers', 'profiles');
const inspector = join(root, 'node_modules', '@modelcontextprotocol', 'inspector', 'cli', 'build', 'cli.js');
const quick = process.argv.includes('--quick');
const corpusDir = resolve(root, '..', 'shared', 'corpus');
// --cli=PATH: measure another build of the CLI (e.g. one bundled from a working tree) instead of dist/cli.js; the
// action figures take the index.js beside it
const cliPath = resolve(process.argv.find((a) => a.startsWith('--cli='))?.slice('--cli='.length) ?? join(root, 'dist', 'cli.js'));
const actionPath = join(dirname(cliPath), 'index.js');
// --baseline REF (default: the newest tag): the previous build, measured beside this one in every CLI figure
const previous = previousBuild(root, baselineArg(process.argv));
if (previous.skipped) process.stderr.write(`no previous build to compare with (${previous.skipped})\n`);
else process.stderr.write(`previous build: ${previous.ref} (${previous.commit}, ${previous.source})\n`);
const prevCli = previous.cli;
process.on('exit', () => previous.cleanup?.());
// --baseline-cli=PATH (figure g): a second stdio proxy from another build, measured in the same run (before/after);
// the previous build's by default
const baselineCli = process.argv.find((a) => a.startsWith('--baseline-cli='))?.slice('--baseline-cli='.length) ?? prevCli;
/**
 * Each build's CLI keeps its V8 code cache in a folder of its own for the run (the launcher's cache otherwise lives in
 * ~/.cache, which other processes of this user, say a test run of another build, may replace mid-run), warmed by one
 * untimed `diff` before any figure: the figures are of the second run on, as users meet them.
 */
const compileCaches = new Map();
process.on('exit', () => {
  for (const dir of compileCaches.values()) rmSync(dir, { recursive: true, force: true });
});
function cacheEnv(cli) {
  if (!compileCaches.has(cli)) compileCaches.set(cli, mkdtempSync(join(tmpdir(), 'mcg-bench-v8-')));
  return { MCP_CONTRACT_GATE_COMPILE_CACHE: compileCaches.get(cli) };
}
for (const cli of [cliPath, prevCli].filter(Boolean))
  spawnSync(process.execPath, [cli, 'diff', join(profiles, 'seed000-t0.json'), join(profiles, 'seed000-t1.json'), '--format', 'json'], { env: { ...process.env, ...cacheEnv(cli) }, stdio: 'ignore' });

// the child reports its own peak memory on exit (stderr's last line), start-up included
const RSS_HOOK = `data:text/javascript,process.on('exit',()=>process.stderr.write('\\nmaxrss '+process.resourceUsage().maxRSS+'\\n'))`;
const maxRssOf = (stderr) => Number(/maxrss (\d+)\s*$/.exec(stderr)?.[1] ?? NaN);

/** The CLI as users run it: a child process; resolves with its output whatever its exit code (1 = breaking found). */
function runCli(args, cli = cliPath) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', RSS_HOOK, cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...cacheEnv(cli) } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 || code === 1 ? resolvePromise({ stdout, stderr }) : reject(new Error(`cli ${args.join(' ')} exited ${code}: ${stderr}`))));
  });
}
/** A node that reads and JSON-parses the files named after it, and does nothing else. */
const READ_AND_PARSE = "const fs = require('node:fs'); for (const f of process.argv.slice(1)) JSON.parse(fs.readFileSync(f, 'utf8'));";
// the same, reading the bytes and decoding them apart, as the CLI reads (src/util/text-file.ts): faster on Node 20
const READ_BYTES_AND_PARSE = "const fs = require('node:fs'); for (const f of process.argv.slice(1)) JSON.parse(fs.readFileSync(f).toString('utf8'));";
const N = (n) => (quick ? Math.max(2, Math.ceil(n / 3)) : n);

const now = () => performance.now();
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const stats = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs), runs: xs.length });

const SERVERS = [
  ['reviews', 'seed000-t0.json', 'seed000-t1.json'],
  ['kubernetes', 'seed001-v1.json', 'seed001-v2.json'],
  ['support-ops', 'seed003-baseline.json', 'seed003-candidate.json'],
  ['web-search', 'seed004-v1.json', 'seed004-v2.json'],
];
const serverConfig = (id, profilePath) => ({
  id,
  transport: 'stdio',
  command: process.execPath,
  args: [server, '--profile', profilePath],
  timeoutMs: 30_000,
  setupTimeoutMs: 60_000,
  origin: { file: 'bench', key: id },
});

async function bareSdk(profilePath, delayMs = 0) {
  const client = new Client({ name: 'bare', version: '1.0.0' });
  const transport = new StdioClientTransport({ command: process.execPath, args: [server, '--profile', profilePath, ...(delayMs ? ['--delay-ms', String(delayMs)] : [])], stderr: 'ignore' });
  await client.connect(transport);
  await client.listTools();
  await client.close();
}

function runProcess(cmd, args, opts = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

const gitEnv = { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'b@example.com', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'b@example.com' };

/** A repository with four servers whose profiles change between the base commit and the working tree. */
function fourServerRepo(delayMs = 0) {
  const dir = mkdtempSync(join(tmpdir(), 'mcg-bench-repo-'));
  const git = (...a) => execFileSync('git', a, { cwd: dir, env: gitEnv, stdio: 'pipe' });
  mkdirSync(join(dir, 'servers'));
  const lines = ['servers:'];
  for (const [id, base] of SERVERS) {
    copyFileSync(join(profiles, base), join(dir, 'servers', `${id}.json`));
    lines.push(
      `  - id: ${id}`,
      `    command: ${JSON.stringify(process.execPath)}`,
      `    args: [${JSON.stringify(server)}, --profile, servers/${id}.json${delayMs ? `, --delay-ms, "${delayMs}"` : ''}]`,
    );
  }
  writeFileSync(join(dir, 'gate.yml'), `${lines.join('\n')}\n`);
  git('init', '--quiet', '--initial-branch=main');
  git('add', '-A');
  git('commit', '--quiet', '-m', 'base');
  const base = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir }).toString().trim();
  for (const [id, , head] of SERVERS) copyFileSync(join(profiles, head), join(dir, 'servers', `${id}.json`));
  git('commit', '--quiet', '-am', 'head');
  return { dir, base };
}

const results = {};
const rows = [];
/** A figure more than this much slower than the previous build is marked in the table. */
const SLOWER_MARK = 1.1;
/**
 * One row: `value` against `baseline` (the figure) and its target; `prev`, when given, is the same measurement of the
 * previous build (the table says faster or slower, and marks more than 10% slower).
 */
function report(key, label, value, baseline, target, unit = 'ratio', measure = 'ms', prev = undefined) {
  const v = value.median / (baseline ? baseline.median : 1);
  const met = target.check(v, value, baseline);
  const vsPrev = prev ? value.median / prev.median : undefined;
  results[key] = {
    label,
    value,
    ...(baseline ? { baseline } : {}),
    figure: Number(v.toFixed(3)),
    target: target.text,
    met,
    ...(prev ? { previous: { ref: previous.ref, value: prev, ratio: Number(vsPrev.toFixed(3)), slower: vsPrev > SLOWER_MARK } } : {}),
  };
  const span = (x) => `${x.median.toFixed(0)} ${measure} [${x.min.toFixed(0)}–${x.max.toFixed(0)}]`;
  const against = vsPrev === undefined ? '—' : `${vsPrev.toFixed(2)}× ${vsPrev <= 1 ? 'faster' : 'slower'}${vsPrev > SLOWER_MARK ? ' ▲ >10%' : ''} (${span(prev)})`;
  const row = [label, unit === 'ratio' ? `${v.toFixed(2)}×` : `${value.median.toFixed(0)} ${measure}`, span(value), baseline ? span(baseline) : '—', target.text, met ? 'yes' : 'NO', against];
  rows.push(row);
  // Each figure as soon as it is measured (a full run takes a while); the table follows at the end.
  process.stderr.write(`${row[0]}: ${row[1]} (${row[2]} vs ${row[3]}; target ${row[4]}: ${row[5]}; previous build: ${row[6]})\n`);
}

// warm the file cache and the module cache once
await bareSdk(join(profiles, 'seed000-t0.json'));
await lib.discoverServer(serverConfig('warm', join(profiles, 'seed000-t0.json')), { rootDir: root, env: {} });

// (a) one server, head only
const figureA = {
  id: 'a',
  async run() {
    const gate = [];
    const bare = [];
    const insp1 = [];
    const p = join(profiles, 'seed000-t1.json');
    for (let i = 0; i < N(15); i++) {
      let t = now();
      await bareSdk(p);
      bare.push(now() - t);
      t = now();
      const snap = await lib.discoverServer(serverConfig('reviews', p), { rootDir: root, env: {} });
      gate.push(now() - t);
      if (snap.error || snap.tools.length !== 5) throw new Error(`discovery failed: ${snap.error?.message}`);
      if (i < N(5)) {
        t = now();
        await runProcess(process.execPath, [inspector, '--cli', process.execPath, server, '--profile', p, '--method', 'tools/list']);
        insp1.push(now() - t);
      }
    }
    {
      const speedup = median(insp1) / median(gate);
      results.c1 = {
        label: '(c) 1 server: gate vs MCP Inspector CLI',
        value: stats(gate),
        baseline: stats(insp1),
        figure: Number(speedup.toFixed(2)),
        target: 'gate ≥ 2.5× faster',
        met: speedup >= 2.5,
      };
      rows.push([
        results.c1.label,
        `${speedup.toFixed(1)}× faster`,
        `${median(gate).toFixed(0)} ms`,
        `${median(insp1).toFixed(0)} ms [${Math.min(...insp1).toFixed(0)}–${Math.max(...insp1).toFixed(0)}]`,
        results.c1.target,
        results.c1.met ? 'yes' : 'NO',
        '—',
      ]);
    }
    report('a', '(a) discovery of 1 server vs bare SDK connect+list+close', stats(gate), stats(bare), { text: '≤ 1.05×', check: (v) => v <= 1.05 });
  },
};

// ---- (a2) issue #13: a 2026-only server (SDK v2, legacy: reject) read by the gate vs a bare SDK v2 client ----
{
  const { Client: V2Client } = await import('@modelcontextprotocol/client');
  const { StdioClientTransport: V2Stdio } = await import('@modelcontextprotocol/client/stdio');
  const v2 = join(root, '__fixtures__', 'servers', 'v2-server.mjs');
  const v2Args = [v2, '--legacy', 'reject'];
  const bareV2 = async () => {
    const client = new V2Client({ name: 'bare', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new V2Stdio({ command: process.execPath, args: v2Args, stderr: 'ignore' }));
    await client.listTools();
    await client.close();
  };
  const config = { id: 'v2', transport: 'stdio', command: process.execPath, args: v2Args, timeoutMs: 30_000, setupTimeoutMs: 60_000, origin: { file: 'bench', key: 'v2' } };
  await bareV2();
  const gate = [];
  const bare = [];
  for (let i = 0; i < N(15); i++) {
    let t = now();
    await bareV2();
    bare.push(now() - t);
    t = now();
    const snap = await lib.discoverServer(config, { rootDir: root, env: {} });
    gate.push(now() - t);
    if (snap.error || snap.era !== 'discover' || snap.tools.length !== 3) throw new Error(`2026 discovery failed: ${snap.error?.message ?? snap.era}`);
  }
  report('a2026', '(a) discovery of 1 2026-only server vs bare SDK v2 client (auto)', stats(gate), stats(bare), { text: '≤ 1.10×', check: (v) => v <= 1.1 });
}
// ---- end of the #13 block ----

// (b) and (c): 4 servers × base and head
const figureBC = {
  id: 'bc',
  async run() {
    const repo = fourServerRepo();
    try {
      const config = lib.loadConfig(join(repo.dir, 'gate.yml'), { env: {} });
      const gate = [];
      const bareSum = [];
      const bareAtOnce = [];
      const insp = [];
      for (let i = 0; i < N(5); i++) {
        let t = now();
        for (const [, base, head] of SERVERS) {
          await bareSdk(join(profiles, base));
          await bareSdk(join(profiles, head));
        }
        bareSum.push(now() - t);
        t = now();
        await Promise.all(SERVERS.flatMap(([, base, head]) => [bareSdk(join(profiles, base)), bareSdk(join(profiles, head))]));
        bareAtOnce.push(now() - t);
        t = now();
        const refs = await lib.discoverRefs({ config, headDir: repo.dir, baseRef: repo.base, env: {} });
        gate.push(now() - t);
        const read = Object.values(refs.base.servers).filter((s) => !s.error).length + Object.values(refs.head.servers).filter((s) => !s.error).length;
        if (read !== 8) throw new Error('discoverRefs did not read all 8 servers');
        if (i < N(3)) {
          t = now();
          for (const [, base, head] of SERVERS)
            for (const p of [base, head]) await runProcess(process.execPath, [inspector, '--cli', process.execPath, server, '--profile', join(profiles, p), '--method', 'tools/list']);
          insp.push(now() - t);
        }
      }
      report('b', '(b) 4 servers × base+head vs 8 bare SDK clients started at once', stats(gate), stats(bareAtOnce), { text: '≤ 1.10×', check: (v) => v <= 1.1 });
      report('bSum', '(b) the same vs the sum of 8 bare SDK runs one after another (CPU-bound; info)', stats(gate), stats(bareSum), { text: '—', check: () => true });
      const speedup = median(insp) / median(gate);
      results.c = {
        label: '(c) 8 servers: gate vs MCP Inspector CLI (8 × --method tools/list)',
        value: stats(gate),
        baseline: stats(insp),
        figure: Number(speedup.toFixed(2)),
        target: 'gate ≥ 5× faster',
        met: speedup >= 5,
      };
      rows.push([
        results.c.label,
        `${speedup.toFixed(1)}× faster`,
        `${median(gate).toFixed(1)} ms`,
        `${median(insp).toFixed(1)} ms [${Math.min(...insp).toFixed(0)}–${Math.max(...insp).toFixed(0)}]`,
        results.c.target,
        results.c.met ? 'yes' : 'NO',
        '—',
      ]);
    } finally {
      rmSync(repo.dir, { recursive: true, force: true });
    }
  },
};

// (b, info) the same with servers that wait on I/O (a backend, an auth round-trip) as real ones do: 250 ms per list
const figureBIo = {
  id: 'bIo',
  async run() {
    const repo = fourServerRepo(250);
    try {
      const config = lib.loadConfig(join(repo.dir, 'gate.yml'), { env: {} });
      const gate = [];
      const bareSum = [];
      for (let i = 0; i < N(3); i++) {
        let t = now();
        for (const [, base, head] of SERVERS) {
          await bareSdk(join(profiles, base), 250);
          await bareSdk(join(profiles, head), 250);
        }
        bareSum.push(now() - t);
        t = now();
        await lib.discoverRefs({ config, headDir: repo.dir, baseRef: repo.base, env: {} });
        gate.push(now() - t);
      }
      const v = median(gate) / median(bareSum);
      report('bIo', '(b) the same, servers waiting 250 ms on I/O per list, vs the sequential sum', stats(gate), stats(bareSum), { text: '≤ 0.50×', check: (x) => x <= 0.5 });
      void v;
    } finally {
      rmSync(repo.dir, { recursive: true, force: true });
    }
  },
};

// (d) the CLI's `diff` as users run it (a child process on files on disk) on a realistic release pair of 10k, 20k and
// 40k tools: real corpus tools when ../shared is present, else the seeded generator (the source is printed)
const figureD = {
  id: 'd',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'mcg-bench-diff-'));
    try {
      const sizes = [10_000, 20_000, 40_000];
      const measured = [];
      let from = '';
      for (const count of sizes) {
        const pair = releasePair(count, existsSync(corpusDir) ? corpusDir : undefined);
        from = pair.from;
        const before = join(dir, `before-${count}.json`);
        const after = join(dir, `after-${count}.json`);
        writeFileSync(before, JSON.stringify(pair.before));
        writeFileSync(after, JSON.stringify(pair.after));
        const xs = [];
        const mem = [];
        const floor = [];
        const floorBytes = [];
        const prev = [];
        for (let i = 0; i < N(5); i++) {
          const t = now();
          const { stderr } = await runCli(['diff', before, after, '--format', 'json']);
          xs.push(now() - t);
          mem.push(maxRssOf(stderr));
          if (prevCli) {
            const p = now();
            await runCli(['diff', before, after, '--format', 'json'], prevCli);
            prev.push(now() - p);
          }
          if (count !== sizes[0]) continue;
          // the floor for any diff of these files: a bare node that only reads and parses them
          const f = now();
          execFileSync(process.execPath, ['-e', READ_AND_PARSE, before, after]);
          floor.push(now() - f);
          const b = now();
          execFileSync(process.execPath, ['-e', READ_BYTES_AND_PARSE, before, after]);
          floorBytes.push(now() - b);
        }
        measured.push({
          count,
          time: stats(xs),
          mem: stats(mem),
          floor: floor.length ? stats(floor) : undefined,
          floorBytes: floorBytes.length ? stats(floorBytes) : undefined,
          prev: prev.length ? stats(prev) : undefined,
        });
      }
      if (!existsSync(corpusDir)) console.log(`(d) ${corpusDir} is absent: the release pairs come from the seeded generator`);
      const [t10, t20, t40] = measured;
      report('d10', `(d) CLI diff, 10,000 tools (${from})`, t10.time, undefined, { text: '< 600 ms', check: (_v, value) => value.median < 600 }, 'ms', 'ms', t10.prev);
      report('d10floor', '(d) the same vs node reading and parsing the two files alone (floor)', t10.time, t10.floor, { text: '≤ 2.00×', check: (v) => v <= 2 });
      report('d10floorBytes', '(d) the same vs a floor that reads the bytes and decodes them, as the CLI reads (info)', t10.time, t10.floorBytes, { text: '(info)', check: () => true });
      report('d20', '(d) wall growth 10k → 20k tools', t20.time, t10.time, { text: '≤ 2.10×', check: (v) => v <= 2.1 }, 'ratio', 'ms', t20.prev);
      report('d40', '(d) wall growth 20k → 40k tools', t40.time, t20.time, { text: '≤ 2.10×', check: (v) => v <= 2.1 }, 'ratio', 'ms', t40.prev);
      report('m20', '(d) peak memory growth 10k → 20k (KB)', t20.mem, t10.mem, { text: '≤ 2.00×', check: (v) => v <= 2 }, 'ratio', 'KB');
      report('m40', '(d) peak memory growth 20k → 40k (KB)', t40.mem, t20.mem, { text: '≤ 2.00×', check: (v) => v <= 2 }, 'ratio', 'KB');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

// (e) start-up: `dist/cli.js diff` of two small files and the action's exit on missing inputs, each vs `node -e 0`
const figureE = {
  id: 'e',
  async run() {
    const before = join(profiles, 'seed000-t0.json');
    const after = join(profiles, 'seed000-t1.json');
    const env = { PATH: process.env.PATH };
    const bare = [];
    const cli = [];
    const action = [];
    const prevCliRuns = [];
    const prevActionRuns = [];
    const timed = async (into, args) => {
      const t = now();
      const cacheOf = args[0] === cliPath || args[0] === prevCli ? cacheEnv(args[0]) : {};
      await runProcess(process.execPath, args, { env: { ...env, ...cacheOf } }).catch(() => undefined);
      into.push(now() - t);
    };
    for (let i = 0; i < N(15); i++) {
      await timed(bare, ['-e', '0']);
      await timed(cli, [cliPath, 'diff', before, after, '--format', 'json']);
      await timed(action, [actionPath]);
      if (!prevCli) continue;
      await timed(prevCliRuns, [prevCli, 'diff', before, after, '--format', 'json']);
      await timed(prevActionRuns, [previous.action]);
    }
    const prev = (xs) => (xs.length ? stats(xs) : undefined);
    report('eCli', '(e) dist/cli.js diff of two small files vs node -e 0', stats(cli), stats(bare), { text: '≤ 1.60×', check: (v) => v <= 1.6 }, 'ratio', 'ms', prev(prevCliRuns));
    report('eAction', '(e) node dist/index.js exit on missing inputs vs node -e 0', stats(action), stats(bare), { text: '≤ 2.00×', check: (v) => v <= 2 }, 'ratio', 'ms', prev(prevActionRuns));
  },
};

/**
 * (h) cold starts: six servers that each take 3 s to start (`sh -c "sleep 3; exec node server"`, a stand-in for an npx
 * download), read by the CLI's `gate` against a pinned base, vs the slowest of the same servers started alone by a bare
 * SDK client. Starts are concurrent, so the gate should take about as long as one slow start, not six.
 */
const figureH = {
  id: 'h',
  async run() {
    const DELAY = 3;
    const ids = ['reviews', 'kubernetes', 'support-ops', 'web-search', 'reviews-2', 'kubernetes-2'];
    const profileOf = (id) => SERVERS.find(([s]) => id.startsWith(s));
    const launch = (dir, id) => ['-c', `sleep ${DELAY}; exec "$0" "$@"`, process.execPath, server, '--profile', join(dir, 'servers', `${id}.json`)];
    /** A repository whose base is pinned by `cli` (each build pins its own lockfile) and whose head changes every server. */
    const coldRepo = async (cli) => {
      const dir = mkdtempSync(join(tmpdir(), 'mcg-bench-cold-'));
      const git = (...a) => execFileSync('git', a, { cwd: dir, env: gitEnv, stdio: 'pipe' });
      mkdirSync(join(dir, 'servers'));
      const lines = ['servers:'];
      for (const id of ids) {
        copyFileSync(join(profiles, profileOf(id)[1]), join(dir, 'servers', `${id}.json`));
        lines.push(`  - id: ${id}`, '    command: sh', `    args: ${JSON.stringify(launch(dir, id))}`);
      }
      writeFileSync(join(dir, 'gate.yml'), `${lines.join('\n')}\n`);
      git('init', '--quiet', '--initial-branch=main');
      await runProcess(process.execPath, [cli, 'pin', '--config', 'gate.yml', '-q'], { cwd: dir, env: { PATH: process.env.PATH, ...cacheEnv(cli) } });
      git('add', '-A');
      git('commit', '--quiet', '-m', 'base, pinned');
      for (const id of ids) copyFileSync(join(profiles, profileOf(id)[2]), join(dir, 'servers', `${id}.json`));
      return dir;
    };
    const gateRun = (cli, dir) =>
      new Promise((done) =>
        spawn(process.execPath, [cli, 'gate', '--config', 'gate.yml', '--base', 'main', '-q'], { cwd: dir, stdio: 'ignore', env: { ...process.env, ...cacheEnv(cli) } }).on('close', done),
      );
    const dirs = [];
    const gate = [];
    const alone = [];
    const prev = [];
    try {
      const dir = await coldRepo(cliPath);
      dirs.push(dir);
      const prevDir = prevCli ? await coldRepo(prevCli) : undefined;
      if (prevDir) dirs.push(prevDir);
      for (let i = 0; i < N(3); i++) {
        let t = now();
        await gateRun(cliPath, dir);
        gate.push(now() - t);
        let slowest = 0;
        for (const id of ids) {
          t = now();
          const client = new Client({ name: 'bare', version: '1.0.0' });
          await client.connect(new StdioClientTransport({ command: 'sh', args: launch(dir, id), stderr: 'ignore' }));
          await client.listTools();
          await client.close();
          slowest = Math.max(slowest, now() - t);
        }
        alone.push(slowest);
        if (!prevDir) continue;
        t = now();
        await gateRun(prevCli, prevDir);
        prev.push(now() - t);
      }
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
    report(
      'hCold',
      `(h) gate with 6 servers each ${DELAY} s slow to start vs the slowest started alone`,
      stats(gate),
      stats(alone),
      { text: '≤ 1.30×', check: (v) => v <= 1.3 },
      'ratio',
      'ms',
      prev.length ? stats(prev) : undefined,
    );
  },
};

/**
 * Every figure, in order: one entry each (`{ id, run }`), so a new figure is one small module or object added here.
 * `npm run bench -- --only d,e` runs some of them.
 */
/** (f) scale: 32 servers with a 2 s setup each, discovered as 1, 4 and 8 shards (bench/shards.mjs). */
const figureF = {
  id: 'f',
  async run() {
    const { shardFigures } = await import('./shards.mjs');
    const f = await shardFigures();
    const single = f.rows[0];
    const one = (ms) => ({ median: ms, min: ms, max: ms, runs: 1 });
    for (const r of f.rows.slice(1)) {
      report(
        `fShards${r.shards}`,
        `(f) ${f.servers} servers, ${r.shards} shards: slowest shard + publish vs one job`,
        one(r.wallMs),
        one(single.wallMs),
        r.shards === 8 ? { text: '≤ 0.20×', check: (v) => v <= 0.2 } : { text: '(info)', check: () => true },
      );
    }
  },
};

/**
 * (g) issue #15: the runtime proxy's cost per message. One SDK client talks straight to the scenario server, another
 * through `dist/cli.js proxy` in front of the same server; calls alternate between the two (so drift hits both alike)
 * and each figure is the median of many calls, proxied over direct. Latencies are in µs. Over stdio and, for
 * information, Streamable HTTP (the v1 SDK HTTP fixture, and the proxy's --listen in front of it).
 */
const figureG = {
  id: 'g',
  async run() {
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    const profile = join(profiles, 'seed000-t0.json');
    const dir = mkdtempSync(join(tmpdir(), 'mcg-bench-proxy-'));
    const lockfile = join(dir, 'lock.json');
    writeFileSync(lockfile, lib.serializeLockfile(lib.buildLockfile(lib.readSnapshotFile(profile))));
    const connect = async (transport) => {
      const client = new Client({ name: 'bench', version: '1.0.0' });
      await client.connect(transport);
      return client;
    };
    const started = [];
    /** A child that prints a line matching `pattern` once ready; resolves with the match. */
    const startChild = (args, stream, pattern) =>
      new Promise((resolvePromise, reject) => {
        const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        started.push(child);
        let out = '';
        child[stream].on('data', (d) => {
          out += d;
          const m = pattern.exec(out);
          if (m) resolvePromise(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)));
      });
    const call = { name: 'get_profile', arguments: { user_id: 'u_42' } };
    /** Calls of `op` on each client in turn (the order rotating); µs each, per client. */
    const measure = async (clients, op, n) => {
      const xs = clients.map(() => []);
      for (let i = 0; i < 50; i++) for (const c of clients) await op(c);
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < clients.length; j++) {
          const k = (i + j) % clients.length;
          const t = now();
          await op(clients[k]);
          xs[k].push((now() - t) * 1000);
        }
      }
      return xs.map(stats);
    };
    // the floor of any proxy that is a process of its own: one that only copies bytes both ways
    const RELAY = `const c=require('child_process').spawn(process.argv[1],process.argv.slice(2),{stdio:['pipe','pipe','inherit']});process.stdin.pipe(c.stdin);c.stdout.pipe(process.stdout);c.on('exit',(x)=>process.exit(x??0))`;
    const ops = { call: (c) => c.callTool(call), list: (c) => c.listTools() };
    const target = { text: '< 1.20×', check: (v) => v < 1.2 };
    const clients = [];
    try {
      const direct = await connect(new StdioClientTransport({ command: process.execPath, args: [server, '--profile', profile], stderr: 'ignore' }));
      const proxied = await connect(
        new StdioClientTransport({ command: process.execPath, args: [cliPath, 'proxy', '--lockfile', lockfile, '--', process.execPath, server, '--profile', profile], stderr: 'ignore' }),
      );
      const relay = await connect(new StdioClientTransport({ command: process.execPath, args: ['-e', RELAY, process.execPath, server, '--profile', profile], stderr: 'ignore' }));
      const baseline = baselineCli
        ? await connect(
            new StdioClientTransport({
              command: process.execPath,
              args: [resolve(baselineCli), 'proxy', '--lockfile', lockfile, '--', process.execPath, server, '--profile', profile],
              stderr: 'ignore',
            }),
          )
        : undefined;
      clients.push(direct, proxied, relay, ...(baseline ? [baseline] : []));
      // the proxy's own share: over a byte relay, the floor of any proxy that is a process of its own (issue #22: ≤ 1.25×)
      const share = { text: '≤ 1.25×', check: (v) => v <= 1.25 };
      for (const [key, op] of Object.entries(ops)) {
        const [a, b, c, d] = await measure([direct, proxied, relay, ...(baseline ? [baseline] : [])], op, N(1000));
        report(`gStdio_${key}`, `(g) stdio proxy: tools/${key} latency vs direct`, b, a, target, 'ratio', 'µs', d);
        report(`gRelay_${key}`, `(g) a byte relay process (floor for any proxy process): tools/${key} vs direct (info)`, c, a, { text: '(info)', check: () => true }, 'ratio', 'µs');
        report(key === 'call' ? 'gOverRelay' : `gOverRelay_${key}`, `(g) stdio proxy vs the byte relay: tools/${key}`, b, c, share, 'ratio', 'µs');
        if (d) report(`gBaselineOverRelay_${key}`, `(g) baseline build (${baselineCli}) vs the byte relay: tools/${key} (info)`, d, c, { text: '(info)', check: () => true }, 'ratio', 'µs');
      }
      const port = await startChild([join(root, '__fixtures__', 'servers', 'http-server.mjs'), '--profile', profile], 'stdout', /LISTENING (\d+)/);
      const upstream = `http://127.0.0.1:${port}/mcp`;
      const url = await startChild([cliPath, 'proxy', '--lockfile', lockfile, '--upstream', upstream, '--listen', '0', '--audit', join(dir, 'audit.jsonl')], 'stderr', /listening on (\S+)/);
      const directHttp = await connect(new StreamableHTTPClientTransport(new URL(upstream)));
      const proxiedHttp = await connect(new StreamableHTTPClientTransport(new URL(url)));
      // the listener in front of the stdio server: an HTTP client reaching a stdio server (vs the HTTP fixture, direct)
      const listened = await startChild(
        [cliPath, 'proxy', '--lockfile', lockfile, '--listen', '0', '--audit', join(dir, 'audit-listen.jsonl'), '--', process.execPath, server, '--profile', profile],
        'stderr',
        /listening on (\S+)/,
      );
      const stdioOverHttp = await connect(new StreamableHTTPClientTransport(new URL(listened)));
      clients.push(directHttp, proxiedHttp, stdioOverHttp);
      for (const [key, op] of Object.entries(ops)) {
        const [a, b, c] = await measure([directHttp, proxiedHttp, stdioOverHttp], op, N(500));
        report(`gHttp_${key}`, `(g) HTTP proxy: tools/${key} latency vs direct (info)`, b, a, { text: '(info)', check: () => true }, 'ratio', 'µs');
        report(`gListen_${key}`, `(g) --listen in front of the stdio server: tools/${key} vs the HTTP server direct (info)`, c, a, { text: '(info)', check: () => true }, 'ratio', 'µs');
      }
    } finally {
      for (const c of clients) await c.close().catch(() => undefined);
      for (const child of started) child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

/**
 * (i) many servers (issue #35): the CLI's `diff` of a snapshot pair of 250 and 500 servers (real corpus captures,
 * cycled), in which every server lists one new tool whose description shadows another server's tool, against reading
 * and parsing the two files (the floor). Cross-server signals must cost linear time: growth 250 → 500 ≤ 2.1×.
 */
const figureI = {
  id: 'i',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'mcg-bench-servers-'));
    try {
      const measured = {};
      let from = '';
      for (const count of [250, 500]) {
        const pair = manyServerPair(count, existsSync(corpusDir) ? corpusDir : undefined);
        from = pair.from;
        const before = join(dir, `before-${count}.json`);
        const after = join(dir, `after-${count}.json`);
        writeFileSync(before, JSON.stringify(pair.before));
        writeFileSync(after, JSON.stringify(pair.after));
        const xs = [];
        const floor = [];
        const prev = [];
        for (let i = 0; i < N(5); i++) {
          let t = now();
          const { stdout } = await runCli(['diff', before, after, '--format', 'json']);
          xs.push(now() - t);
          // the figure measures the real work: every new tool is there, each flagged as shadowing another server's tool
          const shadowing = JSON.parse(stdout).changes.filter((c) => c.rule === 'tool-added' && c.flags?.some((f) => f.family === 'cross-tool' && / of server '/.test(f.message)));
          if (shadowing.length !== count) throw new Error(`(i) ${count} servers: ${shadowing.length} new tools flagged as shadowing another server's tool`);
          t = now();
          execFileSync(process.execPath, ['-e', READ_AND_PARSE, before, after]);
          floor.push(now() - t);
          if (!prevCli) continue;
          t = now();
          await runCli(['diff', before, after, '--format', 'json'], prevCli);
          prev.push(now() - t);
        }
        measured[count] = { time: stats(xs), floor: stats(floor), prev: prev.length ? stats(prev) : undefined };
      }
      if (!existsSync(corpusDir)) console.log(`(i) ${corpusDir} is absent: the servers come from the seeded generator`);
      const [m250, m500] = [measured[250], measured[500]];
      report('i500', `(i) CLI diff, 500 servers with one new shadowing tool each (${from})`, m500.time, undefined, { text: '(info)', check: () => true }, 'ms', 'ms', m500.prev);
      report('i500floor', '(i) the same vs node reading and parsing the two files alone (floor)', m500.time, m500.floor, { text: '≤ 3.00×', check: (v) => v <= 3 });
      report('i500growth', '(i) wall growth 250 → 500 servers', m500.time, m250.time, { text: '≤ 2.10×', check: (v) => v <= 2.1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

/**
 * (j) the reference scan (issue #50): `references --json` on a repository of 20,000 files (a fifth of them in
 * node_modules, never entered; the agent files of __fixtures__/references/repo at the root and in every tenth package;
 * a few MCP clients among 13,000 TS and Python sources), as a child process, start-up included: under 2 s. The scan
 * reads only the files its globs select; the walk's own cost is shown against `find` listing the same tree.
 */
const figureJ = {
  id: 'j',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'mcg-bench-refs-'));
    try {
      const { files, selected } = referenceRepo(dir, 20_000, join(root, '__fixtures__', 'references', 'repo'));
      const xs = [];
      const floor = [];
      for (let i = 0; i < N(5); i++) {
        let t = now();
        const { stdout } = await runCli(['references', '--json', '--root', dir, '--config', join(dir, '.mcp.json')]);
        xs.push(now() - t);
        const out = JSON.parse(stdout);
        // the figure measures the real work: every selected file read, and the fixture's references found in each copy
        if (out.files !== selected) throw new Error(`(j) ${out.files} files read, ${selected} selected`);
        if (!out.references.some((r) => r.file.startsWith('packages/p10/.claude/'))) throw new Error("(j) the packages' references were not found");
        t = now();
        execFileSync('find', [dir, '-type', 'f'], { stdio: 'ignore' });
        floor.push(now() - t);
      }
      report('jRefs', `(j) references --json, ${files} files (${selected} read)`, stats(xs), undefined, { text: '< 2000 ms', check: (_v, value) => value.median < 2000 }, 'ms', 'ms');
      report('jRefsFind', '(j) the same vs `find -type f` listing the tree (info)', stats(xs), stats(floor), { text: '(info)', check: () => true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

/**
 * (k) warm runners (issue 52): discovery of 12 npx servers (each with 20 shared dependencies, from a local registry
 * with a 20 ms round trip) on a fresh runner, with the npm cache restored from the Actions cache (the stand-in's
 * service, the real @actions/cache) over the same discovery cold: the restore counts, the save after the cold run is
 * shown apart (bench/warm.mjs).
 */
const figureK = {
  id: 'k',
  async run() {
    const { warmFigures } = await import('./warm.mjs');
    const w = await warmFigures(root, { servers: 12, runs: N(3), server, profile: join(profiles, 'seed001-v1.json') });
    if (w.tarballs.warm.some((n) => n !== 0)) throw new Error(`(k) a warm run fetched ${w.tarballs.warm.join(', ')} archives from the registry`);
    const what = `${w.servers} npx servers × ${w.deps} deps, ${w.latencyMs} ms registry`;
    report('kWarm', `(k) discovery, restored npm cache (restore included) vs cold (${what})`, stats(w.warm), stats(w.cold), { text: '≤ 0.30×', check: (v) => v <= 0.3 });
    report('kRestore', '(k) the restore alone (look-up, download, unpack)', stats(w.restore), undefined, { text: '(info)', check: () => true }, 'ms');
    report('kFloor', '(k) the same servers started directly (node, no package runner) vs cold: the floor of any warm run (info)', stats(w.floor), stats(w.cold), { text: '(info)', check: () => true });
    report('kWarmFloor', '(k) the warm run vs that floor (info)', stats(w.warm), stats(w.floor), { text: '(info)', check: () => true });
    report('kSave', '(k) after the cold run: the look-up that misses, plan and save', stats(w.save), undefined, { text: '(info)', check: () => true }, 'ms');
  },
};

/**
 * (r) issue 48: the CPU of the CLI diff of a real release with many breaking changes (mongodb-mcp-server 2.1.1 → 3.0.4,
 * captured in __fixtures__/real-servers) against the build of 2026-11-23 (a77821f's committed dist/), runs alternating,
 * user + system CPU of the child as it reports it on exit. The witnesses this build finds are counted, and every
 * breaking request finding must carry one (the speed must not come from dropping them).
 */
const RELEASE_BASELINE = 'a77821f';
const CPU_HOOK = `data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('\\ncpu '+(u.userCPUTime+u.systemCPUTime)+'\\n')})`;
const figureR = {
  id: 'r',
  async run() {
    const dir = join(root, '__fixtures__', 'real-servers', 'mongodb-mcp-server');
    const args = ['diff', join(dir, '2.1.1.json'), join(dir, '3.0.4.json'), '--format', 'json'];
    const base = previousBuild(root, RELEASE_BASELINE);
    try {
      const cpuOf = (cli) =>
        new Promise((done, fail) => {
          const child = spawn(process.execPath, ['--import', CPU_HOOK, cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...cacheEnv(cli) } });
          let stdout = '';
          let stderr = '';
          child.stdout.on('data', (d) => (stdout += d));
          child.stderr.on('data', (d) => (stderr += d));
          child.on('error', fail);
          child.on('close', (code) => {
            const cpu = Number(/cpu (\d+)\s*$/.exec(stderr)?.[1] ?? NaN) / 1000;
            if ((code !== 0 && code !== 1) || !Number.isFinite(cpu)) fail(new Error(`(r) ${cli} exited ${code}: ${stderr.slice(-400)}`));
            else done({ cpu, stdout });
          });
        });
      await cpuOf(cliPath);
      await cpuOf(base.cli);
      const ours = [];
      const theirs = [];
      let out = '';
      for (let i = 0; i < N(7); i++) {
        const a = await cpuOf(cliPath);
        ours.push(a.cpu);
        out = a.stdout;
        theirs.push((await cpuOf(base.cli)).cpu);
      }
      const changes = JSON.parse(out).changes;
      const breaking = changes.filter((c) => c.severity === 'breaking' && c.pointer?.startsWith('/inputSchema'));
      const witnessed = changes.filter((c) => c.witness).length;
      const unwitnessed = breaking.filter((c) => !c.witness);
      const what = `${breaking.length} breaking, ${witnessed} witnesses`;
      report(
        'rCpu',
        `(r) CLI diff CPU, mongodb-mcp-server 2.1.1 → 3.0.4 (${what}) vs ${RELEASE_BASELINE}'s build`,
        stats(ours),
        stats(theirs),
        { text: '≤ 2.00×', check: (v) => v <= 2 },
        'ratio',
        'ms',
      );
      if (unwitnessed.length) process.stderr.write(`(r) ${unwitnessed.length} breaking request findings carry no witness: ${unwitnessed.map((c) => c.rule).join(', ')}\n`);
    } finally {
      base.cleanup?.();
    }
  },
};

const FIGURES = [figureA, figureBC, figureBIo, figureD, figureE, figureF, figureG, figureH, figureI, figureJ, figureK, figureR];
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
for (const figure of FIGURES) if (!only || only.includes(figure.id)) await figure.run();

const header = ['figure', 'result', 'gate: median [min–max]', 'baseline: median [min–max]', 'target', 'met', `vs previous build (${previous.ref ?? 'none'})`];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
process.stdout.write(`${[line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')}\n`);
const meta = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  quick,
  previous: previous.skipped ? { skipped: previous.skipped } : { ref: previous.ref, commit: previous.commit, source: previous.source },
};
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify({ ...meta, results }, null, 2)}\n`);
process.stdout.write(`\nnode ${meta.node}, ${meta.cpus} cores (${meta.cpu}); results in bench/results.json\n`);
if (process.argv.includes('--docs')) {
  // npm run bench -- --docs: put this run's table into docs/benchmarks.md
  const docPath = join(root, 'docs', 'benchmarks.md');
  const text = readFileSync(docPath, 'utf8');
  const open = '<!-- bench:start -->\n';
  const start = text.indexOf(open);
  const end = text.indexOf('<!-- bench:end -->');
  if (start < 0 || end < 0) throw new Error('docs/benchmarks.md has no bench:start / bench:end block');
  const table = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
  const body = `${table}\n\nMeasured ${meta.date.slice(0, 10)} on node ${meta.node}, ${meta.cpus} cores (${meta.cpu}).\n`;
  writeFileSync(docPath, text.slice(0, start + open.length) + body + text.slice(end));
}
