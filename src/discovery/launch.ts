import { resolve } from 'node:path';
import { DEFAULT_INHERITED_ENV_VARS, getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { expandWorkspaceFolder, type Env } from '../config/interpolate.js';
import type { ServerConfig } from '../model/config.js';

/** What starts one stdio server (or its setup command): the command, its arguments, the folder and the environment. */
export interface ServerLaunch {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/**
 * Which environment a server inherits, under the config's `env`:
 * - `defaults` (discovery, its setup commands, the probes): only the MCP SDK's default variables, read from `env`.
 *   The gate runs in CI; the runner's secrets (GITHUB_TOKEN, INPUT_*, ACTIONS_*) must never reach a server.
 * - `all` (the proxy): the whole of `env`. A client starts the proxy in place of the server, with the environment it
 *   gives that server (its own, plus the `env` of the config entry that runs the proxy); the proxy passes it all on,
 *   so the server runs as the client would have run it. Trimming it to the defaults would drop what the client meant
 *   the server to have, and the proxy holds no secrets of its own to protect.
 */
export type Inherit = 'defaults' | 'all';

/**
 * How a server is started, the one definition for discovery, the probes (openSession) and the proxy.
 * `${workspaceFolder}` is the checkout (`rootDir`) in the command, the arguments, `cwd` and the env values; `cwd`
 * resolves in the checkout. `env` is the source of the inherited variables (process.env when undefined).
 */
export function launchSpec(server: ServerConfig, env: Env | undefined, rootDir: string, inherit: Inherit = 'defaults'): ServerLaunch {
  const expand = (s: string) => expandWorkspaceFolder(s, rootDir);
  const configEnv = server.env ? Object.fromEntries(Object.entries(server.env).map(([k, v]) => [k, expand(v)])) : undefined;
  return {
    command: expand(server.command ?? ''),
    args: (server.args ?? []).map(expand),
    cwd: serverFolder(server, rootDir),
    env: inherit === 'all' ? { ...definedOnly(env ?? process.env), ...(configEnv ?? {}) } : serverEnvironment(configEnv, env),
  };
}

/** Where a server runs: its `cwd` (with `${workspaceFolder}`) resolved in the checkout. */
export function serverFolder(server: ServerConfig, rootDir: string): string {
  return resolve(rootDir, expandWorkspaceFolder(server.cwd ?? '.', rootDir));
}

/**
 * The environment a server (and its setup command) runs with: the MCP SDK's minimal default (HOME, LOGNAME, PATH,
 * SHELL, TERM, USER) plus the config's `env`, nothing else. The runner's secrets (GITHUB_TOKEN, INPUT_*, ACTIONS_*)
 * never reach a server unless the config passes them on by name.
 *
 * `from` replaces process.env as the source of the default variables (the SDK's own filter applies).
 */
export function serverEnvironment(configEnv: Record<string, string> | undefined, from?: Env): Record<string, string> {
  const base = from === undefined ? getDefaultEnvironment() : pickDefaults(from);
  return { ...base, ...(configEnv ?? {}) };
}

function pickDefaults(from: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of DEFAULT_INHERITED_ENV_VARS) {
    const value = from[key];
    if (value === undefined || value.startsWith('()')) continue;
    out[key] = value;
  }
  return out;
}

function definedOnly(env: Env): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
