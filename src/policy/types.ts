import type { Change, SeveritySummary } from '../diff/types.js';
import type { Severity } from '../model/severity.js';

/** Something the policy did to a finding, with the config entry that caused it. */
export interface PolicyEffect {
  kind: 'severity-override' | 'ignored' | 'ignore-expired' | 'forbidden-tool' | 'new-destructive-tool' | 'listed-for-review' | 'approved' | 'sunset' | 'security-flag' | 'new-tool-limit';
  message: string;
  /** Where the entry lives, e.g. `.github/mcp-contract-gate.yml: policy.ignore[0]`. */
  source?: string;
}

export interface Finding extends Change {
  /** Blocks the merge unless approved. */
  blocking: boolean;
  /** The severity before per-rule overrides, when an override applied. */
  originalSeverity?: Severity;
  effects?: PolicyEffect[];
}

export interface ServerFailure {
  server: string;
  side: 'base' | 'head';
  message: string;
  exitCode?: number | null;
  stderr?: string;
  timedOut?: boolean;
}

export interface Evaluation {
  findings: Finding[];
  summary: SeveritySummary;
  blocking: number;
  failures: ServerFailure[];
  /** Plain-text notes for the report (expired ignores, version advice, …). */
  notes: string[];
}
