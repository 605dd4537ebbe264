export const VERSION = '0.1.0';

/** How a command or path names the gate: what tells the gate's proxy from any other program in a client config. */
export const GATE_NAME = /mcp-contract-gate/;
