import type { RecordedApproval } from '../policy/approval.js';
import type { GitHubApi, IssueComment } from './github.js';
import { markerComment } from '../report/escape.js';

/** What the gate remembers between runs, inside its own comment (base64 JSON, so nothing in it can close the HTML comment). */
export interface StickyData {
  /** The change set the comment showed (what a reviewer approves by labelling). */
  fingerprint: string;
  approved?: RecordedApproval;
}

const DATA_PREFIX = '<!-- mcp-contract-gate-data:';

/** The marker that identifies this config's comment: workflow, job and optional header (sanitised when rendered). */
export function stickyMarker(workflow: string, job: string, header = ''): string {
  return [workflow, job, header].filter(Boolean).join('/');
}

/** The comment's first line (the report stage renders it; the same function finds it). */
export function markerLine(marker: string): string {
  return markerComment(marker);
}

export function encodeData(data: StickyData): string {
  return `${DATA_PREFIX}${Buffer.from(JSON.stringify(data), 'utf8').toString('base64')} -->`;
}

export function decodeData(body: string): StickyData | undefined {
  const start = body.lastIndexOf(DATA_PREFIX);
  if (start < 0) return undefined;
  const end = body.indexOf(' -->', start);
  try {
    const data = JSON.parse(Buffer.from(body.slice(start + DATA_PREFIX.length, end), 'base64').toString('utf8')) as StickyData;
    return typeof data.fingerprint === 'string' ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The gate's comment for this marker: the first comment, across all pages, that starts with the marker AND was written by
 * the token's own identity (anyone can paste a marker into their own comment; only ours count).
 */
export async function findSticky(api: GitHubApi, issue: number, marker: string, identity: string): Promise<IssueComment | undefined> {
  const line = markerLine(marker);
  const comments = await api.listComments(issue);
  return comments.find((c) => c.author.toLowerCase() === identity.toLowerCase() && c.body.startsWith(line));
}
