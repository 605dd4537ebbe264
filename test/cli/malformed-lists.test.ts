import { jest } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { eraNeutral } from '../../src/contract/canonical.js';
import type { ToolDef } from '../../src/contract/types.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { DIST, FIXTURES } from '../support/paths.js';

/**
 * Malformed listings never crash a command: every command (snapshot, pin, check, diff, gate, proxy) runs over a real
 * server that lists them, and each answers with findings or a refusal, never "could not run" and a stack trace.
 * (Regressions: `pin` died in its review of new tools on a null entry; a lone surrogate made pin, check, gate and diff
 * exit 3 from the canonical JSON.)
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
jest.setTimeout(180_000); // a dozen server starts per listing, on a machine that may be loaded
const good = { name: 'ok', description: 'Fine.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
/** Each listing as the server sends it (JSON text, so lone surrogates travel as `\ud800` escapes, as on the wire). */
const LISTINGS: Record<string, string> = {
  'null, nameless and numeric-named entries': JSON.stringify({ tools: [null, good, { description: 'no name' }, { name: 7 }, { name: '' }, 42, 'tool', []] }),
  'fields of the wrong type': JSON.stringify({
    tools: [
      good,
      { name: 'a', description: 5, title: ['t'] },
      { name: 'b', inputSchema: 'object', annotations: null },
      { name: 'c', inputSchema: { type: 'object', properties: null, required: 'q', items: 3, anyOf: 'x' }, annotations: 'yes', outputSchema: 7 },
      { name: 'd', inputSchema: { type: 'object', properties: { x: null, y: 4, z: { enum: 'a' } }, required: [null, 3] } },
    ],
  }),
  'lone surrogates in a description, a name, a key and a prompt': `{"tools":[${JSON.stringify(good).replace('Fine.', 'Fine. \\ud800 half')},{"name":"s\\udc00","description":"x"},{"name":"k","inputSchema":{"type":"object","properties":{"q\\udbff":{"type":"string"}}}}],"prompts":[{"name":"p","description":"\\udfff"}],"instructions":"Use \\ud83d carefully."}`,
  'malformed prompts and resource templates': JSON.stringify({
    tools: [good],
    prompts: [null, { name: 5 }, { name: 'p', arguments: [null, { name: 3 }] }, { name: 'q', arguments: 'none' }],
    resourceTemplates: [null, { uriTemplate: 3 }, { name: 't', uriTemplate: 'x://{a}', description: 7 }],
  }),
  'duplicates, with and without differences': JSON.stringify({ tools: [good, good, { ...good, description: 'Other.' }, null, good] }),
};

let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env: { PATH: process.env.PATH }, color: false, today: '2026-11-24' });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-malformed-'));
  git('init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'gate.yml'), `servers:\n  - id: m\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(SERVER)}, --profile, tools.json]\n`);
  writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools: [good] }));
  expect((await cli('pin', '--config', 'gate.yml', '-q')).code).toBe(EXIT_CODES.pass);
  git('add', '-A');
  git('commit', '-q', '-m', 'pin');
  writeFileSync(join(dir, 'good.json'), JSON.stringify({ tools: [good] }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** No command may end in "could not run" (exit 3 with a stack trace) over a listing: that is a crash, not a finding. */
function noCrash(r: { code: number; stdout: string; stderr: string }, what: string) {
  if (r.stderr.includes('could not run')) throw new Error(`${what} crashed:\n${r.stderr}`);
  expect(r.stderr).not.toMatch(/\n\s+at /); // no stack frames
}

/** The proxy in front of the server: initialize, tools/list, prompts/list and two calls are all answered; it exits 0. */
async function throughProxy(): Promise<{ listed: string[]; answers: unknown[]; stderr: string; code: number | null }> {
  const child = spawn(
    process.execPath,
    [join(DIST, 'cli.js'), 'proxy', '--lockfile', join(dir, 'mcp-contracts.lock.json'), '--server', 'm', '--', process.execPath, SERVER, '--profile', 'tools.json'],
    {
      cwd: dir,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const answers = new Map<number, unknown>();
  const waiting = new Map<number, () => void>();
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const lines = out.split('\n');
    out = lines.pop()!;
    for (const l of lines.filter(Boolean)) {
      const m = JSON.parse(l) as { id?: number };
      if (typeof m.id !== 'number') continue;
      answers.set(m.id, m);
      waiting.get(m.id)?.();
    }
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  // an answer, or the proxy's end (a crash must fail the test at once, not leave it waiting)
  const ask = async (id: number, method: string, params: unknown) => {
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    if (answers.has(id)) return;
    const ended = await Promise.race([new Promise<false>((r) => waiting.set(id, () => r(false))), exited.then(() => true)]);
    if (ended && !answers.has(id)) throw new Error(`the proxy exited before answering ${method}:\n${stderr}`);
  };
  await ask(0, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } });
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  await ask(1, 'tools/list', {});
  await ask(2, 'prompts/list', {});
  await ask(3, 'tools/call', { name: 'ok', arguments: { q: 'x' } });
  await ask(4, 'tools/call', { name: 's\udc00', arguments: {} });
  child.stdin.end();
  const code = await exited;
  const listed = ((answers.get(1) as { result?: { tools: ToolDef[] } }).result?.tools ?? []).map((t) => t.name);
  return { listed, answers: [...answers.values()], stderr, code };
}

describe.each(Object.entries(LISTINGS))('%s', (_name, listing) => {
  beforeAll(() => writeFileSync(join(dir, 'tools.json'), listing));

  test('snapshot, pin, check (every format), gate (every format) and diff answer with findings, never a crash', async () => {
    const snapshot = await cli('snapshot', '--config', 'gate.yml', '--out', 'snap.json', '-q');
    noCrash(snapshot, 'snapshot');
    expect(snapshot.code).toBe(EXIT_CODES.pass);
    const pin = await cli('pin', '--config', 'gate.yml', '--lockfile', 'other.lock.json');
    noCrash(pin, 'pin');
    expect(pin.code).toBe(EXIT_CODES.pass);
    expect(JSON.parse(readFileSync(join(dir, 'other.lock.json'), 'utf8')).servers.m).toBeDefined();
    // each live command in two formats (each run starts the server); every format is rendered by diff below
    for (const [command, format] of [
      ['check', 'text'],
      ['check', 'junit'],
      ['gate', 'markdown'],
      ['gate', 'json'],
    ]) {
      const r = await cli(command!, '--config', 'gate.yml', ...(command === 'gate' ? ['--base', 'main'] : []), '--format', format!, '-q');
      noCrash(r, `${command} --format ${format}`);
      expect([EXIT_CODES.pass, EXIT_CODES.blocking]).toContain(r.code);
    }
    for (const [a, b] of [
      ['good.json', 'snap.json'],
      ['snap.json', 'good.json'],
      ['snap.json', 'snap.json'],
    ])
      for (const format of ['text', 'json', 'markdown', 'sarif', 'junit']) {
        const diff = await cli('diff', a!, b!, '--format', format);
        noCrash(diff, `diff ${a} ${b} --format ${format}`);
        expect([EXIT_CODES.pass, EXIT_CODES.blocking]).toContain(diff.code);
      }
  });

  test('proxy: every request is answered (the pinned tool works), and it exits cleanly', async () => {
    const r = await throughProxy();
    expect(r.stderr).not.toMatch(/could not run|\n\s+at /);
    expect(r.code).toBe(0);
    expect(r.answers).toHaveLength(5);
    expect(r.answers.find((a) => (a as { id: number }).id === 4)).toMatchObject({ error: {} }); // never pinned: refused
  });
});

test('tool-invalid names what is wrong with an entry holding a lone surrogate', async () => {
  writeFileSync(join(dir, 'tools.json'), LISTINGS['lone surrogates in a description, a name, a key and a prompt']!);
  const check = await cli('check', '--config', 'gate.yml', '--format', 'json');
  const messages = (JSON.parse(check.stdout) as { changes: Array<{ rule: string; message: string }> }).changes.filter((c) => c.rule === 'tool-invalid').map((c) => c.message);
  expect(messages).toContain(
    'tool entry ok is invalid: its text is not valid Unicode: a lone surrogate (\\ud800) at /description; a contract must be well-formed text to be hashed (RFC 8785), and no client can show it faithfully',
  );
  // the key's own lone surrogate is written as its escape: a message is well-formed text
  expect(messages.some((m) => m.includes('a lone surrogate (\\udbff) at /inputSchema/properties/q\\udbff;'))).toBe(true);
});

test('eraNeutral passes entries that are not tools through', () => {
  const tools = [null, { name: 'a', execution: { taskSupport: 'optional' } }] as unknown as ToolDef[];
  const [before, after] = eraNeutral({ tools, era: undefined }, { tools: [null, { name: 'a' }] as unknown as ToolDef[], era: 'discover' });
  expect(before.tools).toEqual([null, { name: 'a' }]);
  expect(after.tools[0]).toBeNull();
});
