import { isObject, setOwn, type JsonObject, type JsonValue } from '../util/json.js';
import { MACHINE_PLACEHOLDERS, type NeutralContext } from './neutral-paths.js';
import { OFFSET, offsetMinutes } from './neutral-zone.js';
import type { ServerSnapshot } from './types.js';

/**
 * The live text read against the pin, for the time zone this machine writes as it is. A machine on UTC keeps `UTC`
 * as written (a static `'UTC'` and the machine's zone read the same there, and a pin made on UTC must check clean in
 * Paris), so a pin made in Paris (`Use '${timeZone}'`) would drift under `TZ=UTC` (`Use 'UTC'`). A live string
 * reads as its pinned one when it is that string with each `${timeZone}` written as one of this machine's zone names
 * (`UTC`, `Etc/UTC`, `Europe/Paris`) and each `${utcOffset}` as one of its offsets this year (`+00:00`, `GMT`,
 * `UTC+1`) or abbreviations (`CET`): the pin filled in with this machine's facts is exactly what the server wrote
 * here. Anything else in the string, or another zone, leaves it as it is, and the diff reports it.
 *
 * Strings are paired by where they stand: tools and prompts by name, resources by URI, templates by URI template,
 * then object members by key and array items by position. Keys themselves are compared as they are.
 */
export function alignToPinned(live: ServerSnapshot, pinned: ServerSnapshot, ctx: NeutralContext): ServerSnapshot {
  if (!ctx.zone || live.error || pinned.error) return live;
  const entries = <T>(ls: T[] | undefined, ps: T[] | undefined, key: string): T[] | undefined => {
    if (!ls || !ps) return ls;
    const byKey = new Map<unknown, T>();
    for (const p of ps) if (isObject(p as JsonValue)) byKey.set((p as JsonObject)[key], p);
    return ls.map((l) => {
      const p = isObject(l as JsonValue) ? byKey.get((l as JsonObject)[key]) : undefined;
      return p === undefined ? l : alignEntry(l, p, ctx);
    });
  };
  const out: ServerSnapshot = { ...live, tools: entries(live.tools, pinned.tools, 'name') ?? live.tools };
  const prompts = entries(live.prompts, pinned.prompts, 'name');
  if (prompts) out.prompts = prompts;
  const resources = entries(live.resources, pinned.resources, 'uri');
  if (resources) out.resources = resources;
  const templates = entries(live.resourceTemplates, pinned.resourceTemplates, 'uriTemplate');
  if (templates) out.resourceTemplates = templates;
  if (live.instructions !== undefined && pinned.instructions !== undefined) out.instructions = alignEntry(live.instructions, pinned.instructions, ctx);
  return out;
}

/** One live entry (a tool, a prompt, a string) against its pinned one, as alignToPinned reads each. */
export function alignEntry<T>(live: T, pinned: unknown, ctx: NeutralContext): T {
  const zone = ctx.zone;
  if (!zone) return live;
  const align = (l: JsonValue, p: JsonValue | undefined): JsonValue => {
    if (p === undefined || l === p) return l;
    if (typeof l === 'string') return typeof p === 'string' && fills(p, l, zone, ctx.zoneAbbreviations) ? p : l;
    if (Array.isArray(l)) return Array.isArray(p) ? l.map((x, i) => align(x, p[i])) : l;
    if (isObject(l) && isObject(p)) {
      const out: JsonObject = {};
      for (const [k, x] of Object.entries(l)) setOwn(out, k, align(x, Object.hasOwn(p, k) ? p[k] : undefined));
      return out;
    }
    return l;
  };
  return align(live as JsonValue, pinned as JsonValue) as T;
}

const PLACEHOLDER = new RegExp(`(${escape(MACHINE_PLACEHOLDERS.timezone)}|${escape(MACHINE_PLACEHOLDERS.offset)})`);
/** How an offset or abbreviation is written in a `${utcOffset}` slot; its value is checked after the match. */
const OFFSET_SLOT = `${OFFSET}|[A-Z]{1,5}`;

/** Whether `live` is `pinned` with its zone placeholders written as this machine's zone, offsets or abbreviations. */
export function fills(pinned: string, live: string, zone: NonNullable<NeutralContext['zone']>, abbreviations: readonly string[] = []): boolean {
  const parts = pinned.split(PLACEHOLDER);
  if (parts.length === 1) return false;
  const slots: string[] = [];
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return escape(part);
      slots.push(part);
      const alternatives = part === MACHINE_PLACEHOLDERS.timezone ? zone.names.map(escape) : [OFFSET_SLOT];
      return `(${[escape(part), ...alternatives].join('|')})`;
    })
    .join('');
  const m = new RegExp(`^${source}$`, 'u').exec(live);
  if (!m) return false;
  return slots.every((slot, i) => {
    const value = m[i + 1]!;
    if (value === slot || slot === MACHINE_PLACEHOLDERS.timezone) return true;
    const minutes = offsetMinutes(value);
    return minutes !== undefined ? zone.offsets.includes(minutes) : abbreviations.includes(value);
  });
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
