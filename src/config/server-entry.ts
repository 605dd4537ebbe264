import { isAbsolute } from 'node:path';
import type { JsonObject } from '../util/json.js';
import type { ConfigProblem } from './errors.js';
import { interpolate, InterpolationError, type Env } from './interpolate.js';
import { formatKeyPath, type KeyPath } from './key-path.js';
import type { SourceLines } from './source-lines.js';
import { VARIANT_SEPARATOR, type Enforce, type EnforceBy, type Principal, type ServerAuth, type ServerConfig } from '../model/config.js';
import type { LaunchRecord } from '../model/launch.js';
import { versionlessArgs } from './launch-spec.js';
import { PROTOCOL_CHOICES, type ProtocolChoice } from '../model/protocol.js';

/** One server entry after schema validation, in either file flavour (gate YAML or MCP client JSON). */
export interface RawServerEntry {
  id: string;
  command?: string;
  args?: Array<string | number>;
  env?: Record<string, string | number | boolean>;
  cwd?: string;
  url?: string;
  transport?: string;
  headers?: Record<string, string | number | boolean>;
  /** `auth` as the config writes it (`client-id`, `client-secret`, `private-key`, `refresh-token`, `scope`). */
  auth?: Record<string, string>;
  setup?: string;
  timeoutSeconds?: number;
  startTimeoutSeconds?: number;
  setupTimeoutSeconds?: number;
  source?: string | string[];
  forbiddenTools?: string | string[];
  enforce?: Enforce;
  enforceBy?: EnforceBy;
  clientCapabilities?: JsonObject;
  protocol?: string;
  /** Environments to discover the server under, by name (see expandVariants). */
  variants?: Record<string, RawVariant>;
  /** Identities to read the server under (see buildServers), `listing-varies: expected` and `reread`. */
  principals?: RawPrincipal[];
  listingVaries?: 'expected';
  reread?: boolean;
  /** A principal's `client-name`, set on the entry built for it. */
  clientName?: string;
}

/** One entry of `principals`: its name and what it sets over the entry. */
export interface RawPrincipal {
  name: string;
  env?: Record<string, string | number | boolean>;
  headers?: Record<string, string | number | boolean>;
  clientName?: string;
}

/** One entry of `variants`: what the variant sets over the entry. */
export interface RawVariant {
  env?: Record<string, string | number | boolean>;
  args?: Array<string | number>;
  headers?: Record<string, string | number | boolean>;
}

export interface EntryContext {
  file: string;
  /** Key path of the entry (`servers[1]`, `mcpServers.reviews`). */
  path: KeyPath;
  lines: SourceLines;
  env: Env;
  timeoutMs: number;
  startTimeoutMs: number;
  setupTimeoutMs: number;
  /** How this flavour spells the keys named in messages. */
  keys: { url: string; transport: string };
  /** Where the entry's `variants` are written, when not beside its other keys (a client config's extension key). */
  variantsAt?: KeyPath;
  /** The mapping that holds the entry's `principals`, `listing-varies` and `reread`, when not the entry (the extension key). */
  principalsAt?: KeyPath;
  /**
   * An absolute `cwd` is taken (client configs: Claude Desktop's and others' entries name absolute folders); the base
   * worktree of a pull request runs a folder inside the checkout at the same place in the base (discover-refs.ts).
   */
  absoluteCwd?: boolean;
  /** Building a variant: the keys its values came from (so a problem with one names the variant's key, not the entry's). */
  variant?: { path: KeyPath; env: string[]; headers: string[]; args: boolean };
}

/** Check what a schema cannot (command xor url, transport fit, relative cwd) and interpolate `${VAR}`s. */
export function buildServer(raw: RawServerEntry, ctx: EntryContext, problems: ConfigProblem[]): ServerConfig | undefined {
  const before = problems.length;
  const at = (...keys: Array<string | number>): KeyPath => [...ctx.path, ...keys];
  const problem = (path: KeyPath, message: string) => problems.push({ key: formatKeyPath(path), line: ctx.lines.line(path), message });
  const where = formatKeyPath(ctx.path);
  const text = (value: string | number | boolean, path: KeyPath): string => {
    try {
      return interpolate(String(value), ctx.env);
    } catch (err) {
      if (!(err instanceof InterpolationError)) throw err;
      problem(path, `${formatKeyPath(path)} ${err.message}`);
      return String(value);
    }
  };

  const { url: urlKey, transport: transportKey } = ctx.keys;
  if (raw.command !== undefined && raw.url !== undefined) {
    problem(ctx.path, `${where} has both "command" and "${urlKey}"; a server is either started locally (command, over stdio) or remote (${urlKey}, over HTTP): keep one`);
  } else if (raw.command === undefined && raw.url === undefined) {
    problem(ctx.path, `${where} needs either "command" (a local server started over stdio) or "${urlKey}" (a remote server over HTTP)`);
  }
  const remote = raw.url !== undefined && raw.command === undefined;
  let transport: ServerConfig['transport'] = remote ? 'http' : 'stdio';
  if (raw.transport !== undefined) {
    const wanted = raw.transport === 'streamable-http' || raw.transport === 'streamableHttp' ? 'http' : (raw.transport as ServerConfig['transport']);
    if (remote && wanted === 'stdio') problem(at(transportKey), `${formatKeyPath(at(transportKey))} is "stdio" but the server has a ${urlKey}; use http or sse, or give a command instead`);
    else if (!remote && raw.command !== undefined && wanted !== 'stdio')
      problem(at(transportKey), `${formatKeyPath(at(transportKey))} is "${raw.transport}" but the server has a command (spoken to over stdio); remove ${transportKey} or give a ${urlKey} instead`);
    else transport = wanted;
  }
  if (remote && raw.args !== undefined) problem(at('args'), `${formatKeyPath(at('args'))} only applies to servers started with command; remove it`);
  if (!remote && raw.command !== undefined && raw.headers !== undefined) problem(at('headers'), `${formatKeyPath(at('headers'))} only applies to remote servers (${urlKey}); remove it`);

  const server: ServerConfig = {
    id: raw.id,
    transport,
    timeoutMs: Math.round((raw.timeoutSeconds ?? ctx.timeoutMs / 1000) * 1000),
    startTimeoutMs: Math.round((raw.startTimeoutSeconds ?? ctx.startTimeoutMs / 1000) * 1000),
    setupTimeoutMs: Math.round((raw.setupTimeoutSeconds ?? ctx.setupTimeoutMs / 1000) * 1000),
    origin: { file: ctx.file, key: where, line: ctx.lines.line(ctx.path) },
  };
  if (raw.command !== undefined) server.command = text(raw.command, at('command'));
  const v = ctx.variant;
  const from = (key: 'env' | 'headers', name: string): KeyPath => (v?.[key].includes(name) ? [...v.path, key, name] : at(key, name));
  if (raw.args !== undefined) server.args = raw.args.map((a, i) => text(a, v?.args ? [...v.path, 'args', i] : at('args', i)));
  if (raw.env !== undefined) server.env = mapValues(raw.env, (value, k) => text(value, from('env', k)));
  if (raw.cwd !== undefined) {
    server.cwd = text(raw.cwd, at('cwd'));
    if (isAbsolute(server.cwd) && !ctx.absoluteCwd)
      problem(at('cwd'), `${formatKeyPath(at('cwd'))} must be a path relative to the repository root, so that it works in the base worktree too (found ${JSON.stringify(server.cwd)})`);
  }
  if (raw.url !== undefined) {
    server.url = text(raw.url, at(urlKey));
    if (problems.length === before && !validUrl(server.url)) problem(at(urlKey), `${formatKeyPath(at(urlKey))} is not a valid http(s) URL (found ${JSON.stringify(server.url)})`);
  }
  if (raw.headers !== undefined) server.headers = mapValues(raw.headers, (value, k) => text(value, from('headers', k)));
  if (raw.auth !== undefined) {
    if (!remote) problem(at('auth'), `${formatKeyPath(at('auth'))} only applies to remote servers (${urlKey}); remove it`);
    else server.auth = readAuth(raw.auth, at('auth'), text, problem);
  }
  if (raw.setup !== undefined) server.setup = raw.setup;
  if (raw.source !== undefined) server.source = toList(raw.source);
  if (raw.forbiddenTools !== undefined) server.forbiddenTools = toList(raw.forbiddenTools);
  if (raw.enforce !== undefined) server.enforce = raw.enforce;
  if (raw.enforceBy !== undefined) server.enforceBy = raw.enforceBy;
  if (raw.clientCapabilities !== undefined) server.clientCapabilities = raw.clientCapabilities;
  if (raw.reread === true) server.reread = true;
  if (raw.clientName !== undefined) server.clientName = raw.clientName;
  if (raw.protocol !== undefined) {
    if ((PROTOCOL_CHOICES as readonly string[]).includes(raw.protocol)) server.protocol = raw.protocol as ProtocolChoice;
    else problem(at('protocol'), `${formatKeyPath(at('protocol'))} must be one of ${PROTOCOL_CHOICES.join(', ')} (found ${JSON.stringify(raw.protocol)})`);
  }
  server.launch = launchRecord(raw, transport);
  return problems.length === before ? server : undefined;
}

/** The `auth` keys that hold a secret: each must be a `${VAR}` reference, so no secret is committed with the config. */
const AUTH_SECRETS = [
  ['client-secret', 'clientSecret'],
  ['private-key', 'privateKey'],
  ['refresh-token', 'refreshToken'],
] as const;

/** `auth` read and interpolated: one credential, each secret given as a `${VAR}` reference. */
function readAuth(raw: Record<string, string>, path: KeyPath, text: (value: string, path: KeyPath) => string, problem: (path: KeyPath, message: string) => void): ServerAuth | undefined {
  const key = formatKeyPath(path);
  const given = AUTH_SECRETS.filter(([k]) => raw[k] !== undefined);
  if (given.length === 0) {
    problem(path, `${key} needs a credential: client-secret or private-key (client credentials), or refresh-token`);
    return undefined;
  }
  if (raw['client-secret'] !== undefined && raw['private-key'] !== undefined) {
    problem(path, `${key} has both client-secret and private-key; a client authenticates with one of them: keep one`);
    return undefined;
  }
  const auth: ServerAuth = { clientId: text(raw['client-id'] ?? '', [...path, 'client-id']), key };
  for (const [k, field] of given) {
    const value = raw[k]!;
    if (!/\$\{[A-Za-z_][A-Za-z0-9_]*\}/.test(value)) {
      problem([...path, k], `${key}.${k} must be a \${VAR} reference to a secret (e.g. "\${OAUTH_${k.toUpperCase().replace('-', '_')}}"), not the value itself: the config is committed`);
      return undefined;
    }
    auth[field] = text(value, [...path, k]);
  }
  if (raw.scope !== undefined) auth.scope = text(raw.scope, [...path, 'scope']);
  return auth;
}

/** What the entry launches, as written (before interpolation: no variable's value is part of it). See LaunchRecord. */
export function launchRecord(raw: RawServerEntry, transport: ServerConfig['transport']): LaunchRecord {
  const out: LaunchRecord = { transport };
  const names = (m: Record<string, unknown> | undefined) => (m && Object.keys(m).length ? Object.keys(m).sort() : undefined);
  if (raw.command !== undefined) {
    out.command = raw.command;
    if (raw.args?.length) out.args = versionlessArgs(raw.command, raw.args.map(String));
  }
  if (raw.cwd !== undefined) out.cwd = raw.cwd;
  const env = names(raw.env);
  if (env) out.env = env;
  if (raw.url !== undefined) out.url = raw.url;
  const headers = names(raw.headers);
  if (headers) out.headers = headers;
  if (raw.reread === true) out.reread = true;
  return out;
}

/**
 * The servers one entry stands for: the entry itself, or one server per variant (`<id>#<variant>`, in the order the
 * variants are listed), each with the variant's `env` and `headers` set over the entry's and its `args` in place of the
 * entry's. Problems (args on a remote server, headers on a local one, a bad `${VAR}`) name the variant's key.
 */
export function buildServers(raw: RawServerEntry, ctx: EntryContext, problems: ConfigProblem[]): ServerConfig[] {
  const { variants, principals, listingVaries, ...plain } = raw;
  if (principals !== undefined || listingVaries !== undefined) return buildPrincipals(raw, ctx, problems);
  const server = buildServer(plain, ctx, problems);
  if (!server || variants === undefined) return server ? [server] : [];
  const before = problems.length;
  const out: ServerConfig[] = [];
  for (const [name, variant] of Object.entries(variants)) {
    const at: KeyPath = [...(ctx.variantsAt ?? [...ctx.path, 'variants']), name];
    const remote = server.transport !== 'stdio';
    const merged: RawServerEntry = { ...plain, id: `${raw.id}${VARIANT_SEPARATOR}${name}` };
    if (variant.env !== undefined && !remote) merged.env = { ...(plain.env ?? {}), ...variant.env };
    if (variant.headers !== undefined && remote) merged.headers = { ...(plain.headers ?? {}), ...variant.headers };
    if (variant.args !== undefined && !remote) merged.args = variant.args;
    const misplaced = (key: string, fix: string) => problems.push({ key: formatKeyPath([...at, key]), line: ctx.lines.line([...at, key]), message: `${formatKeyPath([...at, key])} ${fix}` });
    if (remote && variant.args !== undefined) misplaced('args', "only applies to servers started with command; remove it (a remote server's variants set headers)");
    if (remote && variant.env !== undefined) misplaced('env', "only applies to servers started with command; a remote server's variants set headers instead");
    if (!remote && variant.headers !== undefined) misplaced('headers', `only applies to remote servers (${ctx.keys.url}); set env or args instead`);
    // the variant's own values are interpolated under its key, so a missing variable names the variant's line
    const built = buildServer(merged, { ...ctx, variant: { path: at, env: Object.keys(variant.env ?? {}), headers: Object.keys(variant.headers ?? {}), args: variant.args !== undefined } }, problems);
    if (built) out.push({ ...built, variant: { name, of: raw.id } });
  }
  return problems.length === before ? out : [];
}

/**
 * An entry with `principals`: the principals' listings must agree (one server, read under each: ServerConfig.principals)
 * unless `listing-varies: expected` declares they differ (one server per principal, `<id>#<principal>`, as variants are).
 * A principal sets `env` (stdio) or `headers` (remote) over the entry's, and `client-name` (either).
 */
function buildPrincipals(raw: RawServerEntry, ctx: EntryContext, problems: ConfigProblem[]): ServerConfig[] {
  const { variants, principals, listingVaries, ...plain } = raw;
  const before = problems.length;
  const key = (...keys: Array<string | number>): KeyPath => [...(ctx.principalsAt ?? ctx.path), ...keys];
  const problem = (path: KeyPath, message: string) => problems.push({ key: formatKeyPath(path), line: ctx.lines.line(path), message: `${formatKeyPath(path)} ${message}` });
  if (variants !== undefined) problem(key('principals'), 'cannot be used with variants on the same entry: list the identities as principals, or the environments as variants, on two entries');
  if (principals === undefined) {
    problem(key('listing-varies'), 'declares that the principals see different listings, but the entry lists no principals: add principals, or remove listing-varies');
    return [];
  }
  const remote = plain.url !== undefined && plain.command === undefined;
  const seen = new Set<string>();
  const built: Array<{ principal: RawPrincipal; server: ServerConfig }> = [];
  principals.forEach((p, i) => {
    const at = key('principals', i);
    if (seen.has(p.name)) problem([...at, 'name'], `"${p.name}" is already the name of an earlier principal; principal names must be unique`);
    seen.add(p.name);
    if (remote && p.env !== undefined) problem([...at, 'env'], "only applies to servers started with command; a remote server's principals set headers instead");
    if (!remote && p.headers !== undefined) problem([...at, 'headers'], `only applies to remote servers (${ctx.keys.url}); set env instead`);
    const merged: RawServerEntry = { ...plain, id: listingVaries === 'expected' ? `${raw.id}${VARIANT_SEPARATOR}${p.name}` : raw.id };
    if (p.env !== undefined && !remote) merged.env = { ...(plain.env ?? {}), ...p.env };
    if (p.headers !== undefined && remote) merged.headers = { ...(plain.headers ?? {}), ...p.headers };
    if (p.clientName !== undefined) merged.clientName = p.clientName;
    // the principal's own values are interpolated under its key, so a missing variable names the principal's line
    const server = buildServer(merged, { ...ctx, variant: { path: at, env: Object.keys(p.env ?? {}), headers: Object.keys(p.headers ?? {}), args: false } }, problems);
    if (server) built.push({ principal: p, server });
  });
  if (problems.length !== before) return [];
  if (listingVaries === 'expected') return built.map(({ principal, server }) => ({ ...server, variant: { name: principal.name, of: raw.id, principal: true } }));
  const entry = buildServer(plain, ctx, problems);
  if (!entry) return [];
  const read: Principal[] = built.map(({ principal, server }) => ({
    name: principal.name,
    ...(server.env ? { env: server.env } : {}),
    ...(server.headers ? { headers: server.headers } : {}),
    ...(server.clientName !== undefined ? { clientName: server.clientName } : {}),
  }));
  // each principal's env and headers are the entry's with its own set over them (what it is read with)
  return [{ ...entry, principals: read, launch: { ...entry.launch!, principals: read.map((p) => p.name) } }];
}

/**
 * The part of an entry `only` asks for (a config built for one server, as the proxy does): the entry itself when `only`
 * is its id (every variant), the entry with that one variant when `only` is `<id>#<variant>`, else undefined.
 */
export function selectEntry(raw: RawServerEntry, only: string | undefined): RawServerEntry | undefined {
  if (only === undefined || only === raw.id) return raw;
  const prefix = `${raw.id}${VARIANT_SEPARATOR}`;
  if (raw.principals !== undefined && raw.listingVaries === 'expected' && only.startsWith(prefix)) {
    const one = raw.principals.find((p) => p.name === only.slice(prefix.length));
    return one ? { ...raw, principals: [one] } : undefined;
  }
  if (!only.startsWith(prefix) || raw.variants === undefined) return undefined;
  const name = only.slice(prefix.length);
  return Object.hasOwn(raw.variants, name) ? { ...raw, variants: { [name]: raw.variants[name]! } } : undefined;
}

function mapValues<V>(obj: Record<string, V>, fn: (value: V, key: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = fn(v, k);
  return out;
}

function toList(value: string | string[]): string[] {
  return typeof value === 'string' ? [value] : [...value];
}

function validUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
