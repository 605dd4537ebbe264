/**
 * The protocol revisions the gate speaks, as plain constants: the config reads them, and it must not load the MCP SDK
 * (its zod schemas cost start-up time) to do so. src/mcp-client/era.ts builds on them; a test pins INITIALIZE_ERA_VERSION to the
 * SDK's LATEST_PROTOCOL_VERSION, so an SDK upgrade that moves it fails the suite instead of drifting.
 */

/** The newest revision of the initialize era (what the v1 SDK proposes in `initialize`: its LATEST_PROTOCOL_VERSION). */
export const INITIALIZE_ERA_VERSION = '2025-11-25';
/** The revision of the discover era the gate speaks. */
export const DISCOVER_ERA_VERSION = '2026-07-28';

/** The config knob `protocol`: negotiate (default), or speak exactly one revision. */
export const PROTOCOL_CHOICES = ['auto', INITIALIZE_ERA_VERSION, DISCOVER_ERA_VERSION] as const;
export type ProtocolChoice = (typeof PROTOCOL_CHOICES)[number];
