import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The machine's time zone as servers write it: its IANA names, the abbreviations it goes by (`CET`/`CEST`,
 * `EST`/`EDT`) and its UTC offsets this year. What neutral-paths replaces by `${timeZone}`/`${utcOffset}`, and what
 * neutral-align accepts in a placeholder's place at check time.
 */

/** A zone that is UTC under any of its names: the same on every machine. */
export const UTC_ZONE = /^(?:Etc\/)?(?:UTC|UCT|GMT|GMT[+-]?0|Universal|Zulu|Greenwich)$/;
/** The names a machine on UTC writes its zone by (Python's tzlocal and Node may each pick either). */
const UTC_NAMES = ['Etc/UTC', 'UTC'] as const;
/** How a zero offset is written without digits. */
const ZERO_OFFSET_WORDS: ReadonlySet<string> = new Set(['GMT', 'UTC', 'UT', 'Z']);
/**
 * The English locales whose short zone names ICU spells as letters for some zones (en-US: EST, PST; en-GB: CET, BST;
 * en-IN: IST; en-AU: AEST); elsewhere ICU writes `GMT+1`. A zone's abbreviations are the union.
 */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU'] as const;
/** A lettered zone abbreviation (`CET`, `AEST`); `+03`-style and `GMT+1` ones are offsets. */
const ABBREVIATION = /^[A-Z]{3,5}$/;
/** Where the tz database lives when TZDIR does not say (Linux, macOS). */
const ZONEINFO_DIR = '/usr/share/zoneinfo';

/** A UTC offset as servers write it: `UTC+1`, `GMT+01:00`, `GMT+0100`, `+01:00`, `-0500` (a typographic minus too). */
export const OFFSET = '(?:(?:UTC|GMT)[+\\-\u2212]\\d{1,2}(?::?\\d{2})?|[+\\-\u2212]\\d{2}:?\\d{2})';

/** An IANA zone name from a `TZ` value (`:Europe/Berlin`, `/usr/share/zoneinfo/Europe/Berlin`), if it names one. */
export function zoneName(tz: string | undefined): string | undefined {
  if (!tz) return undefined;
  const name = tz.replace(/^:/, '').replace(/^.*\/zoneinfo\//, '');
  return safe(() => (new Intl.DateTimeFormat('en-US', { timeZone: name }), name));
}

/** Whether a zone name is a placeholder's: an IANA name with a `/` that is not UTC under another name. */
export function placeholderZone(zone: string): boolean {
  return zone.includes('/') && !UTC_ZONE.test(zone);
}

/** The names this machine's zones are written by: each as given, and both UTC names for a zone that is UTC. */
export function zoneSpellings(zones: readonly string[]): string[] {
  const out = new Set(zones);
  if (zones.some((z) => UTC_ZONE.test(z))) for (const n of UTC_NAMES) out.add(n);
  return [...out].sort();
}

/**
 * The zone's lettered abbreviations this year (standard and daylight): ICU's in ABBREVIATION_LOCALES, and the tz
 * database's (the POSIX rule that ends the zone's file, `CET-1CEST,M3.5.0,…`: what libc and Python print). Never UTC
 * or GMT, which read the same on every machine.
 */
export function zoneAbbreviations(zone: string, env: Record<string, string | undefined> = process.env): string[] {
  const year = new Date().getUTCFullYear();
  const out = new Set<string>();
  for (const locale of ABBREVIATION_LOCALES)
    for (const month of [0, 6]) {
      const name = safe(() => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(Date.UTC(year, month, 1)).find((p) => p.type === 'timeZoneName')?.value);
      if (name) out.add(name);
    }
  for (const name of tzdbAbbreviations(zone, env)) out.add(name);
  return [...out].filter((a) => ABBREVIATION.test(a) && !UTC_ZONE.test(a) && !ZERO_OFFSET_WORDS.has(a)).sort();
}

/** The abbreviations of the POSIX rule at the end of the zone's TZif file (version 2 on), when the file is there. */
function tzdbAbbreviations(zone: string, env: Record<string, string | undefined>): string[] {
  if (zone.includes('..') || zone.startsWith('/')) return [];
  const bytes = safe(() => readFileSync(join(env.TZDIR || ZONEINFO_DIR, zone)));
  if (!bytes || bytes.subarray(0, 4).toString('latin1') !== 'TZif') return [];
  const footer = bytes
    .subarray(bytes.lastIndexOf(0x0a, bytes.length - 2) + 1)
    .toString('latin1')
    .trim();
  const rule = /^([A-Za-z]{3,})[-+]?\d{1,2}(?::\d{2}){0,2}([A-Za-z]{3,})?/.exec(footer);
  return rule ? [rule[1]!, ...(rule[2] ? [rule[2]] : [])] : [];
}

/** The zone's UTC offsets this year in minutes (standard and daylight). */
export function zoneOffsets(zone: string): number[] {
  const year = new Date().getUTCFullYear();
  const out = new Set<number>();
  for (const month of [0, 6]) {
    const name = safe(() => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(Date.UTC(year, month, 1)).find((p) => p.type === 'timeZoneName')?.value);
    const minutes = name === undefined ? undefined : offsetMinutes(name);
    if (minutes !== undefined) out.add(minutes);
  }
  return [...out].sort((a, b) => a - b);
}

/** An offset as written (`GMT+01:00`, `UTC+1`, `-0500`, `+05:30`, `GMT`, `Z`) in minutes east of UTC; else undefined. */
export function offsetMinutes(text: string): number | undefined {
  if (ZERO_OFFSET_WORDS.has(text)) return 0;
  const m = /^(?:UTC|GMT)?([+\-\u2212])(\d{1,2})(?::?(\d{2}))?$/.exec(text);
  if (!m) return undefined;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '+' ? minutes : -minutes;
}

export function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
