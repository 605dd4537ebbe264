#!/usr/bin/env node
// `npm run bench`: the figures the issues name, each a median over several runs (with min and max), each measured
// against a baseline taken in the same run on the same machine. Writes bench/results.json. Exits non-zero only when
// it cannot run; a missed target is reported, not fatal.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { generateTools, nextRelease } from './generate.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const lib = await import(join(root, 'dist', 'lib.js'));
const server = join(root, '__fixtures__', 'servers', 'scenario-server.mjs');
const profiles = join(root, '__fixtures__', 'servers', 'profiles');
const inspector = join(root, 'node_modules', '@modelcontextprotocol', 'inspector', 'cli', 'build', 'cli.js');
const quick = process.argv.includes('--quick');
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

/** Time from spawn to the first line on stdout. */
function firstLine(cmd, args, opts) {
  return new Promise((resolvePromise, reject) => {
    const start = now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'ignore'], ...opts });
    let done = false;
    child.stdout.on('data', (d) => {
      if (!done && String(d).includes('\n')) {
        done = true;
        resolvePromise(now() - start);
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('close', () => {
      if (!done) reject(new Error(`${args.join(' ')} printed no line`));
    });
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
    lines.push(`  - id: ${id}`, `    command: ${JSON.stringify(process.execPath)}`, `    args: [${JSON.stringify(server)}, --profile, servers/${id}.json${delayMs ? `, --delay-ms, "${delayMs}"` : ''}]`);
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
function report(key, label, value, baseline, target, unit = 'ratio') {
  const v = value.median / (baseline ? baseline.median : 1);
  const met = target.check(v, value, baseline);
  results[key] = { label, value, ...(baseline ? { baseline } : {}), figure: Number(v.toFixed(3)), target: target.text, met };
  rows.push([label, unit === 'ratio' ? `${v.toFixed(2)}×` : `${value.median.toFixed(0)} ms`, `${value.median.toFixed(1)} ms [${value.min.toFixed(1)}–${value.max.toFixed(1)}]`, baseline ? `${baseline.median.toFixed(1)} ms [${baseline.min.toFixed(1)}–${baseline.max.toFixed(1)}]` : '—', target.text, met ? 'yes' : 'NO']);
}

// warm the file cache and the module cache once
await bareSdk(join(profiles, 'seed000-t0.json'));
await lib.discoverServer(serverConfig('warm', join(profiles, 'seed000-t0.json')), { rootDir: root, env: {} });

// (a) one server, head only
{
  const gate = [];
  const bare = [];
  const p = join(profiles, 'seed000-t1.json');
  for (let i = 0; i < N(15); i++) {
    let t = now();
    await bareSdk(p);
    bare.push(now() - t);
    t = now();
    const snap = await lib.discoverServer(serverConfig('reviews', p), { rootDir: root, env: {} });
    gate.push(now() - t);
    if (snap.error || snap.tools.length !== 5) throw new Error(`discovery failed: ${snap.error?.message}`);
  }
  report('a', '(a) discovery of 1 server vs bare SDK connect+list+close', stats(gate), stats(bare), { text: '≤ 1.10×', check: (v) => v <= 1.1 });
}

// (b) and (c): 4 servers × base and head
{
  const repo = fourServerRepo();
  try {
    const config = lib.loadConfig(join(repo.dir, 'gate.yml'), { env: {} });
    const gate = [];
    const bareSum = [];
    const insp = [];
    for (let i = 0; i < N(5); i++) {
      let t = now();
      for (const [, base, head] of SERVERS) {
        await bareSdk(join(profiles, base));
        await bareSdk(join(profiles, head));
      }
      bareSum.push(now() - t);
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
    report('b', '(b) 4 servers × base+head vs the sum of 8 bare SDK runs', stats(gate), stats(bareSum), { text: '≤ 0.50×', check: (v) => v <= 0.5 });
    const speedup = median(insp) / median(gate);
    results.c = { label: '(c) gate vs MCP Inspector CLI by hand (8 × --method tools/list)', value: stats(gate), baseline: stats(insp), figure: Number(speedup.toFixed(2)), target: 'gate ≥ 3× faster', met: speedup >= 3 };
    rows.push([results.c.label, `${speedup.toFixed(1)}× faster`, `${median(gate).toFixed(1)} ms`, `${median(insp).toFixed(1)} ms [${Math.min(...insp).toFixed(0)}–${Math.max(...insp).toFixed(0)}]`, results.c.target, results.c.met ? 'yes' : 'NO']);
  } finally {
    rmSync(repo.dir, { recursive: true, force: true });
  }
}

// (b, info) the same with servers that wait on I/O (a backend, an auth round-trip) as real ones do: 250 ms per list
{
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
    results.bIo = { label: '(b) the same, servers waiting 250 ms on I/O per list (info)', value: stats(gate), baseline: stats(bareSum), figure: Number(v.toFixed(3)) };
    rows.push([results.bIo.label, `${v.toFixed(2)}×`, `${median(gate).toFixed(1)} ms [${Math.min(...gate).toFixed(1)}–${Math.max(...gate).toFixed(1)}]`, `${median(bareSum).toFixed(1)} ms [${Math.min(...bareSum).toFixed(1)}–${Math.max(...bareSum).toFixed(1)}]`, '—', '—']);
  } finally {
    rmSync(repo.dir, { recursive: true, force: true });
  }
}

// (d) diff + report of 10,000 and 20,000 tools
{
  const timeFor = (count) => {
    const before = { servers: { default: { tools: generateTools(count) } } };
    const after = { servers: { default: { tools: nextRelease(before.servers.default.tools) } } };
    const xs = [];
    let changes = 0;
    lib.judge({ before, after, config: lib.defaultConfig(), today: '2026-11-21' }); // warm-up, not timed
    for (let i = 0; i < N(11); i++) {
      globalThis.gc?.(); // each run starts from the same heap, so a collection of the previous run's garbage is not billed to it
      const t = now();
      const { diff, evaluation } = lib.judge({ before, after, config: lib.defaultConfig(), today: '2026-11-21' });
      const input = { diff, evaluation };
      lib.renderMarkdown(input);
      lib.renderJson(input);
      xs.push(now() - t);
      changes = diff.changes.length;
    }
    return { ...stats(xs), changes };
  };
  const t10 = timeFor(10_000);
  const t20 = timeFor(20_000);
  report('d10', `(d) diff + report, 10,000 tools (${t10.changes} changes)`, t10, undefined, { text: '< 1000 ms', check: (_v, value) => value.median < 1000 }, 'ms');
  report('d20', '(d) growth from 10,000 to 20,000 tools', t20, t10, { text: '≤ 2.20×', check: (v) => v <= 2.2 });
}

// (e) cold start of the bundled action to its first line of work
{
  const ws = mkdtempSync(join(tmpdir(), 'mcg-bench-ws-'));
  try {
    writeFileSync(join(ws, 'gate.yml'), `servers:\n  - id: s\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(server)}, --profile, ${JSON.stringify(join(profiles, 'seed000-t0.json'))}]\n`);
    const env = { PATH: process.env.PATH, GITHUB_REPOSITORY: 'octo-org/tools', GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_WORKSPACE: ws, 'INPUT_CONFIG': 'gate.yml' };
    const action = [];
    const bare = [];
    const loaded = [];
    const badEnv = { ...env, INPUT_CONFIG: 'missing.yml' };
    for (let i = 0; i < N(15); i++) {
      bare.push(await firstLine(process.execPath, ['-e', 'console.log("ready")'], { env }));
      action.push(await firstLine(process.execPath, [join(root, 'dist', 'index.js')], { env, cwd: ws }));
      // the whole action loaded (every chunk), up to its first decision: a config that is not there
      const t = now();
      await runProcess(process.execPath, [join(root, 'dist', 'index.js')], { env: badEnv, cwd: ws }).catch(() => undefined);
      loaded.push(now() - t);
    }
    const a = stats(action);
    results.e = {
      label: '(e) node dist/index.js cold start to first line of work',
      value: a,
      baseline: stats(bare),
      figure: Number(a.median.toFixed(1)),
      target: '≤ 150 ms',
      met: a.median <= 150,
      ratioToBareNode: Number((a.median / median(bare)).toFixed(2)),
      fullyLoaded: stats(loaded),
    };
    rows.push([results.e.label, `${a.median.toFixed(0)} ms (${results.e.ratioToBareNode}× bare node)`, `${a.median.toFixed(1)} ms [${a.min.toFixed(1)}–${a.max.toFixed(1)}]`, `${median(bare).toFixed(1)} ms (node -e)`, results.e.target, results.e.met ? 'yes' : 'NO']);
    rows.push(['(e) …and to its first decision, every chunk loaded (info)', `${median(loaded).toFixed(0)} ms`, `${median(loaded).toFixed(1)} ms [${Math.min(...loaded).toFixed(1)}–${Math.max(...loaded).toFixed(1)}]`, '—', '—', '—']);
  } finally {
    rmSync(ws, { recursive: true, force: true });
  }
}

const header = ['figure', 'result', 'gate: median [min–max]', 'baseline: median [min–max]', 'target', 'met'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
process.stdout.write(`${[line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')}\n`);
const meta = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', quick };
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify({ ...meta, results }, null, 2)}\n`);
process.stdout.write(`\nnode ${meta.node}, ${meta.cpus} cores (${meta.cpu}); results in bench/results.json\n`);
if (process.argv.includes('--readme')) {
  // npm run bench -- --readme: put this run's table into the README
  const readmePath = join(root, 'README.md');
  const text = readFileSync(readmePath, 'utf8');
  const open = '<!-- bench:start -->\n';
  const start = text.indexOf(open);
  const end = text.indexOf('<!-- bench:end -->');
  if (start < 0 || end < 0) throw new Error('README.md has no bench:start / bench:end block');
  const table = [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
  const body = `${table}\n\nMeasured ${meta.date.slice(0, 10)} on node ${meta.node}, ${meta.cpus} cores (${meta.cpu}).\n`;
  writeFileSync(readmePath, text.slice(0, start + open.length) + body + text.slice(end));
}
