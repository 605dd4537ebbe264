import { realpathSync } from 'node:fs';
import { homedir, hostname, tmpdir, userInfo } from 'node:os';
import { isObject, jsonDepth, setOwn, type JsonObject, type JsonValue } from '../util/json.js';
import { MAX_SCHEMA_DEPTH } from '../util/limits.js';
import type { ServerSnapshot } from './types.js';
import type { MachineFact } from '../model/config.js';
import { OFFSET, placeholderZone, safe, zoneAbbreviations, zoneName, zoneOffsets, zoneSpellings } from './neutral-zone.js';

/**
 * Environment-neutral contracts. Some servers put machine-specific text into what the model reads: the working folder
 * in a description (figma-developer-mcp 0.12), the local time zone (the official Python time server), a user or host
 * name. The base worktree, each clone and each runner has another, so the same release would differ from itself, block
 * a README-only pull request, and fail `check` on another machine. Before anything is hashed or diffed, these are
 * replaced by stable placeholders, in one pass over each string:
 *
 * - paths: the checkout root the server runs in, the home folder and the temp folder, at path boundaries (not inside a
 *   longer name or path);
 * - the machine facts (MACHINE_FACTS, each with its knob): the time zone, only as an IANA name holding a `/`
 *   (`Europe/Berlin`: `UTC`, `Etc/UTC` and `GMT` read the same on every machine and are ordinary words in descriptions),
 *   a UTC offset or zone abbreviation where it stands right beside that name (`Europe/Berlin (UTC+01:00)`,
 *   `(GMT+0100) Europe/Berlin`, `America/New_York EST`), so a time in the text is never touched, and the zone's own
 *   abbreviations (neutral-zone: `CET`, `CEST`) as whole words anywhere; a machine on UTC keeps its zone as written,
 *   and `check` reads the live text against the pin for it (neutral-align); the user name and the
 *   host name as whole words (not inside a longer word: letters, digits, `_` and `-` bound them), and only when they
 *   identify someone: at least 3 characters, a letter among them, and not a name that every machine of a kind shares
 *   (GENERIC_USERS, GENERIC_HOSTS: `root`, `runner`, `node`, `localhost`), which are also ordinary words in text.
 *
 * Longer values are tried first. Matching is case-sensitive: what the server printed is this machine's spelling.
 */
/** Where `os.tmpdir()` points on POSIX when TMPDIR is unset. */
const POSIX_TMP = '/tmp';

export const PATH_PLACEHOLDERS = { workspace: '${workspaceFolder}', home: '~', tmp: '${tmp}' } as const;
export const MACHINE_PLACEHOLDERS = { timezone: '${timeZone}', offset: '${utcOffset}', user: '${user}', host: '${host}' } as const;

/**
 * User names that identify no one: the accounts every CI runner, container image or cloud VM of a kind shares, and
 * words a description uses anyway ("runs as root", "the user", "a node"). Replacing them would turn the same static
 * text into a placeholder on one machine and not on another.
 */
export const GENERIC_USERS: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'app',
  'build',
  'builder',
  'circleci',
  'codespace',
  'daemon',
  'default',
  'dev',
  'developer',
  'docker',
  'ec2-user',
  'gitpod',
  'guest',
  'jenkins',
  'node',
  'nobody',
  'root',
  'runner',
  'runneradmin',
  'service',
  'test',
  'ubuntu',
  'user',
  'vscode',
  'www-data',
]);
export const GENERIC_HOSTS: ReadonlySet<string> = new Set(['localhost', 'localhost.localdomain', 'localdomain', 'ip6-localhost']);
/** Shortest user or host name that is replaced. */
export const MIN_MACHINE_NAME_LENGTH = 3;

export interface NeutralContext {
  /** [value, placeholder], longest value first: paths, user and host names, zone names. */
  readonly replacements: ReadonlyArray<readonly [string, string]>;
  /** How each value is bounded: a path at path boundaries, a name as a whole word, a zone with its adjacent offset. */
  readonly kinds?: ReadonlyMap<string, 'path' | 'word' | 'zone'>;
  /** The abbreviations the local zones go by (EST, EDT): beside a zone name like an offset, and as whole words. */
  readonly zoneAbbreviations?: readonly string[];
  /**
   * When the time zone is neutral: every name this machine's zone is written by, UTC ones included (`UTC`,
   * `Etc/UTC`, which are never replaced), and its UTC offsets in minutes. What a pinned `${timeZone}` or
   * `${utcOffset}` may stand for in the live text at check time (alignToPinned).
   */
  readonly zone?: { readonly names: readonly string[]; readonly offsets: readonly number[] };
}
/** @deprecated the name before machine facts joined the paths: NeutralContext. */
export type PathContext = NeutralContext;

/** The paths of this environment for a server running in the checkout `rootDir`. */
export function pathContext(rootDir: string, env: Record<string, string | undefined> = process.env): NeutralContext {
  return neutralContext({ rootDir, env, paths: true, machine: [] });
}

export interface NeutralOptions {
  /** The checkout the server runs in (`${workspaceFolder}`). */
  rootDir?: string;
  /** The environment the gate runs in (HOME, TMPDIR, TZ, USER, …). */
  env?: Record<string, string | undefined>;
  /** Replace the checkout, home and temp folders. */
  paths: boolean;
  /** The machine facts to replace. */
  machine: readonly MachineFact[];
  /** `TZ` as the server's own config sets it (its `env`), when it does: the zone the server runs in. */
  serverTz?: string;
  /** The machine's names, when not this machine's (tests): user, host, time zone. */
  facts?: Partial<MachineValues>;
}

/** The values of this machine's facts (each a list: a user has several spellings, a zone several names). */
export interface MachineValues {
  users: string[];
  hosts: string[];
  zones: string[];
}

/** The placeholders for this environment (paths and/or machine facts). */
export function neutralContext(o: NeutralOptions): NeutralContext {
  const env = o.env ?? process.env;
  const out = new Map<string, string>();
  const kinds = new Map<string, 'path' | 'word' | 'zone'>();
  const add = (value: string, placeholder: string, kind: 'path' | 'word' | 'zone') => {
    if (out.has(value)) return;
    out.set(value, placeholder);
    kinds.set(value, kind);
  };
  if (o.paths) {
    const path = (p: string | undefined, placeholder: string) => {
      for (const v of variants(p)) add(v, placeholder, 'path');
    };
    if (o.rootDir !== undefined) path(o.rootDir, PATH_PLACEHOLDERS.workspace);
    path(env.HOME, PATH_PLACEHOLDERS.home);
    path(homedir(), PATH_PLACEHOLDERS.home);
    path(env.TMPDIR, PATH_PLACEHOLDERS.tmp);
    path(env.RUNNER_TEMP, PATH_PLACEHOLDERS.tmp);
    path(tmpdir(), PATH_PLACEHOLDERS.tmp);
    // a server launched with a reduced environment (no TMPDIR) falls back to the system default
    if (process.platform !== 'win32') path(POSIX_TMP, PATH_PLACEHOLDERS.tmp);
  }
  const abbreviations = new Set<string>();
  let zone: NeutralContext['zone'];
  if (o.machine.length) {
    const values = { ...machineValues(env, o.serverTz), ...o.facts };
    if (o.machine.includes('user')) for (const u of values.users) if (identifying(u, GENERIC_USERS)) add(u, MACHINE_PLACEHOLDERS.user, 'word');
    if (o.machine.includes('host')) for (const h of values.hosts) if (identifying(h, GENERIC_HOSTS)) add(h, MACHINE_PLACEHOLDERS.host, 'word');
    if (o.machine.includes('timezone')) {
      for (const z of values.zones) {
        if (!placeholderZone(z)) continue;
        add(z, MACHINE_PLACEHOLDERS.timezone, 'zone');
        for (const a of zoneAbbreviations(z, env)) abbreviations.add(a);
      }
      zone = { names: zoneSpellings(values.zones), offsets: [...new Set(values.zones.flatMap(zoneOffsets))].sort((a, b) => a - b) };
    }
  }
  const replacements = [...out.entries()].sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1));
  return { replacements, kinds, zoneAbbreviations: [...abbreviations].sort(), ...(zone ? { zone } : {}) };
}

/** What this machine is called and where it keeps time: the gate's own process, its environment and the server's TZ. */
export function machineValues(env: Record<string, string | undefined>, serverTz?: string): MachineValues {
  const users = [safe(() => userInfo().username), env.USER, env.LOGNAME, env.USERNAME];
  const hosts = [safe(() => hostname()), env.HOSTNAME].flatMap((h) => (h ? [h, h.split('.')[0]!] : []));
  const zones = [serverTz, env.TZ, safe(() => Intl.DateTimeFormat().resolvedOptions().timeZone)].map(zoneName);
  const clean = (xs: Array<string | undefined>) => [...new Set(xs.filter((x): x is string => !!x))];
  return { users: clean(users), hosts: clean(hosts), zones: clean(zones) };
}

function identifying(name: string, generic: ReadonlySet<string>): boolean {
  return name.length >= MIN_MACHINE_NAME_LENGTH && /\p{L}/u.test(name) && !generic.has(name.toLowerCase());
}

/** A path as given and as resolved (macOS /var → /private/var), without a trailing separator; never the root alone. */
function variants(path: string | undefined): string[] {
  if (!path) return [];
  const out = new Set<string>();
  for (const p of [path, safeRealpath(path)]) {
    const trimmed = p?.replace(/[/\\]+$/, '');
    if (trimmed && trimmed.length > 1) out.add(trimmed);
  }
  return [...out];
}

function safeRealpath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters, digits, `_` and `-`: what continues a word (a name inside `alice_bot` or `build-7` is not that name). */
const WORD = '[\\p{L}\\p{N}_-]';

/**
 * One regex for all replacements, each value bounded as its kind says; a zone takes an offset beside it along; last,
 * the zone's abbreviations standing alone, as whole words.
 */
function matcher(ctx: NeutralContext): RegExp | undefined {
  if (!ctx.replacements.length) return undefined;
  const abbreviations = ctx.zoneAbbreviations ?? [];
  const offset = `(?<![\\p{L}\\p{N}_])(?:${[OFFSET, ...(ctx.zoneAbbreviations ?? []).map(escape)].join('|')})(?![\\p{L}\\p{N}_:])`;
  const alternative = ([value]: readonly [string, string]) => {
    const v = escape(value);
    switch (ctx.kinds?.get(value) ?? 'path') {
      case 'path':
        return `(?<![A-Za-z0-9_.~/\\\\-])${v}(?![A-Za-z0-9_-])`;
      case 'word':
        return `(?<!${WORD})${v}(?!${WORD})`;
      case 'zone':
        return `(?:${offset}[ \\t]*[)\\],]?[ \\t]*)?(?<![\\p{L}\\p{N}_/-])${v}(?![\\p{L}\\p{N}_/-])(?:[ \\t]*[(\\[,]?[ \\t]*${offset})?`;
    }
  };
  const alone = abbreviations.length ? [`(?<![\\p{L}\\p{N}_])(?:${abbreviations.map(escape).join('|')})(?![\\p{L}\\p{N}_])`] : [];
  return new RegExp([...ctx.replacements.map(alternative), ...alone].join('|'), 'gu');
}

/** The offsets and abbreviations inside a matched zone with its neighbours. */
function offsetMatcher(ctx: NeutralContext): RegExp {
  return new RegExp(`${[OFFSET, ...(ctx.zoneAbbreviations ?? []).map(escape)].join('|')}`, 'gu');
}

export function neutralizeText(text: string, ctx: NeutralContext, re = matcher(ctx)): string {
  if (!re) return text;
  const lookup = new Map(ctx.replacements);
  const abbreviations = new Set(ctx.zoneAbbreviations);
  return text.replace(re, (m) => lookup.get(m) ?? (abbreviations.has(m) ? MACHINE_PLACEHOLDERS.offset : zoneWithOffset(m, ctx, lookup)));
}

/** `Europe/Berlin (UTC+01:00)` → `${timeZone} (${utcOffset})`: the zone's name and the offset beside it. */
function zoneWithOffset(m: string, ctx: NeutralContext, lookup: ReadonlyMap<string, string>): string {
  const zone = ctx.replacements.find(([v]) => ctx.kinds?.get(v) === 'zone' && m.includes(v))?.[0];
  if (zone === undefined) return m;
  const at = m.indexOf(zone);
  const side = (s: string) => s.replace(offsetMatcher(ctx), MACHINE_PLACEHOLDERS.offset);
  return side(m.slice(0, at)) + (lookup.get(zone) ?? zone) + side(m.slice(at + zone.length));
}

/** A tool or prompt as listed, its paths neutralised (what the runtime proxy hashes against a neutral lockfile). */
export function neutralizeEntry<T>(entry: T, ctx: NeutralContext): T {
  return (neutralizeSnapshot({ tools: [entry as unknown as ServerSnapshot['tools'][number]] }, ctx).tools[0] as unknown as T) ?? entry;
}

/** Every string of the text a model reads (tools, prompts, resource templates, instructions), paths neutralised. */
export function neutralizeSnapshot(snapshot: ServerSnapshot, ctx: NeutralContext): ServerSnapshot {
  const re = matcher(ctx);
  if (!re || snapshot.error) return snapshot;
  // an entry nested past the depth limit is reported as invalid as it is (and never walked)
  const entry = (v: JsonValue): JsonValue => (jsonDepth(v, MAX_SCHEMA_DEPTH) > MAX_SCHEMA_DEPTH ? v : walk(v));
  const walk = (v: JsonValue): JsonValue => {
    if (typeof v === 'string') return neutralizeText(v, ctx, re);
    if (Array.isArray(v)) return v.map(walk);
    if (isObject(v)) {
      const out: JsonObject = {};
      for (const [k, x] of Object.entries(v)) setOwn(out, neutralizeText(k, ctx, re), walk(x));
      return out;
    }
    return v;
  };
  const out: ServerSnapshot = { ...snapshot, tools: snapshot.tools.map((t) => entry(t as unknown as JsonValue) as unknown as ServerSnapshot['tools'][number]) };
  if (snapshot.prompts) out.prompts = snapshot.prompts.map((p) => entry(p as unknown as JsonValue) as unknown as NonNullable<ServerSnapshot['prompts']>[number]);
  if (snapshot.resourceTemplates) out.resourceTemplates = snapshot.resourceTemplates.map((t) => entry(t) as JsonObject);
  if (snapshot.resources) out.resources = snapshot.resources.map((r) => entry(r) as JsonObject);
  if (snapshot.instructions !== undefined) out.instructions = neutralizeText(snapshot.instructions, ctx, re);
  return out;
}

/**
 * The placeholders a lockfile's contracts were pinned with (its `neutralPaths` and `neutralMachine`), for this
 * environment: what the runtime proxy and the guard judge live text with. Undefined when it was pinned as sent.
 */
export function lockfileNeutralContext(
  lock: { neutralPaths?: boolean; neutralMachine?: readonly MachineFact[] },
  rootDir: string,
  env?: Record<string, string | undefined>,
): NeutralContext | undefined {
  const machine = lock.neutralMachine ?? [];
  if (!lock.neutralPaths && !machine.length) return undefined;
  return neutralContext({ rootDir, ...(env ? { env } : {}), paths: lock.neutralPaths === true, machine });
}
