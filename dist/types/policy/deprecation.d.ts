import type { SnapshotSet } from '../contract/types.js';
import type { Finding } from './types.js';
/**
 * Deprecations: a tool removed after its announced sunset date is an expected removal (additive); one removed before
 * it is breaking (and says so). Deprecated tools at head are listed in the notes.
 */
export declare function applyDeprecations(findings: Finding[], before: SnapshotSet, after: SnapshotSet, today: string): string[];
