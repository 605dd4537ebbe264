#!/usr/bin/env node
// `npm run demo`: the gate end to end on the bundled fixture servers, no network.
// Builds a temporary git repository whose base commit pins four MCP servers' tools in mcp-contracts.lock.json and
// whose `feature` branch changes them the way real releases do (a renamed parameter, a re-described one, a narrowed
// enum, a new required parameter, a removed required parameter, a new destructive tool, a rug-pull description),
// then runs `mcp-contract-gate gate --base main` and prints the comment the pull request would get.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist', 'cli.js');
const server = join(root, '__fixtures__', 'servers', 'scenario-server.mjs');
const profiles = join(root, '__fixtures__', 'servers', 'profiles');
const repo = mkdtempSync(join(tmpdir(), 'mcp-contract-gate-demo-'));
const env = { ...process.env, GIT_AUTHOR_NAME: 'demo', GIT_AUTHOR_EMAIL: 'demo@example.com', GIT_COMMITTER_NAME: 'demo', GIT_COMMITTER_EMAIL: 'demo@example.com' };
const git = (...args) => execFileSync('git', args, { cwd: repo, env, stdio: 'pipe' }).toString();

const servers = [
  { id: 'reviews', base: 'seed000-t0.json', head: 'seed000-t1.json' },
  { id: 'kubernetes', base: 'seed001-v1.json', head: 'seed001-v2.json' },
  { id: 'support-ops', base: 'seed003-baseline.json', head: 'seed003-candidate.json', extra: '    forbidden-tools: ["Deployments.*"]\n' },
  { id: 'web-search', base: 'seed004-v1.json', head: 'seed004-v2.json' },
];

try {
  mkdirSync(join(repo, '.github'));
  mkdirSync(join(repo, 'servers'));
  const config = ['# The gate reads these servers at the base commit and at the pull request head.', 'servers:'];
  for (const s of servers) {
    config.push(`  - id: ${s.id}`, '    command: node', `    args: [${JSON.stringify(server)}, --profile, servers/${s.id}.json, --name, ${s.id}]`, '    source: [servers/]');
    if (s.extra) config.push(s.extra.trimEnd());
  }
  writeFileSync(join(repo, '.github', 'mcp-contract-gate.yml'), `${config.join('\n')}\n`);
  for (const s of servers) copyFileSync(join(profiles, s.base), join(repo, 'servers', `${s.id}.json`));
  git('init', '--quiet', '--initial-branch=main');
  git('add', '-A');
  git('commit', '--quiet', '-m', 'Four MCP servers');
  const pin = spawnSync(process.execPath, [cli, 'pin', '--by', 'demo', '--reason', 'initial pin'], { cwd: repo, env, encoding: 'utf8' });
  if (pin.status !== 0) throw new Error(`pin failed: ${pin.stderr}`);
  git('add', 'mcp-contracts.lock.json');
  git('commit', '--quiet', '-m', 'Pin the MCP tool contracts');
  git('checkout', '--quiet', '-b', 'feature');
  for (const s of servers) copyFileSync(join(profiles, s.head), join(repo, 'servers', `${s.id}.json`));
  git('commit', '--quiet', '-am', 'Release the servers');

  process.stdout.write(`Demo repository: ${repo}\n$ mcp-contract-gate gate --base main --format markdown   (what the pull request comment says)\n\n`);
  const gate = spawnSync(process.execPath, [cli, 'gate', '--base', 'main', '--format', 'markdown'], { cwd: repo, env, encoding: 'utf8' });
  process.stdout.write(gate.stdout);
  process.stderr.write(gate.stderr);
  process.stdout.write(
    `\nExit code ${gate.status}: ${gate.status === 1 ? 'the check would fail until a maintainer applies the mcp-contract-approved label (the Action then re-pins the lockfile).' : gate.status === 0 ? 'nothing blocks.' : 'bad input.'}\n`,
  );
  process.exitCode = gate.status === 1 || gate.status === 0 ? 0 : 1;
} finally {
  rmSync(repo, { recursive: true, force: true });
}
