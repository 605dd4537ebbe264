import type { GitHubApi, IssueComment } from './github.js';
import { markerComment } from '../report/escape.js';

/**
 * The sticky comment only displays the report: nothing the gate decides is read back from it (its author-editable
 * text is not a record; approvals are read from GitHub's events and the gate's own check runs).
 */

/** The marker that identifies this config's comment: workflow, job and optional header (sanitised when rendered). */
export function stickyMarker(workflow: string, job: string, header = ''): string {
  return [workflow, job, header].filter(Boolean).join('/');
}

/**
 * The gate's comment for this marker: the first comment, across all pages, that starts with the marker AND was written by
 * the token's own identity (anyone can paste a marker into their own comment; only ours count).
 */
export async function findSticky(api: Pick<GitHubApi, 'listComments'>, issue: number, marker: string, identity: string): Promise<IssueComment | undefined> {
  const line = markerComment(marker);
  const comments = await api.listComments(issue);
  return comments.find((c) => c.author.toLowerCase() === identity.toLowerCase() && c.body.startsWith(line));
}
