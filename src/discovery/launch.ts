import { resolve } from 'node:path';
import { DEFAULT_INHERITED_ENV_VARS } from '@modelcontextprotocol/sdk/client/stdio.js';
import { expandWorkspaceFolder, type Env } from '../config/interpolate.js';
import type { ServerConfig } from '../model/config.js';
import { packageRunner } from '../config/launch-spec.js';

/** What starts one stdio server (or its setup command): the command, its arguments, the folder and the environment. */
export interface ServerLaunch {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/**
 * How a server is started, the one definition for discovery, its setup commands, the probes (openSession), the package
 * lookups and the proxy (`proxy --server`), so what the gate pins is what the proxy runs: the same program with the
 * same environment (serverEnvironment). `${workspaceFolder}` is the checkout (`rootDir`) in the command, the
 * arguments, `cwd` and the env values; `cwd` resolves in the checkout. `env` is the source of the inherited variables
 * (process.env when undefined).
 */
export function launchSpec(server: ServerConfig, env: Env | undefined, rootDir: string): ServerLaunch {
  const expand = (s: string) => expandWorkspaceFolder(s, rootDir);
  const configEnv = server.env ? Object.fromEntries(Object.entries(server.env).map(([k, v]) => [k, expand(v)])) : undefined;
  return {
    command: expand(server.command ?? ''),
    args: (server.args ?? []).map(expand),
    cwd: serverFolder(server, rootDir),
    env: serverEnvironment(configEnv, env),
  };
}

/**
 * The start budget of a stdio launch: for one through a package runner (packageRunner: npx, uvx, docker run, …), which
 * may download first, `start-timeout` from spawn to the first output (the download and the start), then `timeout` to
 * answer. A direct launch (`node server.js`) downloads nothing: it has no start budget, and `timeout` runs from spawn,
 * so a server that never speaks is given up on after `timeout`, not after the download allowance.
 */
export function startBudget(server: ServerConfig, launch: { command: string; args: readonly string[] }): number | undefined {
  return packageRunner(launch.command, launch.args) ? server.startTimeoutMs : undefined;
}

/** Where a server runs: its `cwd` (with `${workspaceFolder}`) resolved in the checkout. */
export function serverFolder(server: ServerConfig, rootDir: string): string {
  return resolve(rootDir, expandWorkspaceFolder(server.cwd ?? '.', rootDir));
}

/**
 * The variables a server inherits by name: the MCP SDK's minimal default set (docs/config.md: "The server's environment"), and `TZ`, the
 * job's time zone: no secret, and a server that writes its local zone (the Python time server) then writes the zone the
 * gate replaces by `${timeZone}` (neutral-paths.ts), not the system's.
 */
export const INHERITED_ENV_VARS: readonly string[] = [...DEFAULT_INHERITED_ENV_VARS, 'TZ'];

/**
 * The package managers' own settings, inherited by prefix, so a launch downloads from where the job says (a registry
 * mirror, a cache folder, an index, a Docker host): npm's `npm_config_*` (either case), uv's `UV_*`, pip's `PIP_*`
 * and Docker's `DOCKER_*`.
 */
export const PACKAGE_MANAGER_ENV = /^(?:npm_config_|NPM_CONFIG_|UV_|PIP_|DOCKER_)/;

/**
 * The environment a server (and its setup command, and its package lookup) runs with: the MCP SDK's minimal default
 * (HOME, LOGNAME, PATH, SHELL, TERM, USER) and TZ, the package managers' settings (PACKAGE_MANAGER_ENV), then the config's
 * `env`, nothing else. The runner's secrets (GITHUB_TOKEN, INPUT_*, ACTIONS_*) never reach a server unless the config
 * passes them on by name.
 *
 * `from` replaces process.env as the source of the inherited variables (values that are shell functions are skipped,
 * as the SDK does).
 */
export function serverEnvironment(configEnv: Record<string, string> | undefined, from: Env = process.env): Record<string, string> {
  const base: Record<string, string> = {};
  for (const [key, value] of Object.entries(from)) {
    if (value === undefined || value.startsWith('()')) continue;
    if (INHERITED_ENV_VARS.includes(key) || PACKAGE_MANAGER_ENV.test(key)) base[key] = value;
  }
  return { ...base, ...(configEnv ?? {}) };
}
