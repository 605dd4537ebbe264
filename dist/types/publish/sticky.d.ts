import type { RecordedApproval } from '../policy/approval.js';
import type { GitHubApi, IssueComment } from './github.js';
/** What the gate remembers between runs, inside its own comment (base64 JSON, so nothing in it can close the HTML comment). */
export interface StickyData {
    /** The change set the comment showed (what a reviewer approves by labelling). */
    fingerprint: string;
    approved?: RecordedApproval;
}
/** The marker that identifies this config's comment: workflow, job and optional header (sanitised when rendered). */
export declare function stickyMarker(workflow: string, job: string, header?: string): string;
/** The comment's first line (the report stage renders it; the same function finds it). */
export declare function markerLine(marker: string): string;
export declare function encodeData(data: StickyData): string;
export declare function decodeData(body: string): StickyData | undefined;
/**
 * The gate's comment for this marker: the first comment, across all pages, that starts with the marker AND was written by
 * the token's own identity (anyone can paste a marker into their own comment; only ours count).
 */
export declare function findSticky(api: GitHubApi, issue: number, marker: string, identity: string): Promise<IssueComment | undefined>;
