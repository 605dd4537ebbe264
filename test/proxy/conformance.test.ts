// The official MCP conformance suite's server scenarios (@modelcontextprotocol/conformance, its active suite) against
// its reference server (test/support/conformance/everything-server.mjs), run through the bundled proxy in its three
// modes: the stdio proxy (behind a plain Streamable HTTP front that starts one per session, since the suite speaks
// HTTP), the HTTP proxy (`--listen` with `--upstream` before the server over HTTP) and `--listen` in front of the
// server over stdio. The tools are pinned by `pin` first, so every call is judged and allowed. On Node 20 the suite
// runs with the preload of test/support/conformance (it imports `fs.globSync`).
import { afterAll, afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ROOT } from '../support/paths.js';
import { tempDir } from '../discovery/helpers.js';
import { auditLines, startProxyListener, type Cleanups } from '../support/proxy-listener.js';

jest.setTimeout(180_000);

const SUITE = join(ROOT, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
const SUPPORT = join(ROOT, 'test', 'support', 'conformance');
const SERVER = join(SUPPORT, 'everything-server.mjs');
const CLI = join(DIST, 'cli.js');
const node = process.execPath;

let dir: string;
const cleanups: Cleanups = [];
beforeAll(() => {
  dir = tempDir('conformance-proxy');
  writeFileSync(join(dir, 'gate.yml'), `servers:\n  - id: conformance\n    command: ${JSON.stringify(node)}\n    args: [${JSON.stringify(SERVER)}, --stdio]\n`);
  const pin = spawnSync(node, [CLI, 'pin', '--config', 'gate.yml'], { cwd: dir, encoding: 'utf8' });
  expect({ status: pin.status, pinned: /pinned 14 tools from 1 server/.test(pin.stderr) || pin.stderr }).toEqual({ status: 0, pinned: true });
});
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Start a process that prints `listening on URL` on stdout; cleanup ends it. */
async function listening(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(node, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    void exited.then(() => reject(new Error(`${args.join(' ')} exited: ${err}`)));
  });
  return { url, child };
}

/** Run the suite's server scenarios against URL: its exit code and output. */
function conformance(url: string, out: string): Promise<{ status: number | null; output: string }> {
  const child = spawn(node, ['--import', join(SUPPORT, 'preload.mjs'), SUITE, 'server', '--url', url, '-o', join(dir, out)], {
    cwd: dir,
    env: { PATH: process.env.PATH, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.once('exit', (status) => resolve({ status, output })));
}

/** The summary's scenario lines that did not pass, and the total line. */
function summary(output: string): { failed: string[]; total: string } {
  const tail = output.slice(output.indexOf('=== SUMMARY ==='));
  return {
    failed: tail.split('\n').filter((l) => /^\S+ [\w-]+: \d+ passed, [1-9]\d* failed/.test(l) || /^✗/.test(l)),
    total: /Total: \d+ passed, \d+ failed/.exec(tail)?.[0] ?? output,
  };
}

/** The proxy judged and allowed the suite's calls: every call audited, none withheld, refused or uncorrelated. */
function judged(audit: string): void {
  const lines = auditLines(audit);
  expect(lines.filter((l) => l.decision !== 'allowed')).toEqual([]);
  expect(lines.map((l) => l.tool)).toEqual(expect.arrayContaining(['test_simple_text', 'test_sampling', 'test_elicitation', 'test_tool_with_progress']));
}

let direct: string | undefined;
/** The reference server's own result, straight (each mode must match it check for check). */
async function directTotal(): Promise<string> {
  if (direct) return direct;
  const { url } = await listening([SERVER]);
  const run = await conformance(url, 'direct');
  expect({ status: run.status, ...summary(run.output) }).toMatchObject({ status: 0, failed: [] });
  direct = summary(run.output).total;
  expect(direct).toMatch(/Total: [1-9]\d* passed, 0 failed/);
  return direct;
}

describe('MCP conformance suite, server scenarios, through the proxy', () => {
  test('the HTTP proxy (--listen --upstream) before the reference server over HTTP', async () => {
    const total = await directTotal();
    const { url: upstream } = await listening([SERVER]);
    // pinned as it is served: the proxy refuses an upstream other than the launch the lockfile pinned
    const http = join(dir, 'http');
    mkdirSync(http, { recursive: true });
    writeFileSync(join(http, 'gate.yml'), `servers:\n  - id: conformance\n    url: ${JSON.stringify(upstream)}\n`);
    const pin = spawnSync(node, [CLI, 'pin', '--config', 'gate.yml'], { cwd: http, encoding: 'utf8' });
    expect({ status: pin.status, pinned: /pinned 14 tools from 1 server/.test(pin.stderr) || pin.stderr }).toEqual({ status: 0, pinned: true });
    const proxy = await startProxyListener(dir, ['--lockfile', join(http, 'mcp-contracts.lock.json'), '--server', 'conformance', '--upstream', upstream], cleanups);
    const run = await conformance(proxy.url, 'http');
    expect({ status: run.status, ...summary(run.output) }).toEqual({ status: 0, failed: [], total });
    judged(proxy.audit);
  });

  test('--listen in front of the reference server over stdio', async () => {
    const total = await directTotal();
    const proxy = await startProxyListener(dir, ['--config', join(dir, 'gate.yml'), '--server', 'conformance'], cleanups);
    const run = await conformance(proxy.url, 'listen-stdio');
    expect({ status: run.status, ...summary(run.output) }).toEqual({ status: 0, failed: [], total });
    judged(proxy.audit);
  });

  test('the stdio proxy before the reference server over stdio (one per session, behind an HTTP front)', async () => {
    const total = await directTotal();
    const audit = join(dir, 'stdio-audit.jsonl');
    const proxy = [CLI, 'proxy', '--config', join(dir, 'gate.yml'), '--server', 'conformance', '--audit', audit];
    const { url } = await listening([SERVER, '--bridge', '--', node, ...proxy]);
    const run = await conformance(url, 'stdio');
    expect({ status: run.status, ...summary(run.output) }).toEqual({ status: 0, failed: [], total });
    judged(audit);
  });
});
