import type { Surface } from '../../contract/entities/types.js';
import type { FlagContext } from '../flags/signal.js';
import type { Site } from '../rule.js';
import type { Change } from '../types.js';

/** What every surface's diff of one server shares: where changes go, and the names text may direct. */
export interface EntityContext {
  push(change: Change): void;
  /** The names of the server's callable entries after (its tools, sorted): the siblings text is judged among. */
  readonly siblings: readonly string[];
  /** Every other configured server's tools (shadowing), as FlagContext has them. */
  readonly others: FlagContext['others'];
  /** The era each side was read in (ServerSnapshot.era: `discover` for MCP 2026-07-28): how a tool's output root reads. */
  readonly eras?: { readonly before?: 'discover'; readonly after?: 'discover' };
}

/** The entries of one surface on both sides, by key, and those present on one side only (sorted by key). */
export interface EntityLists<T> {
  readonly before: ReadonlyMap<string, T>;
  readonly after: ReadonlyMap<string, T>;
  readonly removed: readonly T[];
  readonly added: readonly T[];
}

/**
 * How removed and added entries pair: `renamed` pairs are reported (the surface's `renamed` rule) and then diffed as
 * one entry; `moved` pairs are diffed as one entry and nothing more is said (a resource whose URI changed under the
 * same name). A surface may add what its own hooks need (the tools' look-alike names, rejected renames).
 */
export interface Pairing<T> {
  readonly renamed: ReadonlyArray<readonly [T, T]>;
  readonly moved?: ReadonlyArray<readonly [T, T]>;
}

/**
 * One contract surface, described once: its Surface (listing, key, checks, contract projection, lockfile place) and
 * how the diff reads it. The engine runs one loop over the registry (src/diff/entities/index.ts): the list findings of
 * the new side (when `reportsInvalid`), `diffPair` for each entry kept under its key, `pair` among the removed and
 * added ones, then `renamed` + `diffPair`, `removed` and `added`; `finish` sees the server's whole change list last.
 */
export interface DiffEntity<T = unknown, P extends Pairing<T> = Pairing<T>> extends Surface<T> {
  /** The noun a heading starts with (`Tool`, `Resource template`); the label capitalised. */
  readonly noun: string;
  /** What follows a name in a report's heading (` (prompt)`); empty for tools. */
  readonly suffix: string;
  /** Whether text is judged next to this entry's siblings as its own (`self`): the callable ones (tools). */
  readonly callable?: boolean;
  /** Where an entry's own changes sit: its entity id, its key, empty path and pointer. */
  site(entry: T): Site;
  /** Every difference of an entry kept (under its key, or paired as renamed or moved): its rules' hooks. */
  diffPair(before: T, after: T, ctx: EntityContext): void;
  /** Pairs among the entries on one side only (renames, moves). Absent: none pair. */
  pair?(lists: EntityLists<T>, ctx: EntityContext): P;
  /** The finding of an entry gone. */
  removed(entry: T, ctx: EntityContext): Change;
  /** The finding of a new entry (with its flags). */
  added(entry: T, ctx: EntityContext, pairing: P): Change;
  /** The finding of a renamed entry; required when `pair` returns renames. */
  renamed?(before: T, after: T, ctx: EntityContext, pairing: P): Change;
  /** Once every surface is diffed: amend this surface's changes (flags that need the whole list). */
  finish?(changes: readonly Change[], lists: EntityLists<T>): void;
}

/** The name a heading gives a surface: its label with a capital. */
export function nounOf(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}
