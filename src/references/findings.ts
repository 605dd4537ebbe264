import type { Severity } from '../model/severity.js';
import type { Finding } from '../policy/types.js';
import { REFERENCE_RULES, type ReferenceFinding } from './match.js';
import type { ToolReference } from './types.js';

/** A reference finding's data (`Change.data`): where the reference is, and what a suggestion writes there. */
export interface ReferenceData {
  reference: ToolReference;
  /** reference-renamed: the tool's new name, and the entry as it must now read. */
  newName?: string;
  replacement?: string;
  /** False when the base already held the reference. */
  new: boolean;
}

/** Whether a finding is one of the reference rules (its data is ReferenceData). */
export function isReferenceFinding(f: { rule: string }): boolean {
  return Object.hasOwn(REFERENCE_RULES, f.rule);
}

/**
 * The findings of matched references, as the evaluation holds them: a broken or renamed reference in a structured
 * file or in code blocks when its severity is one the policy fails on (until approved, like the contract change it
 * follows from); prose and unlisted references never block. Sorted by file, line and column.
 */
export function referenceFindings(matched: readonly ReferenceFinding[], failOn: readonly Severity[]): Finding[] {
  return matched.map((m) => {
    const r = m.reference;
    const data: ReferenceData = { reference: r, new: m.new, ...(m.newName !== undefined ? { newName: m.newName } : {}), ...(m.replacement !== undefined ? { replacement: m.replacement } : {}) };
    return {
      rule: m.rule,
      severity: m.severity,
      server: m.server,
      entity: 'tool',
      tool: m.tool,
      path: '',
      pointer: '',
      before: r.text,
      after: m.replacement ?? null,
      message: `${r.file}:${r.line}:${r.column}: ${m.message}`,
      reason: `${REFERENCE_RULES[m.rule].reason}${r.kind === 'prose' ? ' (prose: for review, never blocking)' : ''}`,
      data,
      blocking: m.blocking && failOn.includes(m.severity),
    };
  });
}
