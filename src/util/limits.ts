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

/**
 * The most one message may carry, in bytes: one stdio line, one HTTP body or one SSE event, in either direction.
 * Discovery reads servers under it (a longer stdout line ends the session; a larger response stops being read), and
 * the proxy reads both clients and servers under it (`proxy --max-message-size` sets another for one run). Over it a
 * message is refused with a clear error, never buffered: a V8 string cannot pass ~512 MiB anyway.
 */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/**
 * The longest text (in UTF-8 bytes) of a `ui://` resource or a skill file that a lockfile keeps beside its digest, so a
 * reviewer reads the change; a longer one is pinned by digest and size only.
 */
export const MAX_PINNED_TEXT_BYTES = 64 * 1024;
