import type { ContractOptions } from '../canonical.js';
import type { CheckedList } from '../tool-list.js';
import type { ServerSnapshot } from '../types.js';
import type { JsonObject } from '../../util/json.js';

/** How a surface is listed over MCP: the method, the key of the result that holds the entries, and whether it pages. */
export interface ListSpec {
  method: string;
  resultKey: string;
  paginated: boolean;
}

/**
 * One contract surface as the layers up to the lockfile see it: how it is listed, what names an entry (its key), how
 * the entries are checked, what of an entry is the contract (hashed and pinned), and where it sits in a snapshot and
 * in a lockfile. The diff layer adds pairing, diffing and rules on top (src/diff/entities: the registry).
 */
export interface Surface<T = unknown> {
  /** The entity id a change carries (`Change.entity`): API (JSON reports, SARIF fingerprints), never renamed. */
  readonly kind: string;
  /** The noun a reader sees, lower case: `tool`, `prompt`, `resource template`. */
  readonly label: string;
  /** How it is listed; absent for what the opening result carries (the server's instructions). */
  readonly list?: ListSpec;
  /** The snapshot field it is read from (`tools`, `prompts`, `resourceTemplates`, `resources`, `instructions`). */
  readonly field: string;
  /** The entry field that names an entry: `name`, `uri`. */
  readonly key: string;
  keyOf(entry: T): string;
  /** The usable entries of a snapshot (first copy of each key), its invalid entries and duplicated keys. Never throws. */
  entries(snapshot: ServerSnapshot): CheckedList<T>;
  /** What of an entry is contract: the object hashed and pinned. */
  contract(entry: T, options?: ContractOptions): JsonObject;
  /**
   * Where the lockfile pins it (a map keyed by `keyOf`): its field, when the map is written (`non-empty`: only when
   * there are entries; `listed`: whenever the snapshot field is present), and what the map's keys are, as an error
   * reading it says (`prompt name`). Absent: the lockfile pins it its own way (tools, instructions).
   */
  readonly lock?: { readonly field: string; readonly when: 'non-empty' | 'listed'; readonly keyedBy: string };
  /**
   * The snapshot flag a side made from a lockfile pinned before this surface was pinned carries (`skillsUnpinned`):
   * when either side has it, the surface is not diffed (a server rule, `surface-unpinned`, reports what is served).
   */
  readonly unpinned?: string;
  /** Whether invalid entries and duplicated keys of the new side are findings (`tool-invalid`, `tool-duplicated`). */
  readonly reportsInvalid: boolean;
  /**
   * Whether a snapshot says anything of this surface: false for one made from a lockfile pinned before the surface was
   * pinned (then it is not compared for an approval's fingerprint). Absent: always.
   */
  known?(snapshot: ServerSnapshot): boolean;
  /** An entry that stands for nothing listed (the server surface of a server with no instructions): nothing to hash. */
  absent?(entry: T): boolean;
  /** The name an entry is listed under in a heading (`Server instructions`), when not `<Label> <key>`. */
  heading?(key: string): string;
}

/** The value of a snapshot field, whatever the field (a surface added later names a field the type does not list). */
export function fieldOf(snapshot: ServerSnapshot, field: string): unknown {
  return Object.hasOwn(snapshot, field) ? (snapshot as unknown as Record<string, unknown>)[field] : undefined;
}

/** A list field of a snapshot, or undefined when it is absent or not a list. */
export function listOf(snapshot: ServerSnapshot, field: string): readonly unknown[] | undefined {
  const v = fieldOf(snapshot, field);
  return Array.isArray(v) ? v : undefined;
}
