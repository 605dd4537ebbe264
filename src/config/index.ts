/** Config: the gate's YAML or an MCP client config JSON, validated and interpolated into a GateConfig. */
export { loadConfig, loadConfigAt, parseConfig, type LoadConfigOptions } from './load.js';
export { defaultConfig, defaultPolicy } from './gate-config.js';
export { configSchema, SERVER_ID_PATTERN } from './schema.js';
export { validateRuleIds } from './rule-ids.js';
export { ConfigError, type ConfigProblem } from './errors.js';
export { interpolate, expandWorkspaceFolder, InterpolationError, type Env } from './interpolate.js';
