// Every file of the integration tier starts with the real child_process and net functions, whatever a unit file that
// ran before it in the same worker left behind (see unit-setup.mjs).
import { afterAll } from '@jest/globals';
import { rmSync } from 'node:fs';
import { originals, restoreOriginals } from './guarded.mjs';

originals(); // kept here when this worker runs no unit file first
restoreOriginals();

// the scratch folders a file made with tempDir (test/discovery/helpers.ts), once its own afterAll hooks have run
afterAll(() => {
  for (const dir of globalThis.__mcgTempDirs?.splice(0) ?? []) rmSync(dir, { recursive: true, force: true });
});
