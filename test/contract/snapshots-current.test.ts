import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { capture, profileNames, SNAPSHOTS } from '../../scripts/capture-snapshots.mjs';
import { DIST } from '../support/paths.js';

/**
 * The captured snapshots (__fixtures__/snapshots, read by tests whose subject is the judgement) are what the fixture
 * server lists now, read by the gate's discovery now: one profile recaptured with the bundle of this run and compared
 * byte for byte. When this fails, run `node scripts/capture-snapshots.mjs` and commit __fixtures__/snapshots.
 */
test('every profile has its snapshot, and a recaptured one is byte for byte the committed one', () => {
  const committed = readdirSync(SNAPSHOTS)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  expect(committed).toEqual(profileNames());
  // the profile with the most kinds of change (renames, descriptions, enums, outputs) and the one with prompts
  for (const name of ['seed000-t1', 'prompts-server']) expect([name, capture(name, join(DIST, 'cli.js'))]).toEqual([name, readFileSync(join(SNAPSHOTS, `${name}.json`), 'utf8')]);
}, 60_000);
