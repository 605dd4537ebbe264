import type { JsonValue } from '../util/json.js';

import type { Severity } from '../model/severity.js';

/**
 * What a change is about: a tool, a prompt, a resource template (`resource`, named by its name), a static resource
 * (`static-resource`, named by its URI), or the server itself (its instructions): the built-in surfaces' kinds.
 */
export type BuiltInEntity = 'tool' | 'prompt' | 'resource' | 'static-resource' | 'server';

/**
 * A built-in kind, or the kind of a surface registered beside them: every kind's label, noun and suffix in reports
 * come from the registry (src/diff/entities), never from a table keyed by this type.
 */
export type Entity = BuiltInEntity | (string & {});

/** Security flags ride on top of severities. */
export type FlagId =
  | 'destructive-tool-added'
  | 'unannotated-tool-added'
  | 'annotation-regressed'
  | 'instruction-text'
  | 'invisible-unicode'
  | 'forbidden-tool'
  | 'secret-in-header'
  | 'misleading-title'
  | 'confusable-name';

/**
 * How sure a text signal is that the text is aimed at the model rather than describing the tool: `high` blocks by
 * default (policy `block-flags`), `review` is shown for review. Flags that are not text signals carry none.
 */
export type FlagConfidence = 'high' | 'review';

export interface SecurityFlag {
  id: FlagId;
  message: string;
  confidence?: FlagConfidence;
  /** The signal family that fired (alarm, concealment, override, hijack, exfiltration, shell, instruction, hidden, contact). */
  family?: string;
  /** The text that triggered the flag (server-supplied: untrusted, escape before display). */
  evidence?: string;
}

/** One difference between two contracts: plain data, rendered the same way in every format. */
export interface Change {
  /** Stable rule ID from the catalog (API: users put it in ignore entries and severity overrides). */
  rule: string;
  severity: Severity;
  /** Server id; set when the inputs are multi-server. */
  server?: string;
  /** `tool`, `prompt`, `resource` (a resource template) or `server` (its instructions). */
  entity: Entity;
  /** Tool (or prompt) name; the new name after a rename. */
  tool: string;
  /** Parameter path (`limit`, `filter.status`, `items[].id`); empty for tool-level changes. */
  path: string;
  /** JSON Pointer into the (new, else old) contract. */
  pointer: string;
  before: JsonValue | null;
  after: JsonValue | null;
  message: string;
  /** Why this severity: a sentence from the rule. */
  reason: string;
  flags?: SecurityFlag[];
  /**
   * A new tool's text as the model reads it (description, title, parameter texts, enum values), shown for review.
   * Server-supplied: untrusted, escape before display.
   */
  modelText?: string;
  /**
   * The rule's own data for this instance (its `meta`), typed by the rule: read it with `dataOf(rule, change)`. For
   * consumers in code; no report format prints it.
   */
  data?: unknown;
  /**
   * For a breaking schema finding: a concrete value that proves it (docs/accuracy.md), found by the subschema core and
   * confirmed by a validator on both schemas. Server-derived (it may echo patterns and values): escape before display.
   */
  witness?: Witness;
  /** Shown for review, never blocking whatever its severity (a tool reference in prose, a reference to a tool no server lists). */
  advisory?: true;
}

/**
 * A value that passed the old schema and fails the new one: a call that worked and now fails (input schema), or a
 * result the tool may now return that the old output schema ruled out (output schema).
 */
export interface Witness {
  /** The whole call (or result) when `of` is empty; else the value of the parameter at `of`. */
  value: JsonValue;
  /** Empty when `value` is a whole call or result; else the parameter path it is the value of. */
  of: string;
  /** Where the schema that rejects it does so: the parameter path inside the call (or result) and the keyword. */
  rejected: { path: string; keyword: string };
}

export interface SeveritySummary {
  breaking: number;
  silent: number;
  additive: number;
  cosmetic: number;
}
