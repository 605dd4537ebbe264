export const VERSION = '0.1.0';

/** The npm package (and command) name. */
export const PACKAGE_NAME = 'mcp-contract-gate';

/** How a command or path names the gate: what tells the gate's proxy from any other program in a client config. */
export const GATE_NAME = new RegExp(PACKAGE_NAME);
