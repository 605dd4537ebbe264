import { readFileSync } from 'node:fs';
import { InputError, parseJsonFile } from '../util/errors.js';
import { isObject, sortKeysDeep, stableStringify, type JsonObject } from '../util/json.js';
import { contractHash, promptContract, toolContract, type ContractOptions } from './canonical.js';
import type { PromptDef, ServerInfo, ServerSnapshot, SnapshotSet, ToolDef } from './types.js';
import { deprecationOf } from './deprecation.js';

export const LOCKFILE_VERSION = 1;
export const DEFAULT_LOCKFILE = 'mcp-contracts.lock.json';

/** Who admitted a contract into the lockfile. */
export interface ApprovalRecord {
  /** GitHub login of the approver, or a free-form name given to `pin --by`. */
  by: string;
  /** ISO 8601 time of the approval (the label event's time on GitHub). */
  at?: string;
  pullRequest?: number;
  /** Why, when given (`pin --reason`). */
  reason?: string;
}

export interface LockEntry {
  hash: string;
  contract: JsonObject;
  approval: ApprovalRecord | null;
  /** The tool's announced deprecation (`_meta` deprecated/sunset), kept outside the hashed contract. */
  deprecation?: JsonObject;
}

export interface LockServer {
  serverInfo?: ServerInfo;
  tools: Record<string, LockEntry>;
  prompts?: Record<string, LockEntry>;
}

export interface Lockfile {
  lockfileVersion: typeof LOCKFILE_VERSION;
  /** Set when `_meta` and `icons` are part of the pinned contracts. */
  includeMeta?: boolean;
  servers: Record<string, LockServer>;
}

/** Deterministic text: sorted keys at every level, 2-space indent, trailing newline. */
export function serializeLockfile(lock: Lockfile): string {
  return stableStringify(lock);
}

export function readLockfile(file: string): Lockfile | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(`cannot read the lockfile (${(err as Error).message})`, file);
  }
  return parseLockfile(text, file);
}

const REPIN = 'regenerate it with `npx mcp-contract-gate pin`';

/** Validate a lockfile's text; a hand-broken file is an InputError naming the entry and the fix. */
export function parseLockfile(text: string, file: string): Lockfile {
  const data = parseJsonFile(text, file);
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
  for (const [id, server] of Object.entries(data.servers)) {
    if (!isObject(server) || !isObject(server.tools)) throw new InputError(`servers.${id}.tools must be an object keyed by tool name; ${REPIN}`, file);
    const entry: LockServer = { tools: readEntries(server.tools, `servers.${id}.tools`, file, (c) => contractHash(toolContract(c as unknown as ToolDef, options))) };
    if (server.prompts !== undefined) {
      if (!isObject(server.prompts)) throw new InputError(`servers.${id}.prompts must be an object keyed by prompt name; ${REPIN}`, file);
      entry.prompts = readEntries(server.prompts, `servers.${id}.prompts`, file, (c) => contractHash(promptContract(c as unknown as PromptDef, options)));
    }
    if (isObject(server.serverInfo)) entry.serverInfo = server.serverInfo as ServerInfo;
    lock.servers[id] = entry;
  }
  return lock;
}

function readEntries(map: JsonObject, where: string, file: string, rehash: (contract: JsonObject) => string): Record<string, LockEntry> {
  const out: Record<string, LockEntry> = {};
  for (const [name, raw] of Object.entries(map)) {
    const at = `${where}.${name}`;
    if (!isObject(raw) || !isObject(raw.contract) || typeof raw.hash !== 'string')
      throw new InputError(`${at} needs "contract" (an object) and "hash" (a string); ${REPIN}`, file);
    if (raw.contract.name !== name) throw new InputError(`${at}: contract.name is ${JSON.stringify(raw.contract.name ?? null)}, not "${name}"; ${REPIN}`, file);
    const actual = rehash(raw.contract);
    if (actual !== raw.hash)
      throw new InputError(`${at}: the contract does not match its hash (pinned ${raw.hash.slice(0, 12)}…, contract hashes to ${actual.slice(0, 12)}…): it was edited by hand; ${REPIN}`, file);
    let approval: ApprovalRecord | null = null;
    if (isObject(raw.approval)) {
      if (typeof raw.approval.by !== 'string') throw new InputError(`${at}.approval.by must be a string; ${REPIN}`, file);
      approval = raw.approval as unknown as ApprovalRecord;
    } else if (raw.approval !== undefined && raw.approval !== null) throw new InputError(`${at}.approval must be an object or null; ${REPIN}`, file);
    out[name] = { hash: raw.hash, contract: sortKeysDeep(raw.contract), approval };
    if (isObject(raw.deprecation)) (out[name] as LockEntry).deprecation = raw.deprecation;
  }
  return out;
}

export interface PinOptions extends ContractOptions {
  /** Recorded on every entry whose contract is new or changed. */
  approval?: ApprovalRecord | null;
}

/**
 * Build the lockfile for a snapshot set. Entries whose hash is unchanged keep their previous approval; new or changed
 * ones get `options.approval`. Servers that failed discovery keep their previous entries, so a crash never unpins.
 */
export function buildLockfile(set: SnapshotSet, previous?: Lockfile, options: PinOptions = {}): Lockfile {
  const lock: Lockfile = { lockfileVersion: LOCKFILE_VERSION, servers: {} };
  if (options.includeMeta) lock.includeMeta = true;
  for (const id of Object.keys(set.servers).sort()) {
    const snap = set.servers[id] as ServerSnapshot;
    const before = previous?.servers[id];
    if (snap.error) {
      if (before) lock.servers[id] = before;
      continue;
    }
    const server: LockServer = { tools: {} };
    for (const tool of snap.tools) {
      const e = entry(toolContract(tool, options), before?.tools[tool.name], options.approval);
      const dep = deprecationOf(tool);
      if (dep) e.deprecation = JSON.parse(JSON.stringify(dep)) as JsonObject;
      server.tools[tool.name] = e;
    }
    if (snap.prompts?.length) {
      server.prompts = {};
      for (const p of snap.prompts) server.prompts[p.name] = entry(promptContract(p, options), before?.prompts?.[p.name], options.approval);
    }
    const info = pickServerInfo(snap.serverInfo);
    if (info) server.serverInfo = info;
    lock.servers[id] = server;
  }
  return lock;
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

/** The pinned contracts as a snapshot set, so a lockfile can be the baseline of a diff. */
export function lockfileToSnapshotSet(lock: Lockfile): SnapshotSet {
  const servers: Record<string, ServerSnapshot> = {};
  for (const [id, server] of Object.entries(lock.servers)) {
    const snap: ServerSnapshot = {
      tools: Object.values(server.tools).map((e) => (e.deprecation ? { ...(e.contract as unknown as ToolDef), _meta: e.deprecation } : (e.contract as unknown as ToolDef))),
    };
    if (server.prompts) snap.prompts = Object.values(server.prompts).map((e) => e.contract as unknown as PromptDef);
    if (server.serverInfo) snap.serverInfo = server.serverInfo;
    servers[id] = snap;
  }
  return { servers };
}
