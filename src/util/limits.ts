/**
 * Limits on what one server may list. A tool past them is reported as invalid (one finding for that tool), never a
 * crash of the whole run. One definition each: the diff, the lockfile, snapshot validation and the JSON writers (util/json)
 * read them from here. They sit in util, the lowest layer, because the JSON writers there need them.
 */

/** How deeply a tool's JSON (its schemas included) may nest. Real tools stay under 20; 5,000 overflowed the stack. */
export const MAX_SCHEMA_DEPTH = 256;

/**
 * How deep any JSON the gate writes (snapshot, lockfile, reports, SARIF, action results) may nest. Past it the value
 * is cut to a marker (`cutDeep`), so writing never overflows the stack. It leaves room for a tool at
 * MAX_SCHEMA_DEPTH inside the deepest envelope a writer puts around it, and a tool cut here is still too deep for a
 * reader (a `tool-invalid` finding, as the original was).
 */
export const MAX_WRITTEN_DEPTH = MAX_SCHEMA_DEPTH + 32;
