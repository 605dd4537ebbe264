import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { neutralContext, neutralizeText } from '../../src/contract/neutral-paths.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { DIST, FIXTURES } from '../support/paths.js';

/**
 * The machine's facts in servers' text: the official Python time server writes the local zone into its parameter
 * descriptions (beside static examples, 'America/New_York' among them), so a lockfile pinned under one TZ failed
 * `check` under another with three blocking findings. The zone, the user name and the host name now read as
 * placeholders, matched as whole tokens; a knob turns each off.
 */
jest.setTimeout(120_000);
const SERVER = join(FIXTURES, 'servers', 'tz-server.mjs');
const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-tz-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function config(extra = '') {
  writeFileSync(join(dir, 'gate.yml'), `${extra}servers:\n  - id: time\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(SERVER)}]\n`);
}

/** The bundled CLI as a process of its own, in a time zone. */
function run(tz: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(DIST, 'cli.js'), ...argv], { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: tz } }, (err, stdout, stderr) =>
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
    );
  });
}

const lockText = () => readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8');

test('pinned under Europe/Berlin, checked clean under America/New_York; the lockfile holds placeholders and is byte-stable', async () => {
  config();
  expect((await run(BERLIN, 'pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  const lock = lockText();
  expect(lock).not.toContain(BERLIN);
  expect(lock).toContain("Use '${timeZone}' as local timezone");
  expect(lock).toMatch(/Local time zone: \$\{timeZone\} \(\$\{utcOffset\}\)/);
  // static text stays: an example zone, and an ISO time's offset that stands beside no zone name
  expect(lock).toContain(`(e.g., '${NEW_YORK}', 'Europe/London')`);
  expect(lock).toContain('2026-01-01T09:00:00+01:00');
  expect(JSON.parse(lock).neutralMachine).toEqual(['host', 'timezone', 'user']);
  // same inputs, same bytes
  expect((await run(BERLIN, 'pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  expect(lockText()).toBe(lock);

  // New York: the server writes New York as its zone, and 'America/New_York' as its example reads as this machine's
  // zone on both sides (the pinned text is read as this environment reads the live text)
  const check = await run(NEW_YORK, 'check', '--config', 'gate.yml', '--format', 'json');
  expect(JSON.parse(check.stdout).changes).toEqual([]);
  expect(check.code).toBe(0);
  const again = await run(BERLIN, 'check', '--config', 'gate.yml', '--format', 'json');
  expect(JSON.parse(again.stdout).changes).toEqual([]);
});

test('the runtime proxy under another zone serves the tool pinned under Europe/Berlin', async () => {
  config();
  expect((await run(BERLIN, 'pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(DIST, 'cli.js'), 'proxy', '--server', 'time', '--config', join(dir, 'gate.yml')],
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TZ: NEW_YORK },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['get_current_time']);
    expect(tools[0]!.description).toContain(NEW_YORK); // the client reads what the server sent
  } finally {
    await client.close();
  }
});

test('neutral-timezone: false keeps the zone as sent, so another zone reports the change', async () => {
  config('neutral-timezone: false\n');
  expect((await run(BERLIN, 'pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  const lock = lockText();
  expect(lock).toContain(`Use '${BERLIN}' as local timezone`);
  expect(JSON.parse(lock).neutralMachine).toEqual(['host', 'user']);
  const check = await run(NEW_YORK, 'check', '--config', 'gate.yml', '--format', 'json');
  const rules = (JSON.parse(check.stdout).changes as Array<{ rule: string; tool: string }>).map((c) => `${c.tool} ${c.rule}`);
  expect(rules).toEqual(expect.arrayContaining(['get_current_time tool-description-changed']));
  expect(check.code).not.toBe(0);
});

describe('matching: whole tokens, identifying values only', () => {
  const ctx = (facts: { users?: string[]; hosts?: string[]; zones?: string[] }) =>
    neutralContext({ paths: false, machine: ['host', 'timezone', 'user'], env: {}, facts: { users: [], hosts: [], zones: [], ...facts } });

  test('a zone name with a /, and an offset or abbreviation only beside it', () => {
    const c = ctx({ zones: [BERLIN] });
    expect(neutralizeText('Local zone: Europe/Berlin (UTC+01:00).', c)).toBe('Local zone: ${timeZone} (${utcOffset}).');
    expect(neutralizeText('(GMT+0100) Europe/Berlin, GMT+2', c)).toBe('(${utcOffset}) ${timeZone}, ${utcOffset}');
    expect(neutralizeText('Europe/Berlin +02:00', c)).toBe('${timeZone} ${utcOffset}');
    // an offset elsewhere, a longer zone name, a zone inside a path: untouched
    expect(neutralizeText('at 10:00 UTC+1 or +01:00', c)).toBe('at 10:00 UTC+1 or +01:00');
    expect(neutralizeText('Europe/Berlin_2 and /usr/share/zoneinfo/Europe/Berlin', c)).toBe('Europe/Berlin_2 and /usr/share/zoneinfo/Europe/Berlin');
    const ny = ctx({ zones: [NEW_YORK] });
    // the zone's own abbreviations alone are whole words too (issue 52); another zone's stay
    expect(neutralizeText('America/New_York (EST) and EDT, not CET', ny)).toBe('${timeZone} (${utcOffset}) and ${utcOffset}, not CET');
  });

  test('UTC under any of its names stays: the same on every machine, and a common word', () => {
    for (const zone of ['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Etc/Universal']) {
      expect(neutralizeText(`times in ${zone} (UTC+00:00)`, ctx({ zones: [zone] }))).toBe(`times in ${zone} (UTC+00:00)`);
    }
  });

  test('a user or host name as a whole word; short and shared names stay', () => {
    const c = ctx({ users: ['alice', 'root', 'ab'], hosts: ['build-7.corp.example', 'build-7', 'localhost'] });
    expect(neutralizeText("Runs as alice on build-7.corp.example (alice's key, /Users/alice/x)", c)).toBe("Runs as ${user} on ${host} (${user}'s key, /Users/${user}/x)");
    expect(neutralizeText('alice_bot, alice-dev, malice, build-70, build-7', c)).toBe('alice_bot, alice-dev, malice, build-70, ${host}');
    expect(neutralizeText('runs as root on localhost; ab', c)).toBe('runs as root on localhost; ab');
  });

  test('one pass: a placeholder is never matched again, and paths come first', () => {
    const c = neutralContext({ rootDir: '/srv/alice/app', paths: true, machine: ['user'], env: {}, facts: { users: ['alice', 'tmp'] } });
    expect(neutralizeText('/srv/alice/app/x and alice', c)).toBe('${workspaceFolder}/x and ${user}');
  });
});

test('the server inherits TZ (the environment policy), so the zone it writes is the one the gate neutralises', async () => {
  const { serverEnvironment } = await import('../../src/discovery/launch.js');
  expect(serverEnvironment(undefined, { TZ: BERLIN, SECRET: 'x' })).toEqual({ TZ: BERLIN });
});
