// Every file of the unit tier (*.unit.test.ts) runs with this: a 10 s default per test, so a hang fails fast, and no
// child process, socket or git (git is a child process). A test that needs one belongs in the integration tier: name
// its file NAME.test.ts (docs/development.md). A worker runs files of both tiers, so the patches are undone after the
// file, and the integration tier's setup (integration-setup.mjs) puts the real functions back before each of its files
// whatever happened (a unit file that failed to load runs no afterAll).
import { afterAll, jest } from '@jest/globals';
import { GUARDED, originals, restoreOriginals } from './guarded.mjs';

jest.setTimeout(10_000);

const refuse = (what) => () => {
  throw new Error(`the unit tier allows no ${what}: move this test to a file named NAME.test.ts (the integration tier)`);
};
originals(); // the real functions, kept once per worker before anything is patched
for (const { target, key, what } of GUARDED()) target[key] = refuse(what);

afterAll(() => restoreOriginals());
