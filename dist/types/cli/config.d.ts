import { type GateConfig } from '../config/types.js';
import type { CliIO } from './io.js';
/** Config files tried, in order, when --config is not given. */
export declare const CONFIG_CANDIDATES: string[];
/** Load and check the config (rule IDs included); `--timeout` overrides every server's timeout. */
export declare function loadCliConfig(io: CliIO, configFlag: string | undefined, timeoutFlag?: string): GateConfig;
export declare function resolveIn(io: CliIO, path: string): string;
