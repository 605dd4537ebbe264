import type { Env } from '../config/interpolate.js';
/**
 * The environment a server (and its setup command) runs with: the MCP SDK's minimal default (HOME, LOGNAME, PATH,
 * SHELL, TERM, USER) plus the config's `env`, nothing else. The runner's secrets (GITHUB_TOKEN, INPUT_*, ACTIONS_*)
 * never reach a server unless the config passes them on by name.
 *
 * `from` replaces process.env as the source of the default variables (the SDK's own filter applies).
 */
export declare function serverEnvironment(configEnv: Record<string, string> | undefined, from?: Env): Record<string, string>;
