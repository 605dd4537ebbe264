import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { loadConfigAt, validateRuleIds } from '../config/index.js';
import { DEFAULT_CONFIG_PATH, type GateConfig } from '../config/types.js';
import { ALL_RULE_IDS } from '../policy/rules.js';
import { InputError } from '../util/errors.js';
import type { CliIO } from './io.js';

/** Config files tried, in order, when --config is not given. */
export const CONFIG_CANDIDATES = [DEFAULT_CONFIG_PATH, '.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json'];


/** Load and check the config (rule IDs included); `--timeout` overrides every server's timeout. */
export function loadCliConfig(io: CliIO, configFlag: string | undefined, timeoutFlag?: string): GateConfig {
  let file: string;
  if (configFlag) file = isAbsolute(configFlag) ? configFlag : join(io.cwd, configFlag);
  else {
    const found = CONFIG_CANDIDATES.map((c) => join(io.cwd, c)).find((c) => existsSync(c));
    if (!found) throw new InputError(`no config found: create ${DEFAULT_CONFIG_PATH} (see README "Configuration") or pass --config with an MCP client config such as .mcp.json`);
    file = found;
  }
  const config = loadConfigAt(io.cwd, file, { env: io.env });
  validateRuleIds(config, ALL_RULE_IDS);
  if (timeoutFlag !== undefined) {
    const seconds = Number(timeoutFlag);
    if (!Number.isFinite(seconds) || seconds <= 0) throw new InputError(`--timeout must be a positive number of seconds (got "${timeoutFlag}")`);
    for (const s of config.servers) s.timeoutMs = Math.round(seconds * 1000);
  }
  if (config.servers.length === 0) throw new InputError(`no servers configured in ${file}: add at least one under "servers"`, undefined);
  return config;
}

export function resolveIn(io: CliIO, path: string): string {
  return isAbsolute(path) ? path : join(io.cwd, path);
}
