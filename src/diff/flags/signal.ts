import type { FlagConfidence } from '../types.js';
import { gated } from './literals.js';
import type { OtherServersTools } from './tool-names.js';

/**
 * A signal family: one kind of text aimed at the model rather than describing the tool. Each family is one module
 * (`src/diff/flags/<family>.ts`) with its id, usual confidence, a label for the message, the reason it exists, and a
 * fixture (`__fixtures__/flags/<family>.json`) of poisoned text that must fire and real benign text that must not.
 */
export interface Signal {
  /** Stable family id (reports and the JSON output carry it). */
  family: string;
  /** The usual confidence: `high` blocks by default (policy.block-flags), `review` is shown for a reviewer. */
  confidence: FlagConfidence;
  /** How the message names what was found: "the tool description newly contains <label>". */
  label: string;
  /** Why a tool description has no business saying this (for the reference and the next person to edit it). */
  rationale: string;
  /** The pattern can span sentences (a tag pair, an HTML comment): also judged on the added text as one. */
  spans?: boolean;
  /**
   * Look at one sentence the change adds. Return the hit (with a lower confidence or a more precise label when the
   * sentence warrants it), or undefined. Pure: no state beyond the arguments.
   */
  detect(sentence: string, ctx: FlagContext): SignalHit | undefined;
}

export interface SignalHit {
  confidence?: FlagConfidence;
  /** Replaces the family label in the message (e.g. naming the sibling tool). */
  label?: string;
}

/** What the gate knows around the text: the tool it belongs to and the names of the tools around it. */
export interface FlagContext {
  /** The tool (or prompt) whose text this is; its own name is no cross-tool reference. */
  self?: string;
  /** Names of the tools of the same server (`self` among them or not: it is skipped). Pass the same array for every text of a server: what is built from it is kept per array. */
  siblings?: readonly string[];
  /**
   * Tools of the other configured servers (shadowing): a list, or the index of every server's tools built once for a
   * run (`diffSnapshots`) with the server whose text this is.
   */
  others?: ReadonlyArray<{ server: string; name: string }> | OtherServersTools;
}

export function defineSignal(s: Signal): Signal {
  return s;
}

/** Split text into the sentences a flag quotes. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One regex test as a detect function (the regex gated by the literals it needs: see literals.ts). */
export function matches(re: RegExp): (sentence: string) => SignalHit | undefined {
  const p = gated(re);
  return (s) => (p.test(s) ? {} : undefined);
}
