// Every file of the integration tier starts with the real child_process and net functions, whatever a unit file that
// ran before it in the same worker left behind (see unit-setup.mjs).
import { originals, restoreOriginals } from './guarded.mjs';

originals(); // kept here when this worker runs no unit file first
restoreOriginals();
