import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContractChecker } from '../../src/app/contract-checker.js';
import { buildLockfile } from '../../src/contract/lockfile.js';
import { alignToPinned, fills } from '../../src/contract/neutral-align.js';
import { neutralContext, neutralizeText, type NeutralContext } from '../../src/contract/neutral-paths.js';
import { offsetMinutes, zoneAbbreviations, zoneSpellings } from '../../src/contract/neutral-zone.js';
import type { ServerSnapshot } from '../../src/contract/types.js';

/**
 * Time-zone text, zone-neutral (issue 52): the machine's own zone abbreviations as whole words; a machine on UTC
 * keeping `UTC` as written while a pinned `${timeZone}` filled in with its zone reads as pinned at check time; and
 * static UTC text ("all times are UTC") the same on every machine.
 */
const ctx = (zones: string[], machine: Array<'host' | 'timezone' | 'user'> = ['timezone']): NeutralContext =>
  neutralContext({ paths: false, machine, env: {}, facts: { users: [], hosts: [], zones } });
const PARIS = ctx(['Europe/Paris']);
const NEW_YORK = ctx(['America/New_York']);
const UTC = ctx(['UTC']);
const PINNED_LOCAL = "IANA timezone name (e.g., 'America/New_York', 'Europe/London'). Use '${timeZone}' as local timezone if no timezone provided by the user.";
const local = (zone: string) => PINNED_LOCAL.replace('${timeZone}', zone);

describe('the zone abbreviations of this machine, as whole words', () => {
  test("standard and daylight, from ICU's English locales; never UTC or GMT", () => {
    expect(zoneAbbreviations('Europe/Paris', {})).toEqual(expect.arrayContaining(['CEST', 'CET']));
    expect(zoneAbbreviations('America/New_York', {})).toEqual(expect.arrayContaining(['EDT', 'EST']));
    expect(zoneAbbreviations('Europe/London', {})).toEqual(expect.arrayContaining(['BST']));
    expect(zoneAbbreviations('Europe/London', {})).not.toContain('GMT');
    expect(zoneAbbreviations('UTC', {})).toEqual([]);
  });

  test("and the tz database's (the POSIX rule ending the zone's file: what libc and Python print)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcg-tzdir-'));
    try {
      mkdirSync(join(dir, 'Asia'));
      writeFileSync(join(dir, 'Asia', 'Tokyo'), Buffer.concat([Buffer.from('TZif2'), Buffer.alloc(40), Buffer.from('\nJST-9\n')]));
      writeFileSync(join(dir, 'Asia', 'Kabul'), 'not a zone file\nXYZ-4\n');
      expect(zoneAbbreviations('Asia/Tokyo', { TZDIR: dir })).toContain('JST');
      expect(zoneAbbreviations('Asia/Kabul', { TZDIR: dir })).not.toContain('XYZ');
      expect(zoneAbbreviations('../etc/passwd', { TZDIR: dir })).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the machine's own, standing alone, read as ${utcOffset}; another zone's, or inside a word, stay", () => {
    expect(neutralizeText('Market hours 09:00-17:30 CET (CEST in summer).', PARIS)).toBe('Market hours 09:00-17:30 ${utcOffset} (${utcOffset} in summer).');
    expect(neutralizeText('Closes at 16:00 EST; CETUS, xCET, CET_1 and EST stay in Paris', PARIS)).toBe('Closes at 16:00 EST; CETUS, xCET, CET_1 and EST stay in Paris');
    expect(neutralizeText('Closes at 16:00 EST or EDT, not CET', NEW_YORK)).toBe('Closes at 16:00 ${utcOffset} or ${utcOffset}, not CET');
    // standard and daylight read the same: a server writing its current one switches with the season
    expect(neutralizeText('Closes at 16:00 EDT', NEW_YORK)).toBe(neutralizeText('Closes at 16:00 EST', NEW_YORK));
    // beside the zone name, the zone takes it along as before
    expect(neutralizeText('Europe/Paris (CET)', PARIS)).toBe('${timeZone} (${utcOffset})');
    // knob off: nothing
    expect(neutralizeText('17:30 CET', ctx(['Europe/Paris'], ['user']))).toBe('17:30 CET');
  });

  test('a static abbreviation equal to the pinning machine’s reads as a change in another zone: reported, never hidden', () => {
    const pinned: ServerSnapshot = { tools: [{ name: 't', description: neutralizeText('Market hours 09:00-17:30 CET', PARIS) }] };
    expect(pinned.tools[0]!.description).toBe('Market hours 09:00-17:30 ${utcOffset}');
    const inNewYork: ServerSnapshot = { tools: [{ name: 't', description: neutralizeText('Market hours 09:00-17:30 CET', NEW_YORK) }] };
    expect(alignToPinned(inNewYork, pinned, NEW_YORK)).toEqual(inNewYork);
    expect(inNewYork).not.toEqual(pinned);
  });

  test('a bare offset stays (an ISO time is no zone): only one beside the zone name is replaced', () => {
    expect(neutralizeText('2026-01-01T09:00:00+01:00, GMT+1', PARIS)).toBe('2026-01-01T09:00:00+01:00, GMT+1');
  });
});

describe('a machine on UTC', () => {
  test('writes UTC as written: "all times are UTC" and a quoted UTC are the same text on every machine', () => {
    for (const c of [UTC, ctx(['Etc/UTC']), PARIS, NEW_YORK]) {
      expect(neutralizeText("All times are UTC. Use 'UTC' or 'Etc/UTC' (+00:00, GMT).", c)).toBe("All times are UTC. Use 'UTC' or 'Etc/UTC' (+00:00, GMT).");
    }
    expect(UTC.zone).toEqual({ names: ['Etc/UTC', 'UTC'], offsets: [0] });
    expect(zoneSpellings(['Europe/Paris'])).toEqual(['Europe/Paris']);
  });

  test('a pinned ${timeZone} reads as pinned where the live text has this machine’s zone in its place, and only there', () => {
    expect(fills(PINNED_LOCAL, local('UTC'), UTC.zone!)).toBe(true);
    expect(fills(PINNED_LOCAL, local('Etc/UTC'), UTC.zone!)).toBe(true);
    // another zone than this machine's, a zone in Paris that is not Paris, or any other edit of the text: not a fill
    expect(fills(PINNED_LOCAL, local('Asia/Tokyo'), UTC.zone!)).toBe(false);
    expect(fills(PINNED_LOCAL, local('UTC'), PARIS.zone!)).toBe(false);
    expect(fills(PINNED_LOCAL, local('UTC').replace('Use', 'Always use'), UTC.zone!)).toBe(false);
    expect(fills(PINNED_LOCAL, local('UTC') + ' ', UTC.zone!)).toBe(false);
    // a string without a placeholder is never filled
    expect(fills('All times are UTC.', 'All times are UTC.', UTC.zone!)).toBe(false);
  });

  test('a pinned ${utcOffset} takes one of this machine’s offsets, or its abbreviations, and no other', () => {
    const pinned = 'Local time zone: ${timeZone} (${utcOffset}).';
    for (const offset of ['GMT', 'UTC', 'Z', '+00:00', 'UTC+0', 'GMT+00:00', '-0000']) expect(fills(pinned, `Local time zone: UTC (${offset}).`, UTC.zone!)).toBe(true);
    for (const offset of ['+01:00', 'UTC+1', 'CET', 'EST']) expect(fills(pinned, `Local time zone: UTC (${offset}).`, UTC.zone!)).toBe(false);
    expect(fills(pinned, 'Local time zone: Europe/Paris (+01:00).', PARIS.zone!)).toBe(true);
    expect(fills(pinned, 'Local time zone: Europe/Paris (CET).', PARIS.zone!, PARIS.zoneAbbreviations)).toBe(true);
    expect(fills(pinned, 'Local time zone: Europe/Paris (EST).', PARIS.zone!, PARIS.zoneAbbreviations)).toBe(false);
    expect(fills(pinned, 'Local time zone: Europe/Paris (+05:00).', PARIS.zone!)).toBe(false);
  });

  test('offsets as servers write them', () => {
    expect(['GMT', 'Z', '+01:00', 'UTC+1', 'GMT+0100', '\u221205:00', '-0530', '+05:45', 'CET', '1:00'].map(offsetMinutes)).toEqual([0, 0, 60, 60, 60, -300, -330, 345, undefined, undefined]);
  });
});

describe('alignToPinned: the live snapshot against the pin', () => {
  const tool = (name: string, zone: string, extra = '') => ({
    name,
    description: `Get the time${extra}`,
    inputSchema: { type: 'object', properties: { timezone: { type: 'string', description: local(zone), enum: [zone, 'Asia/Tokyo'] } } },
  });
  const pinned: ServerSnapshot = {
    tools: [tool('convert_time', '${timeZone}'), tool('get_current_time', '${timeZone}')],
    prompts: [{ name: 'p', description: 'In ${timeZone}' }],
    instructions: 'Times are local to ${timeZone}.',
  };

  test('pinned in Paris, live on UTC: each string filled with UTC reads as pinned, paired by name, whatever the order', () => {
    const live: ServerSnapshot = { tools: [tool('get_current_time', 'UTC'), tool('convert_time', 'UTC')], prompts: [{ name: 'p', description: 'In UTC' }], instructions: 'Times are local to UTC.' };
    const out = alignToPinned(live, pinned, UTC);
    expect(out.tools).toEqual([tool('get_current_time', '${timeZone}'), tool('convert_time', '${timeZone}')]);
    expect(out.prompts).toEqual(pinned.prompts);
    expect(out.instructions).toBe(pinned.instructions);
  });

  test('a real change stays as the server wrote it: another zone, other words, a new tool', () => {
    const live: ServerSnapshot = { tools: [tool('get_current_time', 'Asia/Tokyo'), tool('convert_time', 'UTC', ' now'), tool('new_tool', 'UTC')], instructions: 'Times are UTC.' };
    const out = alignToPinned(live, pinned, UTC);
    expect(out.tools[0]).toEqual(tool('get_current_time', 'Asia/Tokyo'));
    // the edited description stays, the parameter text beside it (filled with UTC) reads as pinned
    expect(out.tools[1]!.description).toBe('Get the time now');
    expect(out.tools[1]!.inputSchema).toEqual(tool('convert_time', '${timeZone}').inputSchema);
    expect(out.tools[2]).toEqual(tool('new_tool', 'UTC'));
    expect(out.instructions).toBe('Times are UTC.');
  });

  test('pinned on UTC as written ("times in UTC", a quoted UTC), checked in Paris: nothing to align, nothing drifts', () => {
    const onUtc: ServerSnapshot = { tools: [{ name: 't', description: "All times are UTC; use 'UTC' as default." }] };
    const pinnedText = neutralizeText(onUtc.tools[0]!.description!, UTC);
    expect(pinnedText).toBe(onUtc.tools[0]!.description);
    const inParis = { tools: [{ name: 't', description: neutralizeText(onUtc.tools[0]!.description!, PARIS) }] };
    expect(alignToPinned(inParis, onUtc, PARIS)).toEqual(onUtc);
  });

  test('without the neutral time zone (knob off) the live text stays as sent', () => {
    const live: ServerSnapshot = { tools: [tool('get_current_time', 'UTC')] };
    expect(alignToPinned(live, pinned, ctx(['UTC'], ['user']))).toBe(live);
  });
});

test('the runtime proxy and the guard judge the same way (their ContractChecker): pinned in Paris, served on UTC', () => {
  const tool = (zone: string) => ({ name: 'get_current_time', description: 'Get the time', inputSchema: { type: 'object', properties: { timezone: { type: 'string', description: local(zone) } } } });
  const server = buildLockfile({ servers: { default: { tools: [tool('${timeZone}')], prompts: [{ name: 'p', description: 'In ${timeZone}' }] } } }).servers.default!;
  const onUtc = new ContractChecker('default', server, { paths: UTC });
  expect(onUtc.assess([tool('UTC')]).get('get_current_time')!.status).toBe('pinned');
  expect(onUtc.assessPrompts([{ name: 'p', description: 'In UTC' }]).get('p')!.status).toBe('pinned');
  // another zone, or UTC where the machine is in Paris: changed
  expect(onUtc.assess([tool('Asia/Tokyo')]).get('get_current_time')!.status).toBe('drifted');
  expect(new ContractChecker('default', server, { paths: PARIS }).assess([tool('UTC')]).get('get_current_time')!.status).toBe('drifted');
});
