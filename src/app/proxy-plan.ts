import { dirname, resolve } from 'node:path';
import type { Lockfile, LockServer } from '../contract/lockfile.js';
import { lockfileNeutralContext } from '../contract/neutral-paths.js';
import { expandWorkspaceFolder, interpolate, type Env } from '../config/interpolate.js';
import { launchRecord } from '../config/server-entry.js';
import { launchSpec, serverEnvironment } from '../discovery/launch.js';
import { DEFAULT_ENFORCE, DEFAULT_ENFORCE_BY, type Enforce, type EnforceBy, type GateConfig, type PolicyConfig, type ServerConfig } from '../model/config.js';
import type { LaunchRecord } from '../model/launch.js';
import { launchChangedFindings } from '../policy/launch.js';
import { InputError } from '../util/errors.js';
import { otherServersTools, type CheckerOptions } from './contract-checker.js';

/**
 * What the proxy is asked to serve, before it starts anything: the launch it was given (a config server, `-- COMMAND
 * ARGS…` or `--upstream URL`) as a LaunchRecord, compared with the launch the lockfile pinned for the server by the
 * comparison `check` makes (`server-launch-changed`, policy/launch.ts). A launch other than the pinned one is refused:
 * the proxy would otherwise vouch for a program nobody reviewed because it serves the pinned tools.
 */
export type GivenLaunch = { kind: 'config'; server: ServerConfig } | { kind: 'command'; command: string; args: readonly string[] } | { kind: 'upstream'; url: string; headers: readonly string[] };

/**
 * The given launch as a record comparable with the pinned one. A command line or an URL carries no config entry's
 * `cwd` and `env` names (nor an URL its pinned headers' names): those parts are the pinned record's, so that what is
 * compared is what the proxy was told to run (URL, command, args, the package without its version).
 */
export function givenLaunchRecord(given: GivenLaunch, pinned: LaunchRecord): LaunchRecord | undefined {
  if (given.kind === 'config') return given.server.launch;
  if (given.kind === 'command') {
    const r = launchRecord({ id: '', command: given.command, args: [...given.args] }, 'stdio');
    return { ...r, ...(pinned.cwd !== undefined ? { cwd: pinned.cwd } : {}), ...(pinned.env !== undefined ? { env: pinned.env } : {}) };
  }
  const headers = given.headers.length ? [...given.headers].sort() : pinned.headers;
  return { transport: pinned.transport === 'sse' ? 'sse' : 'http', url: given.url, ...(headers ? { headers } : {}) };
}

/**
 * Why the proxy must not serve `given` for the lockfile's server `id`, naming the pinned launch and the given one; or
 * undefined when they are the same launch, or when the lockfile records no launch for it (pinned before launches
 * were: `check` notes it and does not compare either). A pinned URL written with `${VAR}` is compared as `env` reads it;
 * against a command line or an URL typed out, `${workspaceFolder}` in the pinned command, args and URL is the checkout
 * `workspace` (as discovery starts the server there).
 */
export function launchRefusal(id: string, pinned: LockServer, given: GivenLaunch, env: Env, workspace?: string): string | undefined {
  const recorded = pinned.launch;
  if (!recorded) return undefined;
  let pin = recorded;
  if (given.kind !== 'config' && workspace !== undefined) {
    const expand = (v: string) => expandWorkspaceFolder(v, workspace);
    pin = {
      ...pin,
      ...(pin.command !== undefined ? { command: expand(pin.command) } : {}),
      ...(pin.args !== undefined ? { args: pin.args.map(expand) } : {}),
      ...(pin.url !== undefined ? { url: expand(pin.url) } : {}),
    };
  }
  if (given.kind === 'upstream' && pin.url !== undefined) {
    try {
      pin = { ...pin, url: new URL(interpolate(pin.url, env)).href };
    } catch {
      // not readable as an URL here: compared as written
    }
  }
  const now = givenLaunchRecord(given, pin);
  if (!now) return undefined;
  const { findings } = launchChangedFindings({ servers: { [id]: { tools: [], launch: pin } } }, { servers: { [id]: { tools: [], launch: now } } });
  const f = findings[0];
  if (!f) return undefined;
  return `refused to serve server '${id}': the lockfile pinned the launch ${String(f.before)}, but the proxy was given ${String(f.after)} (${f.rule}: ${f.message})`;
}

/**
 * Set in the environment of the server the proxy starts: a proxy that finds its own server id there was started by
 * the proxy for that same server (a config entry that runs the proxy itself) and stops instead of nesting.
 */
export const PROXY_ENV = 'MCP_CONTRACT_GATE_PROXY';

/** What `proxy` was asked, its flags read (src/cli/commands/proxy.ts); nothing here is looked up yet. */
export interface ProxyRequest {
  /** --server */
  server?: string;
  /** --config, as typed */
  config?: string;
  /** --lockfile, as typed (relative to `cwd`) */
  lockfile?: string;
  /** What follows `--`: a stdio server to start ([] without one). */
  command: readonly string[];
  /** --upstream URL, as typed */
  upstream?: string;
  /** --header, read as name and value */
  headers: Record<string, string>;
  /** --pass-env NAME… */
  passEnv: readonly string[];
  /** Whether --listen was given (the HTTP listener). */
  listen: boolean;
  /** --locked */
  locked: boolean;
  /** --enforce and --enforce-by, read (they win over the config entry's). */
  enforce?: Enforce;
  enforceBy?: EnforceBy;
  /** The proxy's own environment and working folder. */
  env: Env;
  cwd: string;
}

/** What the plan reads through its caller: the config, the lockfile, how to name a path and check an URL. */
export interface ProxySources {
  /** The gate config (--config, else found from the working folder) and its root; `only` is --server. */
  loadConfig(configFlag: string | undefined, only: string | undefined): { config: GateConfig; root: string };
  /** The lockfile at an absolute path, verified as --verify asks; undefined when there is none. */
  readLockfile(path: string): Lockfile | undefined;
  /** A path as the user reads it. */
  display(path: string): string;
  /** The git repository holding `dir`, if any. */
  gitRoot(dir: string): string | undefined;
  /** An http(s) URL, normalized; refused (InputError naming `what`) otherwise. */
  httpUrl(what: string, text: string): string;
}

/** A stdio server to start, as pin and check started it. */
export interface StdioRun {
  command: string;
  args: string[];
  env: Record<string, string | undefined>;
  cwd?: string;
}

/** The whole of what the proxy will do, decided before anything starts. */
export interface ProxyPlan {
  /** The lockfile's server the proxy serves, and its pinned entry. */
  id: string;
  pinned: LockServer;
  lockPath: string;
  lock: Lockfile;
  /** What it launches: a stdio server, or an HTTP server it forwards to (with the config entry whose `auth` signs the proxy in). */
  launch: { kind: 'stdio'; run: StdioRun } | { kind: 'http'; url: string; headers: Record<string, string>; entry?: ServerConfig };
  /** --locked: the stdio server's package is verified against the lockfile before it starts. */
  locked: boolean;
  /** How it enforces: the mode, by what, and the checker's options (policy, the config's servers, the lockfile's others). */
  enforce: Enforce;
  by: EnforceBy;
  checker: CheckerOptions;
}

/**
 * The proxy's plan: which server and lockfile entry, what to launch and how to enforce, from the request and what
 * it names. Pure but for `sources`; refuses (InputError) a request that does not hold together, and a launch other
 * than the pinned one (`launchRefusal`).
 */
export function planProxy(req: ProxyRequest, sources: ProxySources): ProxyPlan {
  const given = req.command.length || req.upstream !== undefined ? givenDirectly(req, sources) : givenByConfig(req, sources);
  if (given.launch.kind === 'http' && !req.listen) throw new InputError('proxy --upstream URL needs --listen PORT (or HOST:PORT): where the client connects');
  const lock = sources.readLockfile(given.lockPath);
  if (!lock) throw new InputError(`no lockfile at ${sources.display(given.lockPath)} (looked in ${dirname(given.lockPath)}): run \`npx mcp-contract-gate pin\` first`);
  const ids = Object.keys(lock.servers);
  const id = req.server ?? (ids.length === 1 ? ids[0] : undefined);
  if (!id || !lock.servers[id]) throw new InputError(`proxy: name the lockfile's server with --server (the lockfile pins ${ids.join(', ') || 'none'})`);
  const pinned = lock.servers[id]!;
  const workspace = given.workspace ?? sources.gitRoot(dirname(given.lockPath)) ?? dirname(given.lockPath);
  const refusal = launchRefusal(id, pinned, given.given, req.env, workspace);
  if (refusal) throw new InputError(`proxy: ${refusal}`);
  let launch = given.launch;
  if (req.server !== undefined && req.command.length && launch.kind === 'stdio') launch = { kind: 'stdio', run: { ...launch.run, env: { ...launch.run.env, [PROXY_ENV]: req.server } } };
  if (req.locked && launch.kind !== 'stdio') throw new InputError('proxy --locked runs a stdio server at its locked package version; an HTTP server runs what its host serves');
  const paths = lockfileNeutralContext(lock, workspace, req.env);
  const checker: CheckerOptions = {
    includeMeta: lock.includeMeta === true,
    by: req.enforceBy ?? given.byFromConfig ?? DEFAULT_ENFORCE_BY,
    others: otherServersTools(lock.servers, id),
    ...(given.policy ? { policy: given.policy } : {}),
    ...(given.servers ? { servers: given.servers } : {}),
    otherServers: Object.fromEntries(Object.entries(lock.servers).filter(([other]) => other !== id)),
    ...(paths ? { paths } : {}),
  };
  return { id, pinned, lockPath: given.lockPath, lock, launch, locked: req.locked, enforce: req.enforce ?? given.enforceFromConfig ?? DEFAULT_ENFORCE, by: checker.by!, checker };
}

/** What the request names before the lockfile is read. */
interface Given {
  given: GivenLaunch;
  launch: ProxyPlan['launch'];
  lockPath: string;
  /** The checkout the pinned servers ran in (where `${workspaceFolder}` points), when a config was read. */
  workspace?: string;
  policy?: PolicyConfig;
  /** The config's servers (their forbidden tools), judged by `--enforce-by policy` as `check` judges them. */
  servers?: ServerConfig[];
  enforceFromConfig?: Enforce;
  byFromConfig?: EnforceBy;
}

/** `-- COMMAND` or `--upstream URL`: the launch from the flags, the lockfile from --lockfile (or the config's). */
function givenDirectly(req: ProxyRequest, sources: ProxySources): Given {
  const what = req.command.length ? '-- COMMAND' : '--upstream URL';
  if (req.lockfile === undefined && req.config === undefined) throw new InputError(`proxy ${what} needs --lockfile F (or --config F to find it)`);
  let out: Omit<Given, 'given' | 'launch'>;
  let entry: ServerConfig | undefined;
  if (req.lockfile !== undefined) out = { lockPath: resolve(req.cwd, req.lockfile) };
  else {
    const { config, root } = sources.loadConfig(req.config, req.server);
    out = { lockPath: resolve(root, config.lockfile), policy: config.policy, servers: config.servers, workspace: root };
    if (req.upstream !== undefined) entry = config.servers.find((s) => s.id === req.server && s.transport !== 'stdio');
  }
  if (req.command.length) {
    // one environment policy for every launch (serverEnvironment), the variables named with --pass-env beside it
    const run: StdioRun = { command: req.command[0]!, args: req.command.slice(1), env: serverEnvironment(passedEnv(req.env, req.passEnv), req.env), cwd: req.cwd };
    return { ...out, given: { kind: 'command', command: run.command, args: run.args }, launch: { kind: 'stdio', run } };
  }
  const url = sources.httpUrl('--upstream', req.upstream!);
  return { ...out, given: { kind: 'upstream', url, headers: Object.keys(req.headers) }, launch: { kind: 'http', url, headers: req.headers, ...(entry ? { entry } : {}) } };
}

/** `--server ID`: the config entry's launch (stdio or http), its enforcement, the lockfile from the config. */
function givenByConfig(req: ProxyRequest, sources: ProxySources): Given {
  if (!req.server) throw new InputError('proxy needs --server ID (a server of the config), -- COMMAND ARGS… to start a server directly, or --upstream URL --listen PORT');
  if (req.env[PROXY_ENV] === req.server)
    throw new InputError(
      `proxy: the server "${req.server}" was started by the proxy for "${req.server}": its config entry runs the proxy itself. Keep the server's own launch spec where the proxy reads it (\`mcp-contract-gate wrap\` does), or use \`proxy -- COMMAND\``,
    );
  const { config, root } = sources.loadConfig(req.config, req.server);
  const server = config.servers.find((s) => s.id === req.server);
  if (!server) {
    const variants = config.servers.filter((s) => s.variant?.of === req.server).map((s) => s.id);
    if (variants.length) throw new InputError(`proxy: the server "${req.server}" is listed under variants: pick the one production runs with --server (${variants.join(', ')})`);
    throw new InputError(`proxy: no server "${req.server}" in the config ${config.file ? sources.display(config.file) : ''}`);
  }
  const out = {
    given: { kind: 'config', server } as const,
    lockPath: req.lockfile !== undefined ? resolve(req.cwd, req.lockfile) : resolve(root, config.lockfile),
    workspace: root,
    policy: config.policy,
    servers: config.servers,
    ...(server.enforce !== undefined ? { enforceFromConfig: server.enforce } : {}),
    ...(server.enforceBy !== undefined ? { byFromConfig: server.enforceBy } : {}),
  };
  if (server.transport === 'http') {
    if (!req.listen) throw new InputError(`proxy: server "${server.id}" is an HTTP server; give --listen PORT and point the client at the URL the proxy prints`);
    const expand = (v: string) => expandWorkspaceFolder(v, root);
    const url = sources.httpUrl(`server "${server.id}" url`, expand(server.url ?? ''));
    const headers = Object.fromEntries(Object.entries(server.headers ?? {}).map(([k, v]) => [k, expand(v)]));
    return { ...out, launch: { kind: 'http', url, headers, entry: server } };
  }
  if (server.transport !== 'stdio' || !server.command)
    throw new InputError(`proxy: server "${server.id}" is a ${server.transport} server; the proxy speaks stdio and Streamable HTTP (transport: http)`);
  // launched as pin and check launched it (one environment policy: see serverEnvironment), so it runs what was pinned
  const spec = launchSpec(server, req.env, root);
  return { ...out, launch: { kind: 'stdio', run: { ...spec, env: { ...spec.env, [PROXY_ENV]: server.id } } } };
}

/**
 * The variables `--pass-env` names, from the proxy's own environment (what the client set for it): `NAME`, or `PREFIX*`
 * for every variable that starts so. Only these reach a `-- COMMAND` server beside the ones every server inherits.
 */
export function passedEnv(env: Record<string, string | undefined>, names: readonly string[]): Record<string, string> {
  for (const name of names) if (!/^[A-Za-z_][A-Za-z0-9_]*\*?$/.test(name)) throw new InputError(`proxy: --pass-env takes a variable name, or a prefix ending in * (found ${JSON.stringify(name)})`);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (names.some((n) => (n.endsWith('*') ? key.startsWith(n.slice(0, -1)) : key === n))) out[key] = value;
  }
  return out;
}
