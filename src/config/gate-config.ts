import { defaultPolicy, readPolicy } from '../policy/knobs/index.js';
import type { JsonObject, JsonValue } from '../util/json.js';
import type { ReferenceSettings } from '../model/references.js';
import { describeValue } from './describe-value.js';
import { suggestion } from '../util/did-you-mean.js';
import { ConfigError, type ConfigProblem } from './errors.js';
import type { Env } from './interpolate.js';
import { formatKeyPath, type KeyPath } from './key-path.js';
import { buildServers, selectEntry, type RawPrincipal, type RawServerEntry, type RawVariant } from './server-entry.js';
import type { SourceLines } from './source-lines.js';
import {
  DEFAULT_CONCURRENCY,
  DEFAULT_DOWNLOAD_CONCURRENCY,
  DEFAULT_LOCKFILE,
  DEFAULT_SETUP_TIMEOUT_MS,
  DEFAULT_START_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  MACHINE_FACTS,
  VARIANT_SEPARATOR,
  type GateConfig,
} from '../model/config.js';

/** The policy with every default: derived from the policy knobs (src/policy/knobs/). */
export { defaultPolicy };

/** The config used when there is no config file: no servers, every default. */
export function defaultConfig(): GateConfig {
  return {
    servers: [],
    lockfile: DEFAULT_LOCKFILE,
    includeMeta: false,
    concurrency: DEFAULT_CONCURRENCY,
    downloadConcurrency: DEFAULT_DOWNLOAD_CONCURRENCY,
    neutralPaths: true,
    neutralMachine: [...MACHINE_FACTS],
    policy: defaultPolicy(),
  };
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
  if (typeof data['download-concurrency'] === 'number') config.downloadConcurrency = data['download-concurrency'];
  if (typeof data['neutral-paths'] === 'boolean') config.neutralPaths = data['neutral-paths'];
  config.neutralMachine = MACHINE_FACTS.filter((fact) => data[`neutral-${fact}`] !== false);
  if (typeof data.probes === 'string') config.probes = data.probes;
  const approvers = data.approvers as JsonObject | undefined;
  const allowApps = approvers?.['allow-apps'];
  if (typeof allowApps === 'string' || Array.isArray(allowApps)) config.approvers = { allowApps: ([] as unknown[]).concat(allowApps).filter((x): x is string => typeof x === 'string') };
  if (data.references !== undefined) config.references = referenceSettings(data.references);
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
    if (entry['listing-varies'] === 'expected' && Array.isArray(entry.principals))
      for (const p of entry.principals as JsonObject[]) if (typeof p.name === 'string') variantIds.push(`${id}${VARIANT_SEPARATOR}${p.name}`);
    const raw = selectEntry(toRawEntry(entry), only);
    if (raw === undefined) return;
    const servers = buildServers(raw, { file, path, lines, env, timeoutMs, startTimeoutMs, setupTimeoutMs, keys: { url: 'url', transport: 'transport' } }, problems);
    const machine = config.neutralMachine.length < MACHINE_FACTS.length ? { neutralMachine: config.neutralMachine } : {};
    for (const server of servers) config.servers.push({ ...server, ...(config.neutralPaths ? {} : { neutralPaths: false }), ...machine });
  });

  if (data.policy !== undefined)
    config.policy = readPolicy(data.policy as JsonObject, {
      file,
      serverIds: [...firstIndex.keys(), ...variantIds],
      problem,
      keyPath: formatKeyPath,
      line: (path) => lines.line(path),
      describe: describeValue,
      suggest: suggestion,
    });
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
    ['auth', 'auth'],
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
  if (Array.isArray(entry.principals))
    raw.principals = (entry.principals as JsonObject[]).map((p) => {
      const { 'client-name': clientName, ...rest } = p;
      return { ...(rest as unknown as RawPrincipal), ...(typeof clientName === 'string' ? { clientName } : {}) };
    });
  if (entry['listing-varies'] === 'expected') raw.listingVaries = 'expected';
  if (entry.reread === true) raw.reread = true;
  return raw;
}

/** The config's `references`, after the schema: `false`/`true`, or a mapping of globs, exclusions and aliases. */
function referenceSettings(raw: JsonValue): ReferenceSettings {
  if (typeof raw === 'boolean') return { enabled: raw };
  const o = raw as JsonObject;
  const settings: ReferenceSettings = { enabled: true };
  if (o.globs !== undefined) settings.globs = o.globs as ReferenceSettings['globs'];
  if (o.exclude !== undefined) settings.exclude = ([] as unknown[]).concat(o.exclude).map(String);
  if (o.aliases !== undefined) settings.aliases = o.aliases as Record<string, string[]>;
  return settings;
}
