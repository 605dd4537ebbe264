/**
 * An MCP Registry `server.json` as the gate's config: a repository that publishes its server with one and has no gate
 * config is gated from it. Each `packages[]` entry (npm, PyPI, OCI) becomes a stdio server launched at its exact
 * version (`npx -y pkg@1.2.3`, `uvx pkg==1.2.3`, `docker run -i --rm image:1.2.3`) with its arguments and
 * `environmentVariables`; each `remotes[]` entry a remote server over Streamable HTTP or SSE with its headers. Values
 * the file leaves to the user (required variables, headers, URL variables) are read from the environment; missing
 * required ones are one error naming them all. The file is first validated against the registry's published schema
 * (vendored in ./registry, with its source). Everything else (policy, lockfile) takes the gate's defaults.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONFIG_PATH, DEFAULT_SETUP_TIMEOUT_MS, DEFAULT_START_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, type GateConfig, type ServerConfig, type ServerJsonSource } from '../model/config.js';
import { isObject, type JsonObject } from '../util/json.js';
import { ConfigError, type ConfigProblem } from './errors.js';
import { defaultConfig } from './gate-config.js';
import type { Env } from './interpolate.js';
import { formatKeyPath, type KeyPath } from './key-path.js';
import registrySchema from './registry/server.schema.json' with { type: 'json' };
import type { SourceLines } from './source-lines.js';
import { schemaProblems } from './validate.js';

/** The file name the registry's tooling reads, and the one the CLI and the action look for. */
export const SERVER_JSON = 'server.json';

/** Where the vendored schema was published (its `$id`). */
export const SERVER_JSON_SCHEMA_URL = (registrySchema as { $id: string }).$id;

/** A server.json, told apart from the other JSON configs by content: its `$schema`, or a name, a version and packages or remotes. */
export function isServerJson(data: unknown): data is JsonObject {
  if (!isObject(data) || 'servers' in data || 'mcpServers' in data) return false;
  if (typeof data.$schema === 'string' && /\/server\.schema\.json$/.test(data.$schema)) return true;
  return typeof data.name === 'string' && typeof data.version === 'string' && (Array.isArray(data.packages) || Array.isArray(data.remotes));
}

// ajv-formats is CommonJS with `exports.default`; under ESM the default import is `module.exports` itself.
type AddFormats = (ajv: Ajv, formats: string[]) => Ajv;
const addFormats: AddFormats = (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats);

let validator: ValidateFunction | undefined;

/** The registry's schema, compiled on first use (a command that reads no server.json never pays for it). */
function registryValidator(): ValidateFunction {
  if (!validator) {
    // not strict: the registry's schema carries OpenAPI's `example` keyword, which JSON Schema does not define
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
    addFormats(ajv, ['uri']);
    validator = ajv.compile(registrySchema);
  }
  return validator;
}

/** Registry values users supply: a variable, an environment variable, a header, an argument. */
interface Input {
  value?: string;
  default?: string;
  isRequired?: boolean;
  isSecret?: boolean;
  variables?: Record<string, Input>;
}

interface KeyValueInput extends Input {
  name: string;
}

interface Argument extends Input {
  type: 'positional' | 'named';
  name?: string;
  valueHint?: string;
}

interface Context {
  file: string;
  lines: SourceLines;
  env: Env;
  problems: ConfigProblem[];
  /** Required values the environment does not set, by the entry that needs them. */
  missing: Map<string, { path: KeyPath; names: string[] }>;
}

function problem(ctx: Context, path: KeyPath, message: string): void {
  ctx.problems.push({ key: formatKeyPath(path), line: ctx.lines.line(path), message: `${formatKeyPath(path)} ${message}` });
}

function need(ctx: Context, entry: KeyPath, name: string): void {
  const key = formatKeyPath(entry);
  const found = ctx.missing.get(key);
  if (found) found.names.push(name);
  else ctx.missing.set(key, { path: entry, names: [name] });
}

/** `{name}` replaced by the input's variables (their value, default, or the environment variable of that name). */
function substitute(ctx: Context, text: string, variables: Record<string, Input> | undefined, entry: KeyPath): string {
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g, (whole, name: string) => {
    const v = variables?.[name];
    const value = v?.value ?? ctx.env[name] ?? v?.default;
    if (value !== undefined) return value;
    need(ctx, entry, name);
    return whole;
  });
}

/** A value the file may fix (`value`) or leave to the user: then the environment variable `name`, else its default. */
function resolve(ctx: Context, input: Input, name: string | undefined, entry: KeyPath): string | undefined {
  if (input.value !== undefined) return substitute(ctx, input.value, input.variables, entry);
  const fromEnv = name !== undefined ? ctx.env[name] : undefined;
  if (fromEnv !== undefined) return fromEnv;
  if (input.default !== undefined) return input.default;
  if (input.isRequired) need(ctx, entry, name ?? '(a value)');
  return undefined;
}

/** The command-line words of the registry's arguments: positional values and `--flag=value` (or a bare flag). */
function argumentWords(ctx: Context, list: Argument[] | undefined, path: KeyPath): string[] {
  const out: string[] = [];
  (list ?? []).forEach((arg, i) => {
    const at: KeyPath = [...path, i];
    if (arg.type === 'positional') {
      const value = arg.value !== undefined ? substitute(ctx, arg.value, arg.variables, at) : ((arg.valueHint !== undefined ? ctx.env[arg.valueHint] : undefined) ?? arg.default);
      if (value !== undefined) out.push(value);
      else if (arg.isRequired) need(ctx, at, arg.valueHint ?? '(a positional value)');
      return;
    }
    const value = resolve(ctx, { ...arg, isRequired: false }, undefined, at);
    if (value !== undefined) out.push(`${arg.name}=${value}`);
    else if (arg.isRequired && arg.value === undefined && arg.default === undefined) need(ctx, at, `${arg.name} (a value for it)`);
    else out.push(arg.name!);
  });
  return out;
}

/** An id the config accepts (SERVER_ID_PATTERN), unique in the file. */
function serverId(base: string, taken: Set<string>): string {
  const clean =
    base
      .replace(/[^A-Za-z0-9_.-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .toLowerCase() || 'server';
  let id = clean;
  for (let n = 2; taken.has(id); n++) id = `${clean}-${n}`;
  taken.add(id);
  return id;
}

const DEFAULT_REGISTRY: Record<string, string> = { npm: 'https://registry.npmjs.org', pypi: 'https://pypi.org', oci: 'https://docker.io' };

/** The package's version: its own, else an OCI reference's tag, else the server's version. */
function packageVersion(pkg: JsonObject, serverVersion: string): { version: string; own: boolean } {
  if (typeof pkg.version === 'string') return { version: pkg.version, own: true };
  if (pkg.registryType === 'oci' && typeof pkg.identifier === 'string') {
    const tag = /:([^/:@]+)(?:@sha256:[a-f0-9]+)?$/.exec(pkg.identifier)?.[1];
    if (tag) return { version: tag, own: true };
  }
  return { version: serverVersion, own: false };
}

function buildPackage(ctx: Context, pkg: JsonObject, i: number, serverVersion: string, id: string): { server: ServerConfig; version: { version: string; own: boolean } } | undefined {
  const at: KeyPath = ['packages', i];
  const type = String(pkg.registryType);
  const identifier = String(pkg.identifier);
  const transport = isObject(pkg.transport) ? String(pkg.transport.type) : 'stdio';
  const hint = typeof pkg.runtimeHint === 'string' ? pkg.runtimeHint : undefined;
  const version = packageVersion(pkg, serverVersion);
  if (transport !== 'stdio') {
    problem(
      ctx,
      [...at, 'transport', 'type'],
      `is ${transport}: the gate launches a package over stdio only; list the running server under remotes, or write a gate config (.github/mcp-contract-gate.yml) that starts it and names its URL`,
    );
    return undefined;
  }
  const expected = { npm: 'npx', pypi: 'uvx', oci: 'docker' }[type];
  if (!expected) {
    problem(ctx, [...at, 'registryType'], `is ${JSON.stringify(type)}: the gate launches npm, pypi and oci packages; write a gate config (.github/mcp-contract-gate.yml) that starts this one`);
    return undefined;
  }
  if (hint !== undefined && hint !== expected) {
    problem(ctx, [...at, 'runtimeHint'], `is ${JSON.stringify(hint)}: the gate launches ${type} packages with ${expected}; remove the hint or write a gate config`);
    return undefined;
  }
  const env: Record<string, string> = {};
  const envNames: string[] = [];
  ((pkg.environmentVariables as KeyValueInput[] | undefined) ?? []).forEach((v, j) => {
    const value = resolve(ctx, v, v.name, [...at, 'environmentVariables', j]);
    if (value === undefined) return;
    env[v.name] = value;
    envNames.push(v.name);
  });
  const runtime = argumentWords(ctx, pkg.runtimeArguments as Argument[] | undefined, [...at, 'runtimeArguments']);
  const args = argumentWords(ctx, pkg.packageArguments as Argument[] | undefined, [...at, 'packageArguments']);
  const base = typeof pkg.registryBaseUrl === 'string' ? pkg.registryBaseUrl.replace(/\/+$/, '') : undefined;
  const custom = base !== undefined && base !== DEFAULT_REGISTRY[type] ? base : undefined;
  let command: string;
  let argv: string[];
  if (type === 'npm') {
    command = 'npx';
    argv = ['-y', ...runtime, `${identifier}@${version.version}`, ...args];
    if (custom) env.npm_config_registry = `${custom}/`;
  } else if (type === 'pypi') {
    command = 'uvx';
    argv = [...(custom ? ['--default-index', `${custom}/simple`] : []), ...runtime, `${identifier}==${version.version}`, ...args];
  } else {
    command = 'docker';
    const tagged = /@sha256:[a-f0-9]+$/.test(identifier) || /:[^/]+$/.test(identifier) ? identifier : `${identifier}:${version.version}`;
    const image = custom && !tagged.startsWith(`${new URL(custom).host}/`) ? `${new URL(custom).host}/${tagged}` : tagged;
    argv = ['run', '-i', '--rm', ...envNames.flatMap((n) => ['-e', n]), ...runtime, image, ...args];
  }
  const server: ServerConfig = {
    id,
    transport: 'stdio',
    command,
    args: argv,
    ...(Object.keys(env).length ? { env } : {}),
    timeoutMs: DEFAULT_TIMEOUT_MS,
    startTimeoutMs: DEFAULT_START_TIMEOUT_MS,
    setupTimeoutMs: DEFAULT_SETUP_TIMEOUT_MS,
    origin: { file: ctx.file, key: formatKeyPath(at), ...lineOf(ctx, at) },
  };
  return { server, version };
}

function lineOf(ctx: Context, path: KeyPath): { line?: number } {
  const line = ctx.lines.line(path);
  return line !== undefined ? { line } : {};
}

function buildRemote(ctx: Context, remote: JsonObject, i: number, id: string): ServerConfig {
  const at: KeyPath = ['remotes', i];
  const url = substitute(ctx, String(remote.url), remote.variables as Record<string, Input> | undefined, [...at, 'url']);
  const headers: Record<string, string> = {};
  ((remote.headers as KeyValueInput[] | undefined) ?? []).forEach((h, j) => {
    const value = resolve(ctx, h, h.name, [...at, 'headers', j]);
    if (value !== undefined) headers[h.name] = value;
  });
  return {
    id,
    transport: remote.type === 'sse' ? 'sse' : 'http',
    url,
    ...(Object.keys(headers).length ? { headers } : {}),
    timeoutMs: DEFAULT_TIMEOUT_MS,
    startTimeoutMs: DEFAULT_START_TIMEOUT_MS,
    setupTimeoutMs: DEFAULT_SETUP_TIMEOUT_MS,
    origin: { file: ctx.file, key: formatKeyPath(at), ...lineOf(ctx, at) },
  };
}

/**
 * The gate config a server.json describes (see the module comment). `only`: build that server alone (the others'
 * variables need not be set). Problems are one ConfigError: schema errors with their key paths, unsupported entries
 * with their fix, and the environment variables the file requires that are not set, all named.
 */
export function serverJsonConfig(data: JsonObject, file: string, lines: SourceLines, env: Env, only?: string): GateConfig {
  const schemaErrors = schemaProblems(registryValidator(), data, [], lines);
  if (schemaErrors.length)
    throw new ConfigError(
      file,
      schemaErrors.map((p) => ({ ...p, message: `${p.message} (the MCP Registry's server.json schema, ${SERVER_JSON_SCHEMA_URL})` })),
    );
  const ctx: Context = { file, lines, env, problems: [], missing: new Map() };
  const config = defaultConfig();
  const serverVersion = String(data.version);
  const source: ServerJsonSource = { file, name: String(data.name), version: serverVersion, packages: [] };
  const taken = new Set<string>();
  const packages = (data.packages as JsonObject[] | undefined) ?? [];
  const remotes = (data.remotes as JsonObject[] | undefined) ?? [];
  packages.forEach((pkg, i) => {
    const id = serverId(`${String(pkg.registryType)}-${String(pkg.identifier).replace(/^@/, '')}`, taken);
    if (only !== undefined && only !== id) return;
    const built = buildPackage(ctx, pkg, i, serverVersion, id);
    if (!built) return;
    config.servers.push(built.server);
    if (built.version.own) source.packages.push({ server: id, key: formatKeyPath(['packages', i]), identifier: String(pkg.identifier), version: built.version.version });
  });
  remotes.forEach((remote, i) => {
    let host = 'remote';
    try {
      host = `remote-${new URL(String(remote.url).replace(/\{[^}]*\}/g, 'x')).host}`;
    } catch {
      // a URL template the URL parser rejects: the id stays `remote`
    }
    const id = serverId(host, taken);
    if (only !== undefined && only !== id) return;
    config.servers.push(buildRemote(ctx, remote, i, id));
  });
  if (!packages.length && !remotes.length)
    ctx.problems.push({ key: '', line: 1, message: 'lists no packages and no remotes: there is no server to gate (add one, or write a gate config such as .github/mcp-contract-gate.yml)' });
  for (const [key, { path, names }] of ctx.missing) {
    ctx.problems.push({
      key,
      line: lines.line(path),
      message: `${key} needs ${names.join(', ')}, which ${names.length === 1 ? 'is' : 'are'} required and not set: set ${names.length === 1 ? 'it' : 'them'} in the environment the gate runs in (in a workflow, \`env: ${names[0]}: \${{ secrets.${names[0]} }}\`)`,
    });
  }
  if (ctx.problems.length) throw new ConfigError(file, ctx.problems);
  config.serverJson = source;
  return config;
}

/** The names of the values a server.json reads from the environment (secrets, as far as publishing goes). */
export function serverJsonEnvNames(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isServerJson(data)) return [];
  const names = new Set<string>();
  const inputs = (list: unknown) => (Array.isArray(list) ? list.filter(isObject) : []);
  const visit = (input: JsonObject, name: unknown) => {
    if (typeof name === 'string') names.add(name);
    if (isObject(input.variables)) for (const v of Object.keys(input.variables)) names.add(v);
  };
  for (const pkg of inputs(data.packages)) {
    for (const v of inputs(pkg.environmentVariables)) visit(v, v.name);
    for (const a of [...inputs(pkg.packageArguments), ...inputs(pkg.runtimeArguments)]) visit(a, a.valueHint);
  }
  for (const r of inputs(data.remotes)) {
    for (const h of inputs(r.headers)) visit(h, h.name);
    if (isObject(r.variables)) for (const v of Object.keys(r.variables)) names.add(v);
  }
  return [...names].sort();
}

/**
 * The config path to read: `path`, or server.json when `path` is the default gate config, it does not exist, and the
 * folder has a server.json (a repository that publishes its server and has no gate config is gated from it).
 */
export function configOrServerJson(rootDir: string, path: string): string {
  if (path.replace(/^\.\//, '') !== DEFAULT_CONFIG_PATH || existsSync(join(rootDir, path))) return path;
  return existsSync(join(rootDir, SERVER_JSON)) ? SERVER_JSON : path;
}
