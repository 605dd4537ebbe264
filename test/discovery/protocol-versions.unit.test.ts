import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { INITIALIZE_ERA_VERSION } from '../../src/model/protocol.js';

/** The config reads the revisions as plain constants (no SDK load at start-up); the SDK must agree with them. */
test("the initialize era's revision is the SDK's LATEST_PROTOCOL_VERSION", () => {
  expect(INITIALIZE_ERA_VERSION).toBe(LATEST_PROTOCOL_VERSION);
});
