import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from '../policy/types.js';
import type { ReferenceData } from '../references/findings.js';
import { suggestionsFor, type Rename } from '../references/rewrite.js';
import { codeSpan, markerComment } from '../report/escape.js';
import type { ReviewCommentRecord } from '../publish/github.js';
import type { GitHubCalls } from './github-port.js';

/** What the review needs of the use case's GitHubPort (./github-port.ts): reads and writes that never throw. */
interface ReviewPort {
  api: Pick<GitHubCalls, 'createReview' | 'deleteReviewComment' | 'listReviews' | 'pullFiles' | 'reviewComments' | 'updateReview' | 'updateReviewComment'>;
  readOnly: boolean;
  read<T>(what: string, fn: () => Promise<T>): Promise<T | undefined>;
  write<T>(what: string, fn: () => Promise<T>): Promise<T | undefined>;
}

/** One suggested change: a review comment on a line of the head (`path` from the repository root). */
export interface ReviewSuggestion {
  path: string;
  line: number;
  body: string;
}

/** The hidden first line of the gate's review: which review is this job's (with the token's own login). */
export function reviewMarker(marker: string): string {
  return markerComment(`${marker}/review`);
}

/**
 * The head's line numbers a review comment may sit on (GitHub's rule: a line of the diff, RIGHT side: added or
 * context lines of a hunk), from a file's `patch` as `GET …/pulls/{n}/files` gives it.
 */
export function commentableLines(patch: string): Set<number> {
  const out = new Set<number>();
  let line = 0;
  let inHunk = false;
  for (const l of patch.split('\n')) {
    const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(l);
    if (h) {
      line = Number(h[1]);
      inHunk = true;
    } else if (!inHunk || l.startsWith('\\')) continue;
    else if (l.startsWith('-')) continue;
    else if (l.startsWith('+') || l.startsWith(' ')) out.add(line++);
  }
  return out;
}

/**
 * The suggested changes for the `reference-renamed` findings: one per line of the head's checkout (every rename on it
 * applied; `suggestionsFor`), on the lines the pull request's diff holds (`commentable`, by repository path). The
 * others cannot take a review comment on GitHub: they are counted in `outside` (the sticky comment lists them all).
 */
export function reviewSuggestions(
  rootDir: string,
  repoPrefix: string,
  findings: readonly Finding[],
  commentable: ReadonlyMap<string, ReadonlySet<number>>,
  o: { skip?: (f: ReferenceData) => boolean; secret?: (text: string) => boolean } = {},
): { suggestions: ReviewSuggestion[]; outside: number; left: number } {
  const byFile = new Map<string, Array<Rename & { server: string }>>();
  for (const f of findings) {
    if (f.rule !== 'reference-renamed') continue;
    const data = f.data as ReferenceData;
    if (data.newName === undefined || !data.reference.span || o.skip?.(data)) continue;
    byFile.set(data.reference.file, [...(byFile.get(data.reference.file) ?? []), { reference: data.reference, newName: data.newName, server: f.server ?? '' }]);
  }
  const suggestions: ReviewSuggestion[] = [];
  let outside = 0;
  let left = 0;
  for (const [file, renames] of [...byFile.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    let text: string;
    try {
      text = readFileSync(join(rootDir, file), 'utf8');
    } catch {
      continue;
    }
    const path = [repoPrefix, file].filter(Boolean).join('/').replace(/^\.\//, '');
    const lines = commentable.get(path);
    for (const s of suggestionsFor(text, renames)) {
      if (!lines?.has(s.line)) {
        outside++;
        continue;
      }
      // a line holding a secret the run knows is never posted (scrubbed, it would no longer apply); past the cap, counted
      if (o.secret?.(s.newLine) || suggestions.length >= MAX_SUGGESTIONS) {
        left++;
        continue;
      }
      const on = renames.filter((r) => r.reference.line === s.line);
      const why = on.map((r) => `${codeSpan(r.reference.text)} names ${codeSpan(r.reference.tool ?? '')}, which server ${codeSpan(r.server)} renamed to ${codeSpan(r.newName)}.`).join('\n');
      suggestions.push({ path, line: s.line, body: `${why}\n\n${s.body}` });
    }
  }
  return { suggestions, outside, left };
}

/** The most suggested changes one review carries (the rest are counted in its body; the sticky comment lists all). */
const MAX_SUGGESTIONS = 50;

function reviewBody(marker: string, headSha: string, count: number, outside: number, left: number): string {
  const head = headSha.slice(0, 7);
  const held = left
    ? `\n\n${left} more suggested change${left === 1 ? ' is' : 's are'} not posted (a line holding a secret, or past ${MAX_SUGGESTIONS} in one review): the gate's comment lists every reference.`
    : '';
  const more = outside
    ? `\n\n${outside} more line${outside === 1 ? '' : 's'} naming a renamed tool lie${outside === 1 ? 's' : ''} outside this pull request's diff, where GitHub takes no suggestion: the gate's comment lists every reference, and once the rename is approved the re-pin commit rewrites the structured ones.`
    : '';
  const what = count
    ? `**mcp-contract-gate**: ${count} suggested change${count === 1 ? '' : 's'} for references to renamed MCP tools (head ${head}). Applying them renames the references; the contract change itself still needs its approval.`
    : `**mcp-contract-gate**: no suggested changes left at head ${head}; the references to renamed tools in this pull request's diff are up to date.`;
  return `${reviewMarker(marker)}\n${what}${more}${held}`;
}

/**
 * The gate's one review on the pull request, with a suggested change per renamed reference at its line: posted once,
 * then updated on later pushes. A submitted review's comments cannot be replaced as a set, nor a COMMENT review
 * dismissed or deleted, so: when every suggestion sits on a line the current review still has a live comment on, the
 * comments are edited in place and the others deleted (the review stays the one); otherwise a new review is posted
 * and the old one retired (its comments deleted, its body replaced by a line without the marker). No review when there
 * is nothing to suggest and none was posted; on a fork or a read-only token nothing is written (the sticky comment
 * and the check carry the findings). Failures are the session's problems, never the run's.
 */
export async function publishReview(p: {
  gh: ReviewPort;
  pr: { number: number; headSha: string; fork: boolean };
  identity: string;
  marker: string;
  rootDir: string;
  repoPrefix: string;
  findings: readonly Finding[];
  skip?: (f: ReferenceData) => boolean;
  /** Whether a text holds a secret the run knows (the scrubber's `contains`). */
  secret?: (text: string) => boolean;
}): Promise<void> {
  const { gh, pr } = p;
  if (pr.fork || gh.readOnly) return;
  const renamed = p.findings.some((f) => f.rule === 'reference-renamed');
  const reviews = await gh.read('reading the pull request reviews', () => gh.api.listReviews(pr.number));
  if (!reviews) return;
  const line = reviewMarker(p.marker);
  const mine = reviews.filter((r) => r.author.toLowerCase() === p.identity.toLowerCase() && r.body.startsWith(`${line}\n`));
  const current = mine.at(-1);
  // two runs that raced may each have posted one: only the newest stays current
  const retire = async (id: number, comments?: readonly ReviewCommentRecord[]) => {
    const list = comments ?? (await gh.read('reading the review comments', () => gh.api.reviewComments(pr.number, id))) ?? [];
    for (const c of list) await gh.write('deleting a suggested change of an earlier review', () => gh.api.deleteReviewComment(c.id));
    await gh.write('retiring an earlier review', () => gh.api.updateReview(pr.number, id, `**mcp-contract-gate**: superseded by a newer review (head ${pr.headSha.slice(0, 7)}).`));
  };
  for (const r of mine.slice(0, -1)) await retire(r.id);
  if (!current && !renamed) return;
  let suggestions: ReviewSuggestion[] = [];
  let outside = 0;
  let left = 0;
  if (renamed) {
    const files = await gh.read('reading the pull request files', () => gh.api.pullFiles(pr.number));
    if (!files) return;
    const commentable = new Map(files.map((f) => [f.path, f.patch === undefined ? new Set<number>() : commentableLines(f.patch)]));
    ({ suggestions, outside, left } = reviewSuggestions(p.rootDir, p.repoPrefix, p.findings, commentable, { ...(p.skip ? { skip: p.skip } : {}), ...(p.secret ? { secret: p.secret } : {}) }));
  }
  if (!current && suggestions.length === 0) return;
  const body = reviewBody(p.marker, pr.headSha, suggestions.length, outside, left);
  const key = (c: { path: string; line: number | null }) => `${c.path}:${c.line}`;
  const old: ReviewCommentRecord[] | undefined = current ? await gh.read('reading the review comments', () => gh.api.reviewComments(pr.number, current.id)) : [];
  if (old === undefined) return;
  const live = new Map(old.filter((c) => c.line !== null).map((c) => [key(c), c]));
  if (current && suggestions.every((s) => live.has(key(s)))) {
    const kept = new Set<number>();
    for (const s of suggestions) {
      const c = live.get(key(s))!;
      kept.add(c.id);
      if (c.body !== s.body) await gh.write('updating a suggested change', () => gh.api.updateReviewComment(c.id, s.body));
    }
    for (const c of old) if (!kept.has(c.id)) await gh.write('deleting a suggested change', () => gh.api.deleteReviewComment(c.id));
    if (current.body !== body) await gh.write('updating the review', () => gh.api.updateReview(pr.number, current.id, body));
    return;
  }
  const id = await gh.write('posting the review with suggested changes', () => gh.api.createReview(pr.number, { commitId: pr.headSha, body, comments: suggestions }));
  if (id !== undefined && current) await retire(current.id, old);
}
