#!/usr/bin/env node
// `npm run snapshots:capture`: what the scenario fixture server lists for each of its profiles
// (__fixtures__/servers/profiles/NAME.json), read by the gate's own discovery (`dist/cli.js snapshot`) and written to
// __fixtures__/snapshots/NAME.json. Tests whose subject is the diff, the policy or a report read these instead of
// starting a server per test; test/contract/snapshots-current.test.ts recaptures one and compares it byte for byte,
// so a change to the server or to discovery that would make them stale fails there.
//
// Each file is one server's snapshot without its `launch` (which holds this machine's paths; the judge's callers
// record the launch of the config they judge under, as discovery does), at version 1.0.0 (tests set
// `serverInfo.version` to the version they need, which is all `--version` changes).
//
// Usage: node scripts/capture-snapshots.mjs [--cli dist/cli.js] [--out DIR] [NAME…]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROFILES = join(ROOT, '__fixtures__', 'servers', 'profiles');
export const SNAPSHOTS = join(ROOT, '__fixtures__', 'snapshots');
const SERVER = join(ROOT, '__fixtures__', 'servers', 'scenario-server.mjs');
/** The version every snapshot is captured at. */
export const CAPTURED_VERSION = '1.0.0';

/** The profiles there are to capture (every JSON file of the profiles folder), sorted. */
export function profileNames() {
  return readdirSync(PROFILES)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** One profile's snapshot as the file holds it (text, with its final newline). */
export function capture(name, cli = join(ROOT, 'dist', 'cli.js')) {
  const work = mkdtempSync(join(tmpdir(), 'mcg-capture-'));
  try {
    const args = [SERVER, '--profile', join(PROFILES, `${name}.json`), '--version', CAPTURED_VERSION];
    writeFileSync(join(work, 'gate.yml'), `servers:\n  - id: s\n    command: ${JSON.stringify(process.execPath)}\n    args: ${JSON.stringify(args)}\n`);
    execFileSync(process.execPath, [cli, 'snapshot', '--config', 'gate.yml', '--out', 'snapshot.json', '-q'], {
      cwd: work,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: process.env.PATH ?? '' },
    });
    const server = JSON.parse(readFileSync(join(work, 'snapshot.json'), 'utf8')).servers.s;
    if (server.error) throw new Error(`profile ${name}: ${server.error}`);
    delete server.launch;
    return `${JSON.stringify(server, null, 2)}\n`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { cli: { type: 'string' }, out: { type: 'string' } }, allowPositionals: true });
  const out = resolve(values.out ?? SNAPSHOTS);
  mkdirSync(out, { recursive: true });
  for (const name of positionals.length ? positionals : profileNames()) {
    writeFileSync(join(out, `${name}.json`), capture(name, values.cli ? resolve(values.cli) : undefined));
    process.stdout.write(`captured ${name}\n`);
  }
}
