import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { FIXTURES } from '../support/paths.js';

/**
 * Rollback, closed: under --verify a lockfile that is a symbolic link is refused (a link to an older signed copy
 * elsewhere names a path the state never saw), and a second signed content at a sequence already accepted is refused.
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const tool = (name: string) => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } });

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-rollback-content-'));
  writeFileSync(join(dir, 'v1.json'), JSON.stringify({ tools: [tool('read_notes'), tool('delete_all')] }));
  writeFileSync(join(dir, 'v2.json'), JSON.stringify({ tools: [tool('read_notes')] })); // delete_all dropped
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function cli(argv: string[], today = '2026-11-24') {
  let stderr = '';
  const env = { PATH: process.env.PATH, XDG_STATE_HOME: join(dir, 'state') };
  const code = await runCli(argv, { stdout: () => undefined, stderr: (t) => (stderr += t), cwd: dir, env, color: false, today });
  return { code, stderr };
}
const serve = (version: 'v1' | 'v2') =>
  writeFileSync(join(dir, 'gate.yml'), `servers:\n  - id: notes\n    command: node\n    args: [${JSON.stringify(SERVER)}, --profile, ${JSON.stringify(join(dir, `${version}.json`))}]\n`);
const LOCK = () => join(dir, 'mcp-contracts.lock.json');
const check = () => cli(['check', '--config', 'gate.yml', '--verify', 'k.pub', '--format', 'json']);

test('a lockfile replaced by a symbolic link to an older signed copy is refused under --verify', async () => {
  await cli(['keygen', '--out', 'k']);
  serve('v1');
  await cli(['pin', '--config', 'gate.yml', '--sign-key', 'k.key']);
  const older = readFileSync(LOCK(), 'utf8');
  serve('v2');
  await cli(['pin', '--config', 'gate.yml', '--sign-key', 'k.key'], '2026-11-25');
  expect((await check()).code).toBe(EXIT_CODES.pass);
  // the older copy elsewhere, the lockfile a link to it
  mkdirSync(join(dir, 'old'));
  writeFileSync(join(dir, 'old', 'lock.json'), older);
  unlinkSync(LOCK());
  symlinkSync(join(dir, 'old', 'lock.json'), LOCK());
  serve('v1');
  const refused = await check();
  expect(refused.code).toBe(EXIT_CODES.badInput);
  expect(refused.stderr).toContain('under --verify the lockfile may not be a symbolic link');
  // the proxy refuses it too, before starting the server
  const proxied = await cli(['proxy', '--config', 'gate.yml', '--server', 'notes', '--verify', 'k.pub']);
  expect([proxied.code, proxied.stderr]).toEqual([EXIT_CODES.badInput, expect.stringContaining('may not be a symbolic link')]);
}, 120_000);

test('another signed content at a sequence already accepted is refused (the dropped tool would run again)', async () => {
  await cli(['keygen', '--out', 'k']);
  serve('v2');
  await cli(['pin', '--config', 'gate.yml', '--sign-key', 'k.key']);
  expect(JSON.parse(readFileSync(LOCK(), 'utf8')).signed.sequence).toBe(1);
  expect((await check()).code).toBe(EXIT_CODES.pass);
  const accepted = readFileSync(LOCK(), 'utf8');
  // a lockfile pinned afresh (no previous one): sequence 1 again, with delete_all
  unlinkSync(LOCK());
  serve('v1');
  await cli(['pin', '--config', 'gate.yml', '--sign-key', 'k.key']);
  expect(JSON.parse(readFileSync(LOCK(), 'utf8')).signed.sequence).toBe(1);
  const refused = await check();
  expect(refused.code).toBe(EXIT_CODES.badInput);
  expect(refused.stderr).toContain('another lockfile with that sequence was verified here before');
  // the content accepted before still reads; layout alone is no other content
  writeFileSync(LOCK(), accepted);
  serve('v2');
  expect((await check()).code).toBe(EXIT_CODES.pass);
  writeFileSync(LOCK(), `${JSON.stringify(JSON.parse(accepted))}\n`);
  expect((await check()).code).toBe(EXIT_CODES.pass);
}, 120_000);
