/**
 * The exit codes of the CLI and the action, one definition. A script or a workflow can tell "the contracts changed"
 * from "the gate could not do its job" (a server that did not answer, GitHub unreachable) and from "the input is
 * wrong": a drift monitor pages someone for the first, retries the second, and fixes its config for the third.
 */
export const EXIT_CODES = {
  /** Nothing blocks (or every blocking change is approved and pinned). */
  pass: 0,
  /** Blocking contract changes: unapproved, or approved but not pinned yet. */
  blocking: 1,
  /** Bad input: a config, lockfile, flag or key that is wrong; the message names the file, key and fix. */
  badInput: 2,
  /** Could not run: a server could not be read, GitHub or git failed, or an unexpected error. Retrying may help. */
  couldNotRun: 3,
} as const;

export type ExitKind = keyof typeof EXIT_CODES;
