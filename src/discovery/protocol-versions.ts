// The protocol revisions are shared vocabulary (the config reads them): defined in src/model/protocol.ts.
export { INITIALIZE_ERA_VERSION, DISCOVER_ERA_VERSION, PROTOCOL_CHOICES, DEFAULT_PROTOCOL, type ProtocolChoice } from '../model/protocol.js';
