import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDrift } from '../../src/app/check-drift.js';
import { parseConfig } from '../../src/config/index.js';
import { buildLockfile } from '../../src/contract/lockfile.js';
import type { ServerSnapshot, SnapshotSet } from '../../src/contract/types.js';
import { withVariant } from '../../src/discovery/discover-server.js';
import { exitCodeOf } from '../../src/gate/decide.js';
import type { GateConfig } from '../../src/model/config.js';
import { renderReport } from '../../src/report/render.js';
import { LOCKFILE_VS_LIVE } from '../../src/report/common.js';
import { FIXTURES, ROOT } from './paths.js';

/**
 * The snapshots the scenario fixture server lists for its profiles, captured once by scripts/capture-snapshots.mjs
 * (test/contract/snapshots-current.test.ts recaptures one): for tests whose subject is the judgement, not discovery.
 */
export const SNAPSHOTS = join(FIXTURES, 'snapshots');
const SCENARIO_SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');

/** What the scenario server lists for PROFILE (`seed000-t0`) at VERSION (its `serverInfo.version`, all `--version` changes). */
export function fixtureSnapshot(profile: string, version = '1.0.0'): ServerSnapshot {
  const s = JSON.parse(readFileSync(join(SNAPSHOTS, `${profile}.json`), 'utf8')) as ServerSnapshot;
  return { ...s, serverInfo: { ...s.serverInfo, name: s.serverInfo?.name ?? 'scenario-server', version } };
}

/** A config with one server `s` that runs the scenario server with PROFILE at VERSION, as the integration tests write it. */
export function scenarioConfig(profile: string, version: string, policy = '', serverExtra = ''): { yaml: string; config: GateConfig } {
  const args = [SCENARIO_SERVER, '--profile', join(FIXTURES, 'servers', 'profiles', `${profile}.json`), '--version', version];
  const yaml = `servers:\n  - id: s\n    command: node\n    args: ${JSON.stringify(args)}\n${serverExtra}${policy ? `policy:\n${policy}` : ''}`;
  return { yaml, config: parseConfig(yaml, 'gate.yml', { env: {} }) };
}

/** The live set discovery would return for CONFIG with each server listing SNAPSHOT (its launch recorded as discovery does). */
function liveSet(config: GateConfig, snapshot: ServerSnapshot): SnapshotSet {
  return { servers: Object.fromEntries(config.servers.map((server) => [server.id, withVariant(server, snapshot)])) };
}

/**
 * `pin` at BEFORE, then `check --format json` at AFTER, as the CLI runs them but with the servers' listings taken from
 * the captured snapshots: the same judge (checkDrift), the same report. Profiles are `NAME@VERSION`.
 */
export async function pinThenCheck(before: string, after: string, policy = '', serverExtra = '') {
  const [pb, vb = '1.0.0'] = before.split('@') as [string, string?];
  const [pa, va = '1.0.0'] = after.split('@') as [string, string?];
  const pinned = scenarioConfig(pb, vb, policy, serverExtra).config;
  const lock = buildLockfile(liveSet(pinned, fixtureSnapshot(pb, vb)), undefined, {
    includeMeta: pinned.includeMeta,
    neutralPaths: pinned.neutralPaths,
    neutralMachine: pinned.neutralMachine,
    approval: null,
  });
  const { config } = scenarioConfig(pa, va, policy, serverExtra);
  const live = fixtureSnapshot(pa, va);
  const { diff, evaluation, verdict } = await checkDrift({
    config,
    rootDir: ROOT,
    lock,
    lockfile: 'mcp-contracts.lock.json',
    env: {},
    today: '2026-11-21',
    discover: async () => liveSet(config, live),
  });
  const text = renderReport('json', { diff, evaluation, subject: { before: 'mcp-contracts.lock.json', after: 'live servers' }, sides: LOCKFILE_VS_LIVE });
  return { code: exitCodeOf(verdict), report: JSON.parse(text) };
}
