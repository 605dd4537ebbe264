#!/usr/bin/env node
// Scale figure (issue "the gate on GitHub at scale"): 32 fixture servers, each with a 2 s `setup` in its own folder,
// discovered as one job and as 1, 4 and 8 shards. Each shard is a separate `node dist/index.js` process in mode
// discover (a matrix job on its own runner: shards are timed one after another, never sharing this machine's cores);
// the publish step is `node dist/index.js` in mode publish over all the shards' results, against a minimal local
// GitHub API. Figure: slowest shard + publish, as a ratio of the single job (discover all + publish), same run.
//
// Usage: node bench/shards.mjs [--quick]   (also run by `npm run bench`; prints JSON with --json)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const action = join(root, 'dist', 'index.js');
const server = join(root, '__fixtures__', 'servers', 'scenario-server.mjs');
const profiles = join(root, '__fixtures__', 'servers', 'profiles');
const quick = process.argv.includes('--quick');
const SERVERS = quick ? 16 : 32;
const SETUP_SECONDS = 2;
const SHARDS = [1, 4, 8];
const TARGET_8 = 0.2;

const gitRaw = (cwd, ...args) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@x', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@x' } });
const git = (cwd, ...args) => gitRaw(cwd, ...args).trim();

/** A repository whose base pins 32 servers and whose head changes their tools. */
function makeRepo() {
  const dir = mkdtempSync(join(tmpdir(), 'mcg-shards-'));
  git(dir, 'init', '-q', '-b', 'main');
  const ids = Array.from({ length: SERVERS }, (_, i) => `srv-${String(i + 1).padStart(2, '0')}`);
  const config = ['servers:'];
  for (const id of ids) {
    mkdirSync(join(dir, 'servers', id), { recursive: true });
    writeFileSync(join(dir, 'servers', id, 'tools.json'), readFileSync(join(profiles, 'seed000-t0.json')));
    config.push(`  - id: ${id}`, '    command: node', `    args: [${JSON.stringify(server)}, --profile, tools.json]`, `    cwd: servers/${id}`, `    setup: sleep ${SETUP_SECONDS}`);
  }
  mkdirSync(join(dir, '.github'));
  writeFileSync(join(dir, '.github', 'mcp-contract-gate.yml'), `${config.join('\n')}\nconcurrency: 4\n`);
  // The base pins its contracts (the normal case once the gate is adopted): only the head is discovered.
  execFileSync(process.execPath, [join(root, 'dist', 'cli.js'), 'pin', '--config', '.github/mcp-contract-gate.yml'], { cwd: dir, stdio: 'ignore' });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  for (const id of ids) writeFileSync(join(dir, 'servers', id, 'tools.json'), readFileSync(join(profiles, 'seed000-t1.json')));
  git(dir, 'commit', '-q', '-am', 'head');
  const head = git(dir, 'rev-parse', 'HEAD');
  return { dir, ids, base, head };
}

/** Just enough of GitHub's API for a publish run (pull request, contents, check runs, comments, labels, viewer). */
function fakeGitHub(repo) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const url = new URL(req.url, 'http://x');
      const json = (status, data) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      const p = url.pathname;
      if (p === '/graphql') return json(200, { data: { viewer: { login: 'github-actions[bot]' } } });
      if (p.endsWith('/pulls/7')) {
        const side = (sha, ref) => ({ sha, ref, repo: { full_name: 'o/r' } });
        return json(200, { number: 7, state: 'open', user: { login: 'alice' }, labels: [], head: side(repo.head, 'feature'), base: side(repo.base, 'main') });
      }
      const content = /\/contents\/(.+)$/.exec(p);
      if (content) {
        try {
          const text = gitRaw(repo.dir, 'show', `${url.searchParams.get('ref')}:${decodeURIComponent(content[1])}`);
          res.writeHead(200, { 'content-type': 'application/vnd.github.raw' });
          return res.end(text);
        } catch {
          return json(404, { message: 'Not Found' });
        }
      }
      if (p.endsWith('/check-runs') && req.method === 'POST') return json(201, { id: 1, app: { slug: 'github-actions' } });
      if (/\/check-runs\/\d+$/.test(p)) return json(200, { id: 1 });
      if (p.endsWith('/comments') && req.method === 'POST') return json(201, { id: 1 });
      if (p.endsWith('/comments') || p.endsWith('/labels')) return json(200, []);
      return json(404, { message: `bench: ${req.method} ${p} not served` });
    });
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

function runAction(repo, env) {
  return new Promise((resolvePromise, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [action], { cwd: repo.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => (code === 0 || code === 1 ? resolvePromise(performance.now() - t0) : reject(new Error(`action exited ${code}: ${(out + err).slice(-1500)}`))));
  });
}

function runnerEnv(repo, o) {
  const temp = mkdtempSync(join(tmpdir(), 'mcg-shard-runner-'));
  const event = join(temp, 'event.json');
  writeFileSync(
    event,
    JSON.stringify({
      action: 'synchronize',
      number: 7,
      pull_request: {
        number: 7,
        user: { login: 'alice' },
        labels: [],
        head: { sha: repo.head, ref: 'feature', repo: { full_name: 'o/r' } },
        base: { sha: repo.base, ref: 'main', repo: { full_name: 'o/r' } },
      },
    }),
  );
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_WORKSPACE: repo.dir,
    RUNNER_TEMP: join(temp, 'tmp'),
    GITHUB_OUTPUT: join(temp, 'output'),
    GITHUB_STEP_SUMMARY: join(temp, 'summary'),
    MCP_CONTRACT_GATE_GITHUB_TIMESCALE: '0.001',
  };
  mkdirSync(env.RUNNER_TEMP);
  for (const [k, v] of Object.entries(o)) env[`INPUT_${k.toUpperCase()}`] = v;
  return { env, temp };
}

async function discoverShard(repo, servers, into) {
  const { env, temp } = runnerEnv(repo, { mode: 'discover', servers: servers.join(',') });
  const ms = await runAction(repo, env);
  const result = readFileSync(join(env.RUNNER_TEMP, 'mcp-contract-gate-discovery.json'), 'utf8');
  mkdirSync(join(into, `shard-${servers[0]}`), { recursive: true });
  writeFileSync(join(into, `shard-${servers[0]}`, 'result.json'), result);
  rmSync(temp, { recursive: true, force: true });
  return ms;
}

async function publish(repo, gh, results) {
  const { env, temp } = runnerEnv(repo, { mode: 'publish', results, 'github-token': 'ghs_bench', 'check-name': 'MCP contract gate' });
  env.GITHUB_API_URL = gh.url;
  env.GITHUB_GRAPHQL_URL = `${gh.url}/graphql`;
  const ms = await runAction(repo, env);
  rmSync(temp, { recursive: true, force: true });
  return ms;
}

export async function shardFigures() {
  const repo = makeRepo();
  const gh = await fakeGitHub(repo);
  try {
    const out = [];
    let single;
    for (const n of SHARDS) {
      const results = mkdtempSync(join(tmpdir(), 'mcg-shard-results-'));
      const per = Math.ceil(repo.ids.length / n);
      const times = [];
      for (let i = 0; i < n; i++) times.push(await discoverShard(repo, repo.ids.slice(i * per, (i + 1) * per), results));
      const pub = await publish(repo, gh, results);
      rmSync(results, { recursive: true, force: true });
      const wall = Math.max(...times) + pub;
      if (n === 1) single = wall;
      out.push({ shards: n, slowestShardMs: Math.round(Math.max(...times)), publishMs: Math.round(pub), wallMs: Math.round(wall), ratio: wall / single });
    }
    return { servers: repo.ids.length, setupSeconds: SETUP_SECONDS, rows: out, target: { shards: 8, ratio: TARGET_8, met: out.at(-1).ratio <= TARGET_8 } };
  } finally {
    gh.close();
    rmSync(repo.dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await shardFigures();
  if (process.argv.includes('--json')) console.log(JSON.stringify(f, null, 2));
  else {
    console.log(`(f) ${f.servers} servers, ${f.setupSeconds} s setup each: slowest shard + publish vs the single job (1 shard)`);
    for (const r of f.rows)
      console.log(
        `    ${String(r.shards).padStart(2)} shard${r.shards === 1 ? ' ' : 's'}: ${(r.wallMs / 1000).toFixed(1)} s (slowest shard ${(r.slowestShardMs / 1000).toFixed(1)} s + publish ${(r.publishMs / 1000).toFixed(2)} s) = ${r.ratio.toFixed(2)}×`,
      );
    console.log(`    target: 8 shards ≤ ${TARGET_8}× the single job: ${f.target.met ? 'met' : 'NOT met'}`);
  }
}
