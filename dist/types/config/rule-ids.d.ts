import type { GateConfig } from './types.js';
/**
 * Check the rule IDs a config names (`policy.rules` keys, `policy.ignore[].rule`) against the diff's catalog. The
 * config loader cannot do it (the diff stage owns the IDs); the caller passes them in. An ignore entry's rule may be
 * a glob (`param-*`) that must match at least one ID. Throws a ConfigError with a did-you-mean for each unknown ID.
 */
export declare function validateRuleIds(config: GateConfig, knownIds: readonly string[]): void;
