import { instructionsContract } from '../canonical.js';
import type { CheckedList } from '../tool-list.js';
import type { ServerSnapshot } from '../types.js';
import type { Surface } from './types.js';

/** The name the server's own surface is listed under (its instructions; its auth findings name `auth`). */
export const INSTRUCTIONS_KEY = 'instructions';

const NONE = Object.freeze([]) as readonly never[];

/**
 * The server's own surface (entity id `server`): its `instructions` from the opening result, not a list. It is one
 * entry on every side, the snapshot itself, so it is always paired and never added or removed; the lockfile pins it
 * as one entry (or null) of its own.
 */
export const INSTRUCTIONS: Surface<ServerSnapshot> = {
  kind: 'server',
  label: 'server',
  field: 'instructions',
  key: 'instructions',
  keyOf: () => INSTRUCTIONS_KEY,
  entries: (s): CheckedList<ServerSnapshot> => ({ entries: [s], invalid: NONE, duplicates: NONE, extraCopies: NONE }),
  contract: (s) => instructionsContract(s.instructions ?? ''),
  reportsInvalid: false,
  known: (s) => s.instructionsUnpinned !== true,
  absent: (s) => s.instructions === undefined,
  heading: (key) => (key === INSTRUCTIONS_KEY ? 'Server instructions' : 'The server'),
};
