import type { Severity } from '../diff/types.js';
import { SEVERITIES } from '../diff/types.js';
import type { JsonObject } from '../util/json.js';
import { suggestion } from './did-you-mean.js';
import { ConfigError, type ConfigProblem } from './errors.js';
import type { Env } from './interpolate.js';
import { formatKeyPath, type KeyPath } from './key-path.js';
import { buildServers, selectEntry, type RawServerEntry, type RawVariant } from './server-entry.js';
import type { SourceLines } from './source-lines.js';
import {
  BLOCK_FLAGS_MODES,
  type BlockFlags,
  DEFAULT_CONCURRENCY,
  DEFAULT_LOCKFILE,
  DEFAULT_SETUP_TIMEOUT_MS,
  DEFAULT_START_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  VARIANT_SEPARATOR,
  type GateConfig,
  type IgnoreEntry,
  type PolicyConfig,
} from './types.js';
import { describeValue } from './describe-value.js';

export function defaultPolicy(): PolicyConfig {
  return { failOn: ['breaking', 'silent'], rules: {}, ignore: [], blockNewDestructiveTools: true, versioning: 'none' };
}

/** The config used when there is no config file: no servers, every default. */
export function defaultConfig(): GateConfig {
  return { servers: [], lockfile: DEFAULT_LOCKFILE, includeMeta: false, concurrency: DEFAULT_CONCURRENCY, neutralPaths: true, policy: defaultPolicy() };
}

/** Where a loaded config came from, so later checks (rule ids) can name lines. */
const sources = new WeakMap<GateConfig, { file: string; lines: SourceLines }>();

export function sourceOf(config: GateConfig): { file: string; lines: SourceLines } | undefined {
  return sources.get(config);
}

export function rememberSource(config: GateConfig, file: string, lines: SourceLines): GateConfig {
  sources.set(config, { file, lines });
  return config;
}

/** Build a GateConfig from a gate config file that passed the schema (`file` is the path as the user wrote it). */
/** `only`: build (and interpolate) that server's entry alone (the proxy needs no other server's variables). */
export function gateConfigFrom(data: JsonObject, file: string, lines: SourceLines, env: Env, only?: string): GateConfig {
  const problems: ConfigProblem[] = [];
  const problem = (path: KeyPath, message: string) => problems.push({ key: formatKeyPath(path), line: lines.line(path), message });
  const config = defaultConfig();
  if (typeof data.lockfile === 'string') config.lockfile = data.lockfile;
  if (typeof data['include-meta'] === 'boolean') config.includeMeta = data['include-meta'];
  if (typeof data.concurrency === 'number') config.concurrency = data.concurrency;
  if (typeof data['neutral-paths'] === 'boolean') config.neutralPaths = data['neutral-paths'];
  if (typeof data.probes === 'string') config.probes = data.probes;
  const approvers = data.approvers as JsonObject | undefined;
  const allowApps = approvers?.['allow-apps'];
  if (typeof allowApps === 'string' || Array.isArray(allowApps)) config.approvers = { allowApps: ([] as unknown[]).concat(allowApps).filter((x): x is string => typeof x === 'string') };
  const timeoutMs = typeof data.timeout === 'number' ? data.timeout * 1000 : DEFAULT_TIMEOUT_MS;
  const setupTimeoutMs = typeof data['setup-timeout'] === 'number' ? data['setup-timeout'] * 1000 : DEFAULT_SETUP_TIMEOUT_MS;
  const startTimeoutMs = typeof data['start-timeout'] === 'number' ? data['start-timeout'] * 1000 : DEFAULT_START_TIMEOUT_MS;

  const rawServers = (data.servers ?? []) as JsonObject[];
  const firstIndex = new Map<string, number>();
  const variantIds: string[] = [];
  rawServers.forEach((entry, i) => {
    const path: KeyPath = ['servers', i];
    const id = entry.id as string;
    const earlier = firstIndex.get(id);
    if (earlier !== undefined) problem([...path, 'id'], `servers[${i}].id "${id}" is already used by servers[${earlier}]; server ids must be unique`);
    else firstIndex.set(id, i);
    for (const name of Object.keys((entry.variants ?? {}) as JsonObject)) variantIds.push(`${id}${VARIANT_SEPARATOR}${name}`);
    const raw = selectEntry(toRawEntry(entry), only);
    if (raw === undefined) return;
    const servers = buildServers(raw, { file, path, lines, env, timeoutMs, startTimeoutMs, setupTimeoutMs, keys: { url: 'url', transport: 'transport' } }, problems);
    for (const server of servers) config.servers.push(config.neutralPaths ? server : { ...server, neutralPaths: false });
  });

  if (data.policy !== undefined) config.policy = policyFrom(data.policy as JsonObject, file, lines, [...firstIndex.keys(), ...variantIds], problem);
  if (problems.length > 0) throw new ConfigError(file, problems);
  return config;
}

/** A server entry spelt as in the gate's YAML (`timeout`, `start-timeout`, `forbidden-tools`, …), as the builder takes it. */
export function toRawEntry(entry: JsonObject): RawServerEntry {
  const raw: RawServerEntry = { id: entry.id as string };
  const copy: Array<[keyof RawServerEntry, string]> = [
    ['command', 'command'],
    ['args', 'args'],
    ['env', 'env'],
    ['cwd', 'cwd'],
    ['url', 'url'],
    ['transport', 'transport'],
    ['headers', 'headers'],
    ['setup', 'setup'],
    ['timeoutSeconds', 'timeout'],
    ['startTimeoutSeconds', 'start-timeout'],
    ['setupTimeoutSeconds', 'setup-timeout'],
    ['source', 'source'],
    ['forbiddenTools', 'forbidden-tools'],
    ['enforce', 'enforce'],
    ['enforceBy', 'enforce-by'],
    ['clientCapabilities', 'client-capabilities'],
    ['protocol', 'protocol'],
  ];
  for (const [to, from] of copy) if (entry[from] !== undefined && entry[from] !== null) (raw as unknown as Record<string, unknown>)[to] = entry[from];
  if (entry.variants !== undefined && entry.variants !== null) raw.variants = entry.variants as unknown as Record<string, RawVariant>;
  return raw;
}

function policyFrom(data: JsonObject, file: string, lines: SourceLines, serverIds: string[], problem: (path: KeyPath, message: string) => void): PolicyConfig {
  const policy = defaultPolicy();
  const failOn = data['fail-on'];
  if (typeof failOn === 'string') {
    if ((SEVERITIES as readonly string[]).includes(failOn)) policy.failOn = [failOn as Severity];
    else problem(['policy', 'fail-on'], `policy.fail-on must be a list of severities (breaking, silent, additive, cosmetic) (found ${describeValue(failOn)})${suggestion(failOn, SEVERITIES)}`);
  } else if (Array.isArray(failOn)) policy.failOn = failOn as Severity[];
  if (data.rules !== undefined) policy.rules = { ...(data.rules as Record<string, Severity>) };
  if (typeof data['block-new-destructive-tools'] === 'boolean') policy.blockNewDestructiveTools = data['block-new-destructive-tools'];
  if (data.versioning === 'semver' || data.versioning === 'none') policy.versioning = data.versioning;
  if (typeof data['block-unannotated-new-tools'] === 'boolean') policy.blockUnannotatedNewTools = data['block-unannotated-new-tools'];
  if (data['safe-integer-bounds'] === 'ignore' || data['safe-integer-bounds'] === 'constraint') policy.safeIntegerBounds = data['safe-integer-bounds'];
  if (data['zero-versions'] === 'caret' || data['zero-versions'] === 'exempt') policy.zeroVersions = data['zero-versions'];
  if ((BLOCK_FLAGS_MODES as readonly unknown[]).includes(data['block-flags'])) policy.blockFlags = data['block-flags'] as BlockFlags;
  ((data.ignore ?? []) as JsonObject[]).forEach((entry, i) => {
    const path: KeyPath = ['policy', 'ignore', i];
    const ignore: IgnoreEntry = {
      tool: entry.tool as string,
      rule: entry.rule as string,
      reason: entry.reason as string,
      origin: { file, key: formatKeyPath(path), line: lines.line(path) },
    };
    if (typeof entry.server === 'string') {
      ignore.server = entry.server;
      if (serverIds.length > 0 && !serverIds.includes(entry.server))
        problem([...path, 'server'], `policy.ignore[${i}].server "${entry.server}" is not a configured server id${suggestion(entry.server, serverIds) || `; configured: ${serverIds.join(', ')}`}`);
    }
    if (typeof entry.expires === 'string') {
      ignore.expires = entry.expires;
      if (!isCalendarDate(entry.expires)) problem([...path, 'expires'], `policy.ignore[${i}].expires must be a real date written YYYY-MM-DD (found ${describeValue(entry.expires)})`);
    }
    policy.ignore.push(ignore);
  });
  return policy;
}

function isCalendarDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}
