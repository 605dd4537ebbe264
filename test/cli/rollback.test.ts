import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { parsePrivateKey, signLockfileJson } from '../../src/contract/signature.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { FIXTURES } from '../support/paths.js';

/**
 * Rollback and freeze protection of signed lockfiles, as a user meets it: every re-pin that changes the content
 * raises the signed sequence; `check --verify` and `proxy --verify` remember the highest one they accepted and refuse
 * an older signed lockfile put back in place (with the server version it pinned, whose dropped tool would run
 * again); `--max-age` refuses an old signature; a lockfile signed before sequences existed reads with a note.
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const tool = (name: string) => ({ name, description: `The ${name} tool.`, inputSchema: { type: 'object', properties: { id: { type: 'string' } } } });

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-rollback-'));
  writeFileSync(join(dir, 'v1.json'), JSON.stringify({ tools: [tool('read_notes'), tool('delete_all')] }));
  writeFileSync(join(dir, 'v2.json'), JSON.stringify({ tools: [tool('read_notes')] })); // delete_all dropped
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const STATE = () => join(dir, 'state', 'mcp-contract-gate', 'verified-lockfiles.json');
async function cli(argv: string[], o: { today?: string; env?: Record<string, string> } = {}) {
  let stdout = '';
  let stderr = '';
  const env = { PATH: process.env.PATH, XDG_STATE_HOME: join(dir, 'state'), ...o.env };
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env, color: false, today: o.today ?? '2026-11-24' });
  return { code, stdout, stderr };
}
const serve = (version: 'v1' | 'v2') =>
  writeFileSync(join(dir, 'gate.yml'), `servers:\n  - id: notes\n    command: node\n    args: [${JSON.stringify(SERVER)}, --profile, ${JSON.stringify(join(dir, `${version}.json`))}]\n`);
const LOCK = () => join(dir, 'mcp-contracts.lock.json');
const lock = () => JSON.parse(readFileSync(LOCK(), 'utf8'));
const check = (...extra: string[]) => cli(['check', '--config', 'gate.yml', '--verify', 'k.pub', '--format', 'json', ...extra]);
const proxy = (...extra: string[]) => cli(['proxy', '--config', 'gate.yml', '--server', 'notes', '--verify', 'k.pub', ...extra]);

test('the sequence rises with each re-pin; an older signed lockfile put back is refused by check and proxy', async () => {
  expect((await cli(['keygen', '--out', 'k'])).code).toBe(0);
  serve('v1');
  const first = await cli(['pin', '--config', 'gate.yml', '--sign-key', 'k.key']);
  expect(first.stderr).toMatch(/signed with key [0-9a-f]{16} \(sequence 1, 2026-11-24\)/);
  expect(lock().signed).toEqual({ sequence: 1, date: '2026-11-24' });
  const older = readFileSync(LOCK(), 'utf8');
  expect((await check()).code).toBe(EXIT_CODES.pass);
  const keyId = lock().signature.keyId as string;
  expect(Object.values(JSON.parse(readFileSync(STATE(), 'utf8')).keys[keyId])).toEqual([{ sequence: 1, date: '2026-11-24', verified: '2026-11-24', content: expect.stringMatching(/^[0-9a-f]{64}$/) }]);

  // the server drops delete_all; the re-pin (a day later) raises the sequence
  serve('v2');
  expect((await cli(['pin', '--config', 'gate.yml', '--sign-key', 'k.key'], { today: '2026-11-25' })).code).toBe(0);
  expect(lock().signed).toEqual({ sequence: 2, date: '2026-11-25' });
  const newer = readFileSync(LOCK(), 'utf8');
  expect((await check()).code).toBe(EXIT_CODES.pass);
  // a re-pin that changes nothing changes no byte
  expect((await cli(['pin', '--config', 'gate.yml', '--sign-key', 'k.key'], { today: '2026-11-26' })).code).toBe(0);
  expect(readFileSync(LOCK(), 'utf8')).toBe(newer);

  // the older signed lockfile and the server that still offers delete_all, put back: both commands refuse
  writeFileSync(LOCK(), older);
  serve('v1');
  const refused = await check();
  expect([refused.code, refused.stdout]).toEqual([EXIT_CODES.badInput, '']);
  expect(refused.stderr).toContain("the lockfile's sequence 1 (signed 2026-11-24");
  expect(refused.stderr).toContain('is lower than sequence 2 (signed 2026-11-25) verified here before');
  expect(refused.stderr).toContain('(a rollback)');
  const proxied = await proxy();
  expect(proxied.code).toBe(EXIT_CODES.badInput);
  expect(proxied.stderr).toContain('is lower than sequence 2');

  // another state file knows nothing of it: that is where --verify-state points
  expect((await check('--verify-state', 'elsewhere.json')).code).toBe(EXIT_CODES.pass);
  expect(existsSync(join(dir, 'elsewhere.json'))).toBe(true);
  // the state's place from the environment
  expect((await check()).code).toBe(EXIT_CODES.badInput);
  expect((await cli(['check', '--config', 'gate.yml', '--verify', 'k.pub'], { env: { MCP_CONTRACT_GATE_VERIFY_STATE: join(dir, 'env-state.json') } })).code).toBe(EXIT_CODES.pass);
  expect(existsSync(join(dir, 'env-state.json'))).toBe(true);
}, 120_000);

test('--resign raises the sequence on unchanged content; --max-age refuses an old signature', async () => {
  await cli(['keygen', '--out', 'k']);
  serve('v2');
  await cli(['pin', '--config', 'gate.yml', '--sign-key', 'k.key']);
  const later = { today: '2027-01-10' }; // 47 days later
  const stale = await cli(['check', '--config', 'gate.yml', '--verify', 'k.pub', '--max-age', '30'], later);
  expect(stale.code).toBe(EXIT_CODES.badInput);
  expect(stale.stderr).toContain('the lockfile was signed 47 days ago (2026-11-24, sequence 1), more than --max-age 30');
  expect((await cli(['check', '--config', 'gate.yml', '--verify', 'k.pub', '--max-age', '60d'], later)).code).toBe(EXIT_CODES.pass);
  const proxied = await cli(['proxy', '--config', 'gate.yml', '--server', 'notes', '--verify', 'k.pub', '--max-age', '30'], later);
  expect([proxied.code, proxied.stderr]).toEqual([EXIT_CODES.badInput, expect.stringContaining('more than --max-age 30')]);

  expect((await cli(['pin', '--config', 'gate.yml', '--sign-key', 'k.key', '--resign'], later)).code).toBe(0);
  expect(lock().signed).toEqual({ sequence: 2, date: '2027-01-10' });
  expect((await cli(['check', '--config', 'gate.yml', '--verify', 'k.pub', '--max-age', '30'], later)).code).toBe(EXIT_CODES.pass);

  for (const bad of [
    ['--max-age', '30'],
    ['--verify-state', 's.json'],
  ])
    expect((await cli(['check', '--config', 'gate.yml', ...bad])).stderr).toContain('go with --verify KEY');
  expect((await cli(['check', '--config', 'gate.yml', '--verify', 'k.pub', '--max-age', 'a month'])).stderr).toContain('give a number of days');
  expect((await cli(['pin', '--config', 'gate.yml', '--resign'])).stderr).toContain('--resign goes with --sign-key');
}, 120_000);

test('a lockfile signed before sequences existed: read with a note, refused once a sequence was seen or with --max-age', async () => {
  await cli(['keygen', '--out', 'k']);
  serve('v2');
  await cli(['pin', '--config', 'gate.yml', '--sign-key', 'k.key']);
  const stamped = readFileSync(LOCK(), 'utf8');
  // what an earlier version wrote: the same content, signed, with no "signed" member
  const { signed: _s, signature: _sig, ...rest } = lock();
  const legacy = { ...rest, signature: signLockfileJson(rest, parsePrivateKey(readFileSync(join(dir, 'k.key'), 'utf8'), 'k.key')) };
  writeFileSync(LOCK(), `${JSON.stringify(legacy, null, 2)}\n`);
  const fresh = await check();
  expect(fresh.code).toBe(EXIT_CODES.pass);
  expect(fresh.stderr).toContain('carries no sequence number (signed before rollback protection): re-pin and sign it');
  expect((await check('--max-age', '365')).stderr).toContain('carries no signing date (signed before rollback protection), so --max-age cannot be checked');

  writeFileSync(LOCK(), stamped);
  expect((await check()).code).toBe(EXIT_CODES.pass);
  writeFileSync(LOCK(), `${JSON.stringify(legacy, null, 2)}\n`);
  const rolled = await check();
  expect(rolled.code).toBe(EXIT_CODES.badInput);
  expect(rolled.stderr).toContain('carries no sequence number (signed before rollback protection), but a lockfile with sequence 1');

  // a stamp edited by hand breaks the signature; a state file that is not ours is named with the fix
  writeFileSync(LOCK(), stamped);
  writeFileSync(STATE(), 'not json');
  const broken = await check();
  expect(broken.code).toBe(EXIT_CODES.badInput);
  expect(broken.stderr).toContain('verified-lockfiles.json: the verification state is not JSON: delete it to start over');
}, 120_000);
