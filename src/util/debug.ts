import { Scrubber, secretValuesFromEnv } from './secrets.js';

/** The variable that turns on the verbose log (what the gate decided quietly: dropped late answers, …). */
export const DEBUG_ENV = 'MCP_CONTRACT_GATE_DEBUG';

/**
 * One line on stderr when the verbose log is on (`MCP_CONTRACT_GATE_DEBUG=1`); nothing otherwise. It is written
 * beside the run's scrubbed outputs, so it is scrubbed here: the environment's credentials, the secrets obtained at
 * run time (OAuth tokens) and credential shapes.
 */
export function debugLog(env: Record<string, string | undefined>, text: string): void {
  const on = env[DEBUG_ENV];
  if (on && on !== '0' && on !== 'false') process.stderr.write(`mcp-contract-gate debug: ${new Scrubber(secretValuesFromEnv(env)).scrub(text).replace(/[\r\n]+/g, ' ')}\n`);
}
