import type { DiffResult } from '../diff/engine.js';
import type { SnapshotSet } from '../contract/types.js';
import type { Finding } from './types.js';
type Bump = 'major' | 'minor' | 'patch' | 'none';
/** The bump a set of severities calls for: breaking → major, additive → minor, cosmetic → patch. Silent changes break semantics: major. */
export declare function bumpFor(severities: string[]): Bump;
/**
 * Version discipline (`versioning: semver`): compare serverInfo.version (and a tool's `_meta.version`) at base and head
 * with the changes found. A bump smaller than the changes call for is a finding; the report names the bump needed.
 */
export declare function versionFindings(diff: DiffResult, before: SnapshotSet, after: SnapshotSet): {
    findings: Finding[];
    notes: string[];
};
export {};
