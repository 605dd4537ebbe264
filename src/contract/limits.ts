/**
 * Limits on what one server may list. A tool past them is reported as invalid (one finding for that tool), never a
 * crash of the whole run. One definition each: the diff, the lockfile and snapshot validation read them from here.
 */

/** How deeply a tool's JSON (its schemas included) may nest. Real tools stay under 20; 5,000 overflowed the stack. */
export const MAX_SCHEMA_DEPTH = 256;
