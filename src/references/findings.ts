import type { Finding } from '../policy/types.js';
import { REFERENCE_RULES, type ReferenceMeta } from '../policy/reference-rules.js';
import type { ReferenceFinding } from './match.js';
import type { ToolReference } from './types.js';

/** A reference finding's data (`Change.data`): where the reference is, and what a suggestion writes there. */
export type ReferenceData = ReferenceMeta<ToolReference>;

/** Whether a finding is one of the reference rules (its data is ReferenceData). */
export function isReferenceFinding(f: { rule: string }): boolean {
  return Object.hasOwn(REFERENCE_RULES, f.rule);
}

/**
 * The findings of matched references, for the judge to weigh with the policy like any other (`policy.rules`,
 * `policy.ignore`, `fail-on`): a broken or renamed reference in a structured file or in code follows from the
 * contract change, so it blocks as that change does (until approved); prose and unlisted references are advisory,
 * never blocking. In the order of the matches (by file, line and column).
 */
export function referenceFindings(matched: readonly ReferenceFinding[]): Finding[] {
  return matched.map((m) => {
    const r = m.reference;
    const data: ReferenceData = {
      reference: r,
      server: m.server,
      new: m.new,
      ...(m.newName !== undefined ? { newName: m.newName } : {}),
      ...(m.replacement !== undefined ? { replacement: m.replacement } : {}),
    };
    const change = REFERENCE_RULES[m.rule].make({ entity: 'tool', tool: m.tool, path: '', pointer: '' }, r.text, m.replacement ?? null, data);
    return {
      ...change,
      server: m.server,
      ...(r.kind === 'prose' ? { reason: `${change.reason.replace(/\.$/, '')} (prose: for review, never blocking).` } : {}),
      ...(m.blocking ? {} : { advisory: true as const }),
      blocking: false,
    };
  });
}
