import { INSTRUCTIONS, INSTRUCTIONS_KEY } from '../../contract/entities/instructions.js';
import type { ServerSnapshot } from '../../contract/types.js';
import { detectPair } from '../hooks.js';
import type { Change } from '../types.js';
import { nounOf, type DiffEntity } from './types.js';

/** The server's own surface is one entry on every side: it is never added or removed (a call says the engine broke). */
function never(): Change {
  throw new Error('the server surface is on both sides of every diff: it cannot be added or removed');
}

/** The server's own surface: its instructions (and its auth), judged by the rules' server hooks. */
export const INSTRUCTIONS_ENTITY: DiffEntity<ServerSnapshot> = {
  ...INSTRUCTIONS,
  noun: nounOf(INSTRUCTIONS.label),
  suffix: ` (${INSTRUCTIONS.label})`,
  site: () => ({ entity: 'server', tool: INSTRUCTIONS_KEY, path: '', pointer: '' }),
  diffPair: (before, after, ctx) => detectPair('server', { before, after, site: INSTRUCTIONS_ENTITY.site(after) }, ctx.push),
  removed: never,
  added: never,
};
