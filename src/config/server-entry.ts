import { isAbsolute } from 'node:path';
import type { JsonObject } from '../util/json.js';
import type { ConfigProblem } from './errors.js';
import { interpolate, InterpolationError, type Env } from './interpolate.js';
import { formatKeyPath, type KeyPath } from './key-path.js';
import type { SourceLines } from './source-lines.js';
import type { Enforce, EnforceBy, ServerConfig } from '../model/config.js';
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
  if (raw.args !== undefined) server.args = raw.args.map((a, i) => text(a, at('args', i)));
  if (raw.env !== undefined) server.env = mapValues(raw.env, (v, k) => text(v, at('env', k)));
  if (raw.cwd !== undefined) {
    server.cwd = text(raw.cwd, at('cwd'));
    if (isAbsolute(server.cwd))
      problem(at('cwd'), `${formatKeyPath(at('cwd'))} must be a path relative to the repository root, so that it works in the base worktree too (found ${JSON.stringify(server.cwd)})`);
  }
  if (raw.url !== undefined) {
    server.url = text(raw.url, at(urlKey));
    if (problems.length === before && !validUrl(server.url)) problem(at(urlKey), `${formatKeyPath(at(urlKey))} is not a valid http(s) URL (found ${JSON.stringify(server.url)})`);
  }
  if (raw.headers !== undefined) server.headers = mapValues(raw.headers, (v, k) => text(v, at('headers', k)));
  if (raw.setup !== undefined) server.setup = raw.setup;
  if (raw.source !== undefined) server.source = toList(raw.source);
  if (raw.forbiddenTools !== undefined) server.forbiddenTools = toList(raw.forbiddenTools);
  if (raw.enforce !== undefined) server.enforce = raw.enforce;
  if (raw.enforceBy !== undefined) server.enforceBy = raw.enforceBy;
  if (raw.clientCapabilities !== undefined) server.clientCapabilities = raw.clientCapabilities;
  if (raw.protocol !== undefined) {
    if ((PROTOCOL_CHOICES as readonly string[]).includes(raw.protocol)) server.protocol = raw.protocol as ProtocolChoice;
    else problem(at('protocol'), `${formatKeyPath(at('protocol'))} must be one of ${PROTOCOL_CHOICES.join(', ')} (found ${JSON.stringify(raw.protocol)})`);
  }
  return problems.length === before ? server : undefined;
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
