import { InputError, parseJsonFile } from '../util/errors.js';
import { isObject, setOwn, sortKeysDeep, stableStringify, type JsonObject } from '../util/json.js';
import { checkTools } from './tool-list.js';
import { fieldOf, SURFACES, type Surface } from './entities/index.js';
import { contractHash, instructionsContract, toolContract, type ContractOptions } from './canonical.js';
import { UNKNOWN_INTEGRITY, type AuthSurface, type LaunchedPackage, type ServerInfo, type ServerSnapshot, type SnapshotSet, type ToolDef } from './types.js';
import { deprecationOf } from './deprecation.js';
import { readToolUi, readUiList, uiContract } from './surfaces.js';
import { SIGNATURE_KEY, STAMP_KEY, type LockSignature, type SigningStamp } from './signature.js';
import { LOCKFILE_VERSION, type ApprovalRecord, type ApprovedRename, type LockEntry, type Lockfile, type LockServer, type Migration } from './lockfile-types.js';
import { readLaunchRecord } from '../model/launch.js';
import { MACHINE_FACTS, type MachineFact } from '../model/config.js';
import { readUtf8 } from '../util/text-file.js';

export { LOCKFILE_VERSION, type ApprovalRecord, type ApprovedRename, type LockEntry, type Lockfile, type LockServer, type Migration } from './lockfile-types.js';

/** Deterministic text: sorted keys at every level, 2-space indent, trailing newline. */
export function serializeLockfile(lock: Lockfile): string {
  return stableStringify(lock);
}

export function readLockfile(file: string): Lockfile | undefined {
  let text: string;
  try {
    text = readUtf8(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(`cannot read the lockfile (${(err as Error).message})`, file);
  }
  return parseLockfile(text, file);
}

const REPIN = 'regenerate it with `npx mcp-contract-gate pin`';

/** Validate a lockfile's text; a hand-broken file is an InputError naming the entry and the fix. */
export function parseLockfile(text: string, file: string): Lockfile {
  return lockfileFromJson(parseJsonFile(text, file), file);
}

/** Validate a lockfile already parsed from JSON (see parseLockfile). */
export function lockfileFromJson(data: unknown, file: string): Lockfile {
  if (!isObject(data)) throw new InputError(`a lockfile is a JSON object with "lockfileVersion" and "servers"; ${REPIN}`, file);
  if (data.lockfileVersion !== LOCKFILE_VERSION) {
    const v = data.lockfileVersion;
    if (typeof v === 'number' && v > LOCKFILE_VERSION)
      throw new InputError(`lockfileVersion ${v} was written by a newer mcp-contract-gate; this one reads version ${LOCKFILE_VERSION} (upgrade the action or CLI)`, file);
    throw new InputError(`"lockfileVersion" must be ${LOCKFILE_VERSION}; found ${JSON.stringify(v ?? null)}; ${REPIN}`, file);
  }
  if (!isObject(data.servers)) throw new InputError(`"servers" must be an object keyed by server id; ${REPIN}`, file);
  const includeMeta = data.includeMeta === true;
  const options: ContractOptions = { includeMeta };
  const lock: Lockfile = { lockfileVersion: LOCKFILE_VERSION, servers: {} };
  if (includeMeta) lock.includeMeta = true;
  if (data.neutralPaths === true) lock.neutralPaths = true;
  if (Array.isArray(data.neutralMachine)) {
    const facts = MACHINE_FACTS.filter((f) => (data.neutralMachine as unknown[]).includes(f));
    if (facts.length) lock.neutralMachine = facts;
  }
  // Kept as read, so a signed lockfile round-trips; whether it verifies is for `--verify` to say (verifyLockfileJson).
  const signature = data[SIGNATURE_KEY];
  if (isObject(signature)) lock.signature = signature as unknown as LockSignature;
  const stamp = data[STAMP_KEY];
  if (isObject(stamp)) lock.signed = stamp as unknown as SigningStamp;
  for (const [id, server] of Object.entries(data.servers)) {
    if (!isObject(server) || !isObject(server.tools)) throw new InputError(`servers.${id}.tools must be an object keyed by tool name; ${REPIN}`, file);
    const entry: LockServer = { tools: readEntries(server.tools, `servers.${id}.tools`, file, (c) => contractHash(toolContract(c as unknown as ToolDef, options))) };
    for (const { lock: place, key, contract } of PINNED_MAPS) {
      const map = server[place.field];
      if (map === undefined) continue;
      if (!isObject(map)) throw new InputError(`servers.${id}.${place.field} must be an object keyed by ${place.keyedBy}; ${REPIN}`, file);
      pinnedMaps(entry)[place.field] = readEntries(map, `servers.${id}.${place.field}`, file, (c) => contractHash(contract(c, options)), key);
    }
    if (server.ui !== undefined) {
      if (!isObject(server.ui)) throw new InputError(`servers.${id}.ui must be an object keyed by tool name; ${REPIN}`, file);
      entry.ui = readEntries(
        server.ui,
        `servers.${id}.ui`,
        file,
        (c) => contractHash(c),
        'tool',
        (c) => (readToolUi(c) ? undefined : UI_SHAPE),
      );
    }
    if (server.instructions === null) entry.instructions = null;
    else if (server.instructions !== undefined)
      entry.instructions = readEntry(
        server.instructions,
        `servers.${id}.instructions`,
        file,
        (c) => contractHash(c),
        (c) => (typeof c.instructions === 'string' ? undefined : 'contract.instructions must be a string'),
      );
    if (server.auth !== undefined)
      entry.auth = readEntry(
        server.auth,
        `servers.${id}.auth`,
        file,
        (c) => contractHash(c),
        (c) => (readAuthSurface(c.auth) ? undefined : AUTH_SHAPE),
      );
    if (isObject(server.serverInfo)) entry.serverInfo = server.serverInfo as ServerInfo;
    if (isObject(server.package) && typeof server.package.name === 'string' && typeof server.package.manager === 'string') entry.package = server.package as LaunchedPackage;
    if (server.launch !== undefined) {
      const launch = readLaunchRecord(server.launch);
      if (!launch)
        throw new InputError(`servers.${id}.launch must be {transport, command?, args?, cwd?, env?, url?, headers?, principals?, reread?} (text, lists of text, reread true); ${REPIN}`, file);
      entry.launch = launch;
    }
    if (server.era === 'discover') entry.era = 'discover';
    if (server.variant !== undefined) {
      if (typeof server.variant !== 'string' || server.variant === '') throw new InputError(`servers.${id}.variant must be the name of a variant (a non-empty string); ${REPIN}`, file);
      entry.variant = server.variant;
    }
    if (server.principal !== undefined) {
      if (typeof server.principal !== 'string' || server.principal === '') throw new InputError(`servers.${id}.principal must be the name of a principal (a non-empty string); ${REPIN}`, file);
      entry.principal = server.principal;
    }
    setOwn(lock.servers, id, entry);
  }
  return lock;
}

/** The surfaces the lockfile pins as a map by key (prompts, resources, resource templates): one path for all. */
const PINNED_MAPS = SURFACES.filter((s): s is Surface<JsonObject> & { lock: NonNullable<Surface['lock']> } => s.lock !== undefined);

/** A server's pinned maps by lockfile field (the fields the surfaces name). */
function pinnedMaps(server: LockServer): Record<string, Record<string, LockEntry> | undefined> {
  return server as unknown as Record<string, Record<string, LockEntry> | undefined>;
}

function readEntries(
  map: JsonObject,
  where: string,
  file: string,
  rehash: (contract: JsonObject) => string,
  key = 'name',
  shape: (contract: JsonObject) => string | undefined = () => undefined,
): Record<string, LockEntry> {
  const out: Record<string, LockEntry> = {};
  for (const [name, raw] of Object.entries(map))
    setOwn(
      out,
      name,
      readEntry(raw, `${where}.${name}`, file, rehash, (c) => (c[key] === name ? shape(c) : `contract.${key} is ${JSON.stringify(c[key] ?? null)}, not "${name}"`)),
    );
  return out;
}

const UI_SHAPE = 'contract must be {tool, resourceUri, visibility?, resource: {digest, size, …} or {error}}';

/** One pinned entry, checked: its contract hashes to its hash (else it was edited by hand), its approval is well formed. */
function readEntry(raw: unknown, at: string, file: string, rehash: (contract: JsonObject) => string, contractProblem: (contract: JsonObject) => string | undefined): LockEntry {
  if (!isObject(raw) || !isObject(raw.contract) || typeof raw.hash !== 'string') throw new InputError(`${at} needs "contract" (an object) and "hash" (a string); ${REPIN}`, file);
  const problem = contractProblem(raw.contract);
  if (problem) throw new InputError(`${at}: ${problem}; ${REPIN}`, file);
  const actual = rehash(raw.contract);
  if (actual !== raw.hash)
    throw new InputError(`${at}: the contract does not match its hash (pinned ${raw.hash.slice(0, 12)}…, contract hashes to ${actual.slice(0, 12)}…): it was edited by hand; ${REPIN}`, file);
  let approval: ApprovalRecord | null = null;
  if (isObject(raw.approval)) {
    if (typeof raw.approval.by !== 'string') throw new InputError(`${at}.approval.by must be a string; ${REPIN}`, file);
    approval = raw.approval as unknown as ApprovalRecord;
  } else if (raw.approval !== undefined && raw.approval !== null) throw new InputError(`${at}.approval must be an object or null; ${REPIN}`, file);
  const e: LockEntry = { hash: raw.hash, contract: sortKeysDeep(raw.contract), approval };
  if (isObject(raw.deprecation)) e.deprecation = raw.deprecation;
  if (raw.duplicates !== undefined) {
    const name = raw.contract.name;
    if (!Array.isArray(raw.duplicates) || !raw.duplicates.every((d) => isObject(d) && d.name === name))
      throw new InputError(`${at}.duplicates must be a list of contracts named "${String(name)}"; ${REPIN}`, file);
    e.duplicates = (raw.duplicates as JsonObject[]).map((d) => sortKeysDeep(d));
  }
  if (raw.migration !== undefined) e.migration = readMigration(raw.migration, `${at}.migration`, file);
  return e;
}

const AUTH_SHAPE = 'contract.auth must be {authorizationServers?, scopesSupported?, scopesRequired?} (lists of strings)';
const AUTH_KEYS = ['authorizationServers', 'scopesSupported', 'scopesRequired'] as const;

/** An auth surface (ServerSnapshot.auth) with its lists sorted and deduplicated, or undefined when it is not one. */
export function readAuthSurface(raw: unknown): AuthSurface | undefined {
  if (!isObject(raw) || Object.keys(raw).some((k) => !(AUTH_KEYS as readonly string[]).includes(k))) return undefined;
  const out: AuthSurface = {};
  for (const k of AUTH_KEYS) {
    const v = raw[k];
    if (v === undefined) continue;
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return undefined;
    out[k] = [...new Set(v as string[])].sort();
  }
  return out;
}

function readMigration(raw: unknown, at: string, file: string): Migration {
  const bad = () => new InputError(`${at} must be {renamedFrom?: [names], params?: [{from, to}]}; ${REPIN}`, file);
  if (!isObject(raw)) throw bad();
  const out: Migration = {};
  if (raw.renamedFrom !== undefined) {
    if (!Array.isArray(raw.renamedFrom) || !raw.renamedFrom.every((n) => typeof n === 'string')) throw bad();
    out.renamedFrom = raw.renamedFrom as string[];
  }
  if (raw.params !== undefined) {
    if (!Array.isArray(raw.params) || !raw.params.every((p) => isObject(p) && typeof p.from === 'string' && typeof p.to === 'string')) throw bad();
    out.params = (raw.params as Array<{ from: string; to: string }>).map((p) => ({ from: p.from, to: p.to }));
  }
  return out;
}

export interface PinOptions extends ContractOptions {
  /** Recorded on every entry whose contract is new or changed. */
  approval?: ApprovalRecord | null;
  /** Renames in the approved change set: recorded on the new entries for the proxy to translate. */
  renames?: ApprovedRename[];
  /** The servers' text was read environment-neutral (recorded in the lockfile). */
  neutralPaths?: boolean;
  /** The machine facts the servers' text was read without (recorded in the lockfile). */
  neutralMachine?: readonly MachineFact[];
}

/**
 * Build the lockfile for a snapshot set. Entries whose hash is unchanged keep their previous approval; new or changed
 * ones get `options.approval`. Servers that failed discovery keep their previous entries, so a crash never unpins.
 */
export function buildLockfile(set: SnapshotSet, previous?: Lockfile, options: PinOptions = {}): Lockfile {
  const lock: Lockfile = { lockfileVersion: LOCKFILE_VERSION, servers: {} };
  if (options.includeMeta) lock.includeMeta = true;
  if (options.neutralPaths) lock.neutralPaths = true;
  const machine = MACHINE_FACTS.filter((f) => options.neutralMachine?.includes(f));
  if (machine.length) lock.neutralMachine = machine;
  for (const id of Object.keys(set.servers).sort()) {
    const snap = set.servers[id] as ServerSnapshot;
    const before = previous && Object.hasOwn(previous.servers, id) ? previous.servers[id] : undefined;
    if (snap.error) {
      if (before) setOwn(lock.servers, id, before);
      continue;
    }
    const server: LockServer = { tools: {} };
    // Invalid entries cannot be pinned (no name to key them by); the diff reports them. Duplicates pin every copy.
    const tools = checkTools(snap.tools);
    const copiesOf = new Map<string, ToolDef[]>();
    for (const t of tools.extraCopies) {
      const list = copiesOf.get(t.name);
      if (list) list.push(t);
      else copiesOf.set(t.name, [t]);
    }
    for (const tool of tools.entries) {
      const previousEntry = own(before?.tools, tool.name);
      const e = entry(toolContract(tool, options), previousEntry, options.approval);
      const dep = deprecationOf(tool);
      if (dep) e.deprecation = JSON.parse(JSON.stringify(dep)) as JsonObject;
      const copies = copiesOf.get(tool.name) ?? [];
      if (copies.length) e.duplicates = copies.map((t) => sortKeysDeep(toolContract(t, options)));
      const migration = previousEntry && previousEntry.hash === e.hash ? previousEntry.migration : migrationFor(options.renames ?? [], id, tool.name);
      if (migration) e.migration = migration;
      setOwn(server.tools, tool.name, e);
    }
    for (const surface of PINNED_MAPS) {
      const { field, when } = surface.lock;
      const { entries } = surface.entries(snap);
      if (when === 'non-empty' ? !entries.length : fieldOf(snap, field) === undefined) continue;
      const map: Record<string, LockEntry> = {};
      const pinned = before ? pinnedMaps(before)[field] : undefined;
      for (const e of entries) setOwn(map, surface.keyOf(e), entry(surface.contract(e, options), own(pinned, surface.keyOf(e)), options.approval));
      pinnedMaps(server)[field] = map;
    }
    server.instructions = snap.instructions !== undefined ? entry(instructionsContract(snap.instructions), before?.instructions ?? undefined, options.approval) : null;
    if (snap.ui !== undefined) {
      server.ui = {};
      for (const u of readUiList(snap.ui)) setOwn(server.ui, u.tool, entry(uiContract(u), own(before?.ui, u.tool), options.approval));
    }
    if (snap.auth && readAuthSurface(snap.auth)) server.auth = entry({ auth: readAuthSurface(snap.auth)! as unknown as JsonObject }, before?.auth, options.approval);
    const info = pickServerInfo(snap.serverInfo);
    if (info) server.serverInfo = info;
    if (snap.package) server.package = keptIntegrity(snap.package, before?.package);
    if (snap.launch) server.launch = snap.launch;
    if (snap.era === 'discover') server.era = 'discover';
    if (snap.variant !== undefined) server.variant = snap.variant;
    if (snap.principal !== undefined) server.principal = snap.principal;
    setOwn(lock.servers, id, server);
  }
  return lock;
}

/**
 * A package whose integrity could not be read this time keeps the one the lockfile recorded for the same exact
 * version: a registry out of reach neither erases what was reviewed nor makes the lockfile differ run to run.
 */
function keptIntegrity(pkg: LaunchedPackage, previous: LaunchedPackage | undefined): LaunchedPackage {
  if (pkg.integrity !== UNKNOWN_INTEGRITY || !previous?.integrity || previous.manager !== pkg.manager || previous.name !== pkg.name) return pkg;
  const version = pkg.version ?? pkg.resolved;
  if (!version || version !== (previous.version ?? previous.resolved)) return pkg;
  const { reason: _reason, ...rest } = pkg;
  return previous.integrity === UNKNOWN_INTEGRITY ? { ...rest, integrity: previous.integrity, ...(previous.reason ? { reason: previous.reason } : {}) } : { ...rest, integrity: previous.integrity };
}

/** The migration an approved change set gives one tool (stable order), or undefined. */
function migrationFor(renames: ApprovedRename[], server: string, tool: string): Migration | undefined {
  const mine = renames.filter((r) => r.server === server && r.tool === tool);
  const from = [...new Set(mine.filter((r) => r.kind === 'tool').map((r) => r.from))].sort();
  const params = mine
    .filter((r) => r.kind === 'param')
    .map((r) => ({ from: r.from, to: r.to }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  if (!from.length && !params.length) return undefined;
  return { ...(from.length ? { renamedFrom: from } : {}), ...(params.length ? { params } : {}) };
}

/** Why a configured server that the lockfile does not pin cannot be judged, and what to do. */
export function unpinnedMessage(id: string, lockfile: string): string {
  return `server ${id} is not pinned in ${lockfile || 'the lockfile'} (pin leaves out a server it cannot start): run \`npx mcp-contract-gate pin\` where it starts, and commit the lockfile`;
}

/** A map lookup that only sees own entries: `constructor` or `__proto__` as a tool name is a name, not a prototype member. */
function own<T>(map: Record<string, T> | undefined, key: string): T | undefined {
  return map && Object.hasOwn(map, key) ? map[key] : undefined;
}

function entry(contract: JsonObject, before: LockEntry | undefined, approval: ApprovalRecord | null | undefined): LockEntry {
  const hash = contractHash(contract);
  const kept = before && before.hash === hash ? before.approval : (approval ?? null);
  return { hash, contract: sortKeysDeep(contract), approval: kept };
}

function pickServerInfo(info: ServerInfo | undefined): ServerInfo | undefined {
  if (!info) return undefined;
  const out: ServerInfo = {};
  if (typeof info.name === 'string') out.name = info.name;
  if (typeof info.version === 'string') out.version = info.version;
  return Object.keys(out).length ? out : undefined;
}

/**
 * The pinned contracts as a snapshot set, so a lockfile can be the baseline of a diff. `expect`: the servers the config
 * lists; one the lockfile does not pin is a failed baseline (never "added": its tools would all pass as additive), with
 * the command that pins it.
 */
export function lockfileToSnapshotSet(lock: Lockfile, expect: { servers: readonly string[]; lockfile: string } = { servers: [], lockfile: '' }): SnapshotSet {
  const servers: Record<string, ServerSnapshot> = {};
  for (const id of expect.servers) if (!Object.hasOwn(lock.servers, id)) setOwn(servers, id, { tools: [], error: { message: unpinnedMessage(id, expect.lockfile) } });
  for (const [id, server] of Object.entries(lock.servers)) {
    const entries = Object.values(server.tools);
    const snap: ServerSnapshot = {
      tools: [
        ...entries.map((e) => (e.deprecation ? { ...(e.contract as unknown as ToolDef), _meta: e.deprecation } : (e.contract as unknown as ToolDef))),
        ...entries.flatMap((e) => (e.duplicates ?? []) as unknown as ToolDef[]),
      ],
    };
    for (const { lock: place, field } of PINNED_MAPS) {
      const map = pinnedMaps(server)[place.field];
      if (map) (snap as unknown as Record<string, unknown>)[field] = Object.values(map).map((e) => e.contract);
    }
    if (server.instructions) snap.instructions = server.instructions.contract.instructions as string;
    else if (server.instructions === undefined) snap.instructionsUnpinned = true;
    if (server.auth) snap.auth = readAuthSurface(server.auth.contract.auth);
    if (server.ui) snap.ui = readUiList(Object.values(server.ui).map((e) => e.contract));
    else snap.uiUnpinned = true;
    if (!server.skills) snap.skillsUnpinned = true; // (pinned as a surface map above when it is there)
    if (server.serverInfo) snap.serverInfo = server.serverInfo;
    if (server.package) snap.package = server.package;
    if (server.launch) snap.launch = server.launch;
    if (server.era) snap.era = server.era;
    if (server.variant !== undefined) snap.variant = server.variant;
    if (server.principal !== undefined) snap.principal = server.principal;
    setOwn(servers, id, snap);
  }
  return { servers };
}
