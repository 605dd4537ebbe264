import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildLockfile, parseLockfile } from '../../src/contract/lockfile.js';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { approvedRenames } from '../../src/gate/renames.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';
import { DIST, FIXTURES } from '../support/paths.js';
import { SEED000_T0, SEED000_T1 } from '../support/seed000.js';

/**
 * `pin --approve-renames` (the command the action prints where it cannot push) records the same migrations as the
 * action's approved re-pin: the renames of the pinned contracts against the live ones, read by one function.
 */
const CLI = join(DIST, 'cli.js');
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const run = promisify(execFile);

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-pin-renames-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const serve = (profile: string) => writeFileSync(join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { default: { command: process.execPath, args: [SERVER, '--profile', profile] } } }));
const pin = (...extra: string[]) => run(process.execPath, [CLI, 'pin', '--config', '.mcp.json', ...extra], { cwd: dir, encoding: 'utf8' });
const migrations = (text: string) =>
  Object.fromEntries(
    Object.entries(parseLockfile(text, 'lock').servers.default!.tools)
      .filter(([, e]) => e.migration)
      .map(([name, e]) => [name, e.migration]),
  );

test('pin --approve-renames records the migrations the approved re-pin records; plain pin records none', async () => {
  serve(SEED000_T0);
  await pin();
  const before = readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8');
  serve(SEED000_T1);
  await pin('--by', 'alice');
  expect(migrations(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'))).toEqual({});
  writeFileSync(join(dir, 'mcp-contracts.lock.json'), before);
  const { stderr } = await pin('--by', 'alice', '--approve-renames');
  const got = migrations(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'));
  // what the action's re-pin writes: approvedRenames over the evaluation of the base → head diff
  const base = readSnapshotFile(SEED000_T0);
  const head = readSnapshotFile(SEED000_T1);
  const expected = buildLockfile(head, undefined, { renames: approvedRenames(evaluate(diffSnapshots(base, head), DEFAULT_POLICY, { today: '2026-11-24' }).findings) });
  const want = Object.fromEntries(
    Object.entries(expected.servers.default!.tools)
      .filter(([, e]) => e.migration)
      .map(([name, e]) => [name, e.migration]),
  );
  expect(Object.keys(want).length).toBeGreaterThan(0);
  expect(got).toEqual(want);
  expect(stderr).toMatch(/recorded rename \(default\): /);
});
