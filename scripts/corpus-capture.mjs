#!/usr/bin/env node
/**
 * Real-server regression corpus: install pinned versions of published MCP servers from npm into a temp folder,
 * read each one with the gate's own discovery (`dist/cli.js snapshot`), and write the snapshots to
 * `__fixtures__/real-servers/<package>/<version>.json` (one server's tools/list result each).
 *
 *   npm run bundle && npm run corpus:capture              # every server below
 *   npm run corpus:capture -- server-memory playwright    # only packages whose name contains one of the words
 *
 * Credentials are dummy values and no server is sent a request beyond initialize and the list calls, so nothing
 * reaches a real service. Paths of the capture machine are rewritten to /srv/corpus so versions do not differ by them.
 * `npm test` reads only the committed snapshots: it never needs the network.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, '__fixtures__', 'real-servers');
const CLI = join(ROOT, 'dist', 'cli.js');

/** The servers, their pinned versions (oldest first) and what each needs to start without a real account. */
export const SERVERS = [
  { pkg: '@modelcontextprotocol/server-filesystem', versions: ['2025.7.1', '2025.8.21', '2025.11.25', '2025.12.18'], args: ['{DATA}'] },
  { pkg: '@modelcontextprotocol/server-everything', versions: ['2025.9.25', '2025.11.25', '2025.12.18', '2026.1.14'], args: ['stdio'] },
  { pkg: '@modelcontextprotocol/server-memory', versions: ['2025.9.25', '2025.11.25', '2026.1.26'], env: { MEMORY_FILE_PATH: '{DATA}/memory.json' } },
  { pkg: '@modelcontextprotocol/server-sequential-thinking', versions: ['2025.7.1', '2025.11.25', '2025.12.18'] },
  { pkg: '@playwright/mcp', versions: ['0.0.20', '0.0.30', '0.0.45', '0.0.55'], args: ['--headless'] },
  { pkg: '@modelcontextprotocol/server-github', versions: ['2025.3.28', '2025.4.8'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'dummy' } },
  { pkg: '@modelcontextprotocol/server-puppeteer', versions: ['0.6.2', '2025.5.12'] },
  { pkg: '@modelcontextprotocol/server-slack', versions: ['2025.1.17', '2025.4.25'], env: { SLACK_BOT_TOKEN: 'xoxb-dummy', SLACK_TEAM_ID: 'T00000000' } },
  { pkg: '@modelcontextprotocol/server-brave-search', versions: ['0.6.2'], env: { BRAVE_API_KEY: 'dummy' } },
  { pkg: '@modelcontextprotocol/server-google-maps', versions: ['0.6.2'], env: { GOOGLE_MAPS_API_KEY: 'dummy' } },
  { pkg: '@modelcontextprotocol/server-gitlab', versions: ['2025.4.25'], env: { GITLAB_PERSONAL_ACCESS_TOKEN: 'dummy' } },
  // 3.22.0 → 3.26.0 closes ten free-form object parameters (`additionalProperties: {}` → `false`): a real break
  { pkg: 'firecrawl-mcp', versions: ['3.1.13', '3.3.5', '3.5.2', '3.20.0', '3.22.0', '3.26.0'], env: { FIRECRAWL_API_KEY: 'fc-dummy' } },
  { pkg: '@notionhq/notion-mcp-server', versions: ['1.9.1', '2.0.0', '2.1.0', '2.2.1', '2.4.0', '2.5.2'], env: { NOTION_TOKEN: 'ntn_dummy' } },
  { pkg: 'figma-developer-mcp', versions: ['0.6.0', '0.6.4'], args: ['--stdio'], env: { FIGMA_API_KEY: 'figd_dummy' } },
  // no LLM key on purpose: 0.29.0 then lists list_events/list_issues where a keyed server lists search_events/search_issues
  { pkg: '@sentry/mcp-server', versions: ['0.22.0', '0.23.1', '0.26.0', '0.29.0'], env: { SENTRY_ACCESS_TOKEN: 'sntrys_dummy' } },
  // no connection string: the tools are listed without a cluster (the 3.0 major renamed and reshaped several)
  { pkg: 'mongodb-mcp-server', versions: ['2.1.1', '3.0.4'] },
  // real prerequisites that name a sibling tool by name or by title ("call 'Resolve Context7 Library ID' first")
  { pkg: '@upstash/context7-mcp', versions: ['1.0.14', '1.0.31', '2.1.8', '4.1.1'] },
  { pkg: '@wonderwhy-er/desktop-commander', versions: ['0.1.39', '0.2.3', '0.2.52'] },
  // lists its tools without starting a browser; 1.7.0 → 1.11.0 closes every root and adds a required pageId
  { pkg: 'chrome-devtools-mcp', versions: ['1.7.0', '1.11.0'], args: ['--headless', '--isolated'] },
  // MCP Apps: the same tools, and 1.7.5 serves another build of show-map's ui:// HTML (`ui-resource-changed`)
  { pkg: '@modelcontextprotocol/server-map', versions: ['1.7.4', '1.7.5'], args: ['--stdio'] },
];

/** Servers left out, with the reason (kept here so the list says why, not only what). */
export const LEFT_OUT = [
  { pkg: '@modelcontextprotocol/server-postgres', reason: 'needs a reachable PostgreSQL server to start' },
  { pkg: '@modelcontextprotocol/server-gdrive', reason: 'needs OAuth credentials on disk before it lists tools' },
];

const dirName = (pkg) => pkg.replace(/^@/, '').replace(/\//g, '__');

function binOf(prefix, pkg) {
  const pj = JSON.parse(readFileSync(join(prefix, 'node_modules', pkg, 'package.json'), 'utf8'));
  const bin = typeof pj.bin === 'string' ? pj.bin : Object.values(pj.bin ?? {})[0];
  if (!bin) throw new Error(`${pkg} has no bin entry`);
  return join(prefix, 'node_modules', pkg, bin);
}

function yamlString(s) {
  return JSON.stringify(s);
}

const run = promisify(execFile);
/** Installs run a few at a time: they wait on the network far more than on the CPU. */
const INSTALLS_AT_ONCE = 6;

async function main() {
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run `npm run bundle` first');
  const only = process.argv.slice(2);
  const work = mkdtempSync(join(tmpdir(), 'mcp-corpus-'));
  const data = join(work, 'data');
  mkdirSync(data, { recursive: true });
  const subst = (s) => s.replaceAll('{DATA}', data);
  const entries = [];
  try {
    for (const server of SERVERS) {
      if (only.length && !only.some((w) => server.pkg.includes(w))) continue;
      for (const version of server.versions) {
        const id = `${dirName(server.pkg)}--${version}`;
        entries.push({ server, version, id, prefix: join(work, 'pkgs', id.replace(/[^A-Za-z0-9.@_-]/g, '_')) });
      }
    }
    const queue = [...entries];
    const worker = async () => {
      for (let e = queue.shift(); e; e = queue.shift()) {
        mkdirSync(e.prefix, { recursive: true });
        writeFileSync(join(e.prefix, 'package.json'), '{"private":true}\n');
        process.stderr.write(`installing ${e.server.pkg}@${e.version}\n`);
        await run('npm', ['install', '--prefix', e.prefix, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', `${e.server.pkg}@${e.version}`]);
        e.bin = binOf(e.prefix, e.server.pkg);
      }
    };
    // every install settles before the temp folder is removed, and the first failure is the one reported
    const failed = (await Promise.allSettled(Array.from({ length: INSTALLS_AT_ONCE }, worker))).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const lines = ['concurrency: 2', 'servers:'];
    for (const e of entries) {
      lines.push(`  - id: ${yamlString(e.id)}`, '    command: node', `    args: [${[e.bin, ...(e.server.args ?? []).map(subst)].map(yamlString).join(', ')}]`, '    timeout: 90');
      if (e.server.env) {
        lines.push('    env:');
        for (const [k, v] of Object.entries(e.server.env)) lines.push(`      ${k}: ${yamlString(subst(v))}`);
      }
    }
    const config = join(work, 'gate.yml');
    writeFileSync(config, `${lines.join('\n')}\n`);
    const out = join(work, 'snapshot.json');
    process.stderr.write(`reading ${entries.length} servers with the gate's discovery\n`);
    try {
      execFileSync('node', [CLI, 'snapshot', '--config', config, '--out', out], { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] });
    } catch (err) {
      // exit code 1: some servers failed, their errors are in the snapshot and are written as they are
      if (err.status !== 1) throw err;
    }
    const text = readFileSync(out, 'utf8').replaceAll(work, '/srv/corpus');
    const set = JSON.parse(text);
    for (const e of entries) {
      const snap = set.servers[e.id];
      const file = join(OUT, dirName(e.server.pkg), `${e.version}.json`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(snap, null, 2)}\n`);
      process.stderr.write(`${snap.error ? '✗' : '✓'} ${e.id}: ${snap.error ? snap.error.message : `${snap.tools.length} tools`}\n`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main().catch((err) => {
    process.stderr.write(`corpus capture failed: ${err.stack ?? err}\n`);
    process.exitCode = 1;
  });
