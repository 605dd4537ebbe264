import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { FIXTURES } from '../support/paths.js';

/**
 * `pin` never leaves an entry out quietly: a server that lists malformed tools next to a good one
 * (profiles/invalid-schema.json: an inputSchema that is a string, a tool without a name, an entry that is not an
 * object) gets the good one pinned, and pin names each entry it left out and why, on stderr and in its summary (text
 * and JSON): the same entries `check` then reports as `tool-invalid`.
 */
const SERVER = join(FIXTURES, 'servers', 'invalid-schema-server.mjs');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-pin-invalid-'));
  writeFileSync(join(dir, 'gate.yml'), `servers:\n  - id: bad\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(SERVER)}]\n`);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env: { PATH: process.env.PATH }, color: false, today: '2026-11-24' });
  return { code, stdout, stderr };
}

const LEFT_OUT = [
  { server: 'bad', kind: 'tool', entry: 'string_schema', problem: expect.stringContaining('"inputSchema" must be a JSON object') },
  { server: 'bad', kind: 'tool', entry: 'tools[2]', problem: expect.any(String) },
  { server: 'bad', kind: 'tool', entry: 'tools[3]', problem: expect.any(String) },
];

test('pin names the invalid tools it left out, on stderr and in its summary; check reports the same ones', async () => {
  const pin = await cli('pin', '--config', 'gate.yml', '-q');
  expect(pin.code).toBe(EXIT_CODES.pass);
  expect(Object.keys(JSON.parse(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8')).servers.bad.tools)).toEqual(['good_tool']);
  const lines = pin.stderr.split('\n').filter((l) => l.startsWith('warning: left out '));
  expect(lines).toEqual([
    expect.stringMatching(/^warning: left out tool bad\/string_schema: "inputSchema" must be a JSON object; found string .* \(no lockfile entry can hold it; `check` reports it as tool-invalid\)$/),
    expect.stringMatching(/^warning: left out tool bad\/tools\[2\]: .+ \(no lockfile entry can hold it; `check` reports it as tool-invalid\)$/),
    expect.stringMatching(/^warning: left out tool bad\/tools\[3\]: .+ \(no lockfile entry can hold it; `check` reports it as tool-invalid\)$/),
  ]);
  expect(pin.stderr).toContain('pinned 1 tool from 1 server in mcp-contracts.lock.json; left out 3 invalid entries (3 tools: see above)\n');

  const json = await cli('pin', '--config', 'gate.yml', '--format', 'json');
  expect(json.code).toBe(EXIT_CODES.pass);
  expect(JSON.parse(json.stdout).leftOut).toEqual(LEFT_OUT);

  // check reports exactly the entries pin left out
  const check = await cli('check', '--config', 'gate.yml', '--format', 'json');
  const invalid = (JSON.parse(check.stdout).changes as Array<{ rule: string; tool: string }>).filter((c) => c.rule === 'tool-invalid').map((c) => c.tool);
  expect(invalid.sort()).toEqual(LEFT_OUT.map((l) => l.entry).sort());
});

test('a clean listing: no left-out line and no leftOut key', async () => {
  writeFileSync(
    join(dir, 'gate.yml'),
    `servers:\n  - id: ok\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(join(FIXTURES, 'servers', 'scenario-server.mjs'))}, --profile, ${JSON.stringify(join(FIXTURES, 'servers', 'profiles', 'seed001-v1.json'))}]\n`,
  );
  const pin = await cli('pin', '--config', 'gate.yml', '-q');
  expect(pin.code).toBe(EXIT_CODES.pass);
  expect(pin.stderr).not.toContain('left out');
  const json = await cli('pin', '--config', 'gate.yml', '--format', 'json');
  expect(Object.keys(JSON.parse(json.stdout))).not.toContain('leftOut');
});
