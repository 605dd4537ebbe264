import { MAX_COMMENT_LENGTH } from '../report/markdown.js';
import type { Permission } from '../policy/approval.js';
import type { Octokit } from './client.js';

export interface Repo {
  owner: string;
  repo: string;
}

export interface IssueComment {
  id: number;
  body: string;
  author: string;
  updatedAt: string;
}

export interface LabelEvent {
  label: string;
  actor: string;
  at: string;
  event: 'labeled' | 'unlabeled';
  /** The GitHub App the event was performed through (its slug), when GitHub says so. */
  app?: string;
  /** The actor is a Bot account (`type: Bot`, or a `[bot]` login). */
  bot?: boolean;
}

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  /** On one line only (GitHub's rule): the columns the annotation covers (a reference's entry). */
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  raw_details?: string;
}

/** A pull-request review as the gate reads it back (its own, found by the hidden marker in its body). */
export interface ReviewRecord {
  id: number;
  author: string;
  body: string;
  state: string;
}

/** A review comment: `line` is null when the comment is outdated (its line is no longer in the head's diff). */
export interface ReviewCommentRecord {
  id: number;
  path: string;
  line: number | null;
  body: string;
}

/** A check run as the approval check reads it. */
export interface CheckRunRecord {
  id: number;
  headSha: string;
  status: string;
  completedAt: string | null;
  externalId: string;
  /** The GitHub App that wrote it (`github-actions` for GITHUB_TOKEN). */
  app: string;
}

export interface CheckOutput {
  title: string;
  summary: string;
  text?: string;
}

/** GitHub's limits that the action designs around. */
export const LIMITS = { annotationsPerRequest: 50, checkSummary: 65_535, checkText: 65_535, commentBody: MAX_COMMENT_LENGTH, releaseBody: 125_000 } as const;

/** The few GitHub operations the action needs, over REST and GraphQL. All I/O with GitHub goes through here. */
export class GitHubApi {
  constructor(
    readonly octokit: Octokit,
    readonly repo: Repo,
    readonly graphqlUrl: string,
  ) {}

  /** The token's own login (GraphQL `viewer` works for installation tokens; `GET /user` for personal tokens). */
  async viewerLogin(): Promise<string | undefined> {
    try {
      const data = await this.graphql<{ viewer: { login: string } }>('query { viewer { login } }', {});
      if (data.viewer?.login) return data.viewer.login;
    } catch {
      /* fall through */
    }
    try {
      const { data } = await this.octokit.rest.users.getAuthenticated();
      return data.login;
    } catch {
      return undefined;
    }
  }

  async listComments(issue: number): Promise<IssueComment[]> {
    const items = await this.octokit.paginate(this.octokit.rest.issues.listComments, { ...this.repo, issue_number: issue, per_page: 100 });
    return items.map((c) => ({ id: c.id, body: c.body ?? '', author: c.user?.login ?? '', updatedAt: c.updated_at }));
  }

  async createComment(issue: number, body: string): Promise<number> {
    const { data } = await this.octokit.rest.issues.createComment({ ...this.repo, issue_number: issue, body });
    return data.id;
  }

  async updateComment(id: number, body: string): Promise<void> {
    await this.octokit.rest.issues.updateComment({ ...this.repo, comment_id: id, body });
  }

  async labelEvents(issue: number): Promise<LabelEvent[]> {
    const events = await this.octokit.paginate(this.octokit.rest.issues.listEvents, { ...this.repo, issue_number: issue, per_page: 100 });
    const out: LabelEvent[] = [];
    type Event = { event: string; label?: { name: string }; actor?: { login: string; type?: string } | null; created_at: string; performed_via_github_app?: { slug?: string; name?: string } | null };
    for (const e of events as Event[]) {
      if ((e.event === 'labeled' || e.event === 'unlabeled') && e.label && e.actor) {
        const app = e.performed_via_github_app ? (e.performed_via_github_app.slug ?? e.performed_via_github_app.name ?? 'unknown app') : undefined;
        const bot = e.actor.type === 'Bot' || /\[bot\]$/i.test(e.actor.login);
        out.push({ label: e.label.name, actor: e.actor.login, at: e.created_at, event: e.event, ...(app ? { app } : {}), ...(bot ? { bot } : {}) });
      }
    }
    return out;
  }

  async listLabels(issue: number): Promise<string[]> {
    const labels = await this.octokit.paginate(this.octokit.rest.issues.listLabelsOnIssue, { ...this.repo, issue_number: issue, per_page: 100 });
    return labels.map((l) => l.name);
  }

  /** The user's role on the repository (`role_name`, which tells maintain and triage apart), or undefined for non-collaborators. */
  async permission(login: string): Promise<Permission | undefined> {
    try {
      const { data } = await this.octokit.rest.repos.getCollaboratorPermissionLevel({ ...this.repo, username: login });
      const role = (data as { role_name?: string }).role_name ?? data.permission;
      return (['admin', 'maintain', 'write', 'triage', 'read', 'none'] as const).find((p) => p === role) ?? 'none';
    } catch (err) {
      if ((err as { status?: number }).status === 404) return 'none';
      throw err;
    }
  }

  async removeLabel(issue: number, label: string): Promise<void> {
    try {
      await this.octokit.rest.issues.removeLabel({ ...this.repo, issue_number: issue, name: label });
    } catch (err) {
      if ((err as { status?: number }).status !== 404) throw err;
    }
  }

  /** Create an in-progress check run; returns its id and the GitHub App that owns it (the gate's own identity for checks). */
  async createCheckRun(name: string, headSha: string, detailsUrl?: string): Promise<{ id: number; app?: string }> {
    const { data } = await this.octokit.rest.checks.create({ ...this.repo, name, head_sha: headSha, status: 'in_progress', ...(detailsUrl ? { details_url: detailsUrl } : {}) });
    return { id: data.id, ...(data.app?.slug ? { app: data.app.slug } : {}) };
  }

  /** A pull request as GitHub has it now (the publish job's source of truth for its head, base and author). */
  async pullRequest(n: number): Promise<{ number: number; author: string; headSha: string; headRef: string; baseSha: string; baseRef: string; labels: string[]; fork: boolean; state: string }> {
    const { data } = await this.octokit.rest.pulls.get({ ...this.repo, pull_number: n });
    return {
      number: data.number,
      author: data.user?.login ?? '',
      headSha: data.head.sha,
      headRef: data.head.ref,
      baseSha: data.base.sha,
      baseRef: data.base.ref,
      labels: data.labels.map((l) => l.name ?? '').filter(Boolean),
      fork: Boolean(data.head.repo && data.head.repo.full_name !== data.base.repo.full_name),
      state: data.state,
    };
  }

  /** A file's text at a commit, or undefined when it is not there (read, never run: the publish job's view of the head). */
  async fileAt(path: string, ref: string): Promise<string | undefined> {
    try {
      const { data } = await this.octokit.rest.repos.getContent({ ...this.repo, path, ref, mediaType: { format: 'raw' } });
      // The raw media type comes back as text or as bytes, depending on the Content-Type GitHub sends with it.
      if (typeof data === 'string') return data;
      if ((data as unknown) instanceof ArrayBuffer || ArrayBuffer.isView(data)) return Buffer.from(data as unknown as ArrayBuffer).toString('utf8');
      return Buffer.from((data as { content?: string }).content ?? '', 'base64').toString('utf8');
    } catch (err) {
      if ((err as { status?: number }).status === 404) return undefined;
      throw err;
    }
  }

  /** The GitHub release of a tag (its id and notes), or undefined when the tag has none yet. */
  async releaseByTag(tag: string): Promise<{ id: number; body: string } | undefined> {
    try {
      const { data } = await this.octokit.rest.repos.getReleaseByTag({ ...this.repo, tag });
      return { id: data.id, body: data.body ?? '' };
    } catch (err) {
      if ((err as { status?: number }).status === 404) return undefined;
      throw err;
    }
  }

  /** Replace a release's notes. */
  async updateReleaseNotes(id: number, body: string): Promise<void> {
    await this.octokit.rest.repos.updateRelease({ ...this.repo, release_id: id, body });
  }

  /** Create the release of a tag with these notes (published, as a pushed tag's release would be). */
  async createRelease(tag: string, body: string): Promise<number> {
    const { data } = await this.octokit.rest.repos.createRelease({ ...this.repo, tag_name: tag, name: tag, body });
    return data.id;
  }

  /** The pull request's commits, oldest first (GitHub lists at most 250). */
  async pullCommitShas(pr: number): Promise<string[]> {
    const commits = await this.octokit.paginate(this.octokit.rest.pulls.listCommits, { ...this.repo, pull_number: pr, per_page: 100 });
    return commits.map((c) => c.sha);
  }

  /** Every check run with this name on a commit (all of them, not only the latest), newest first. */
  async checkRunsOn(sha: string, name: string): Promise<CheckRunRecord[]> {
    const runs = await this.octokit.paginate(this.octokit.rest.checks.listForRef, { ...this.repo, ref: sha, check_name: name, filter: 'all', per_page: 100 });
    return runs.map((r) => ({ id: r.id, headSha: r.head_sha, status: r.status, completedAt: r.completed_at ?? null, externalId: r.external_id ?? '', app: r.app?.slug ?? '' }));
  }

  /**
   * Complete a check run: annotations go 50 per request, one request after another (GitHub appends them), and the
   * last request sets the conclusion.
   */
  async completeCheckRun(id: number, conclusion: 'success' | 'failure' | 'neutral', output: CheckOutput, annotations: CheckAnnotation[], externalId?: string): Promise<void> {
    const batches: CheckAnnotation[][] = [];
    for (let i = 0; i < annotations.length; i += LIMITS.annotationsPerRequest) batches.push(annotations.slice(i, i + LIMITS.annotationsPerRequest));
    if (batches.length === 0) batches.push([]);
    for (let i = 0; i < batches.length; i++) {
      const last = i === batches.length - 1;
      const out = { ...output, ...(batches[i]!.length ? { annotations: batches[i] } : {}) };
      await this.octokit.rest.checks.update({
        ...this.repo,
        check_run_id: id,
        output: out,
        ...(last ? { status: 'completed' as const, conclusion, ...(externalId ? { external_id: externalId } : {}) } : {}),
      });
    }
  }

  /** The pull request's files with their patches (GitHub leaves `patch` out for a binary or very large diff). */
  async pullFiles(pr: number): Promise<Array<{ path: string; patch?: string }>> {
    const files = await this.octokit.paginate(this.octokit.rest.pulls.listFiles, { ...this.repo, pull_number: pr, per_page: 100 });
    return files.map((f) => ({ path: f.filename, ...(f.patch !== undefined ? { patch: f.patch } : {}) }));
  }

  /** The pull request's reviews, oldest first. */
  async listReviews(pr: number): Promise<ReviewRecord[]> {
    const reviews = await this.octokit.paginate(this.octokit.rest.pulls.listReviews, { ...this.repo, pull_number: pr, per_page: 100 });
    return reviews.map((r) => ({ id: r.id, author: r.user?.login ?? '', body: r.body ?? '', state: r.state }));
  }

  /** Submit a review (event COMMENT: neither approves nor requests changes) with comments on the head's lines (RIGHT side). */
  async createReview(pr: number, input: { commitId: string; body: string; comments: Array<{ path: string; line: number; body: string }> }): Promise<number> {
    const { data } = await this.octokit.rest.pulls.createReview({
      ...this.repo,
      pull_number: pr,
      commit_id: input.commitId,
      body: input.body,
      event: 'COMMENT',
      comments: input.comments.map((c) => ({ path: c.path, line: c.line, side: 'RIGHT', body: c.body })),
    });
    return data.id;
  }

  /** Replace a review's body (the one thing of a submitted review GitHub lets change). */
  async updateReview(pr: number, id: number, body: string): Promise<void> {
    await this.octokit.rest.pulls.updateReview({ ...this.repo, pull_number: pr, review_id: id, body });
  }

  async reviewComments(pr: number, reviewId: number): Promise<ReviewCommentRecord[]> {
    const comments = await this.octokit.paginate(this.octokit.rest.pulls.listCommentsForReview, { ...this.repo, pull_number: pr, review_id: reviewId, per_page: 100 });
    return comments.map((c) => ({ id: c.id, path: c.path, line: (c as { line?: number | null }).line ?? null, body: c.body }));
  }

  async updateReviewComment(id: number, body: string): Promise<void> {
    await this.octokit.rest.pulls.updateReviewComment({ ...this.repo, comment_id: id, body });
  }

  async deleteReviewComment(id: number): Promise<void> {
    try {
      await this.octokit.rest.pulls.deleteReviewComment({ ...this.repo, comment_id: id });
    } catch (err) {
      if ((err as { status?: number }).status !== 404) throw err;
    }
  }

  /** Commit files to a branch with the GraphQL API; refuses (GitHub's own error) when the branch moved past `expectedHeadOid`. */
  async createCommitOnBranch(input: { branch: string; headline: string; body: string; expectedHeadOid: string; files: Array<{ path: string; contents: string }> }): Promise<string> {
    const mutation = `mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid url } } }`;
    const data = await this.graphql<{ createCommitOnBranch: { commit: { oid: string } } }>(mutation, {
      input: {
        branch: { repositoryNameWithOwner: `${this.repo.owner}/${this.repo.repo}`, branchName: input.branch },
        message: { headline: input.headline, body: input.body },
        expectedHeadOid: input.expectedHeadOid,
        fileChanges: { additions: input.files.map((f) => ({ path: f.path, contents: Buffer.from(f.contents, 'utf8').toString('base64') })) },
      },
    });
    return data.createCommitOnBranch.commit.oid;
  }

  async graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const { data } = await this.octokit.request({ method: 'POST', url: this.graphqlUrl, query, variables } as never);
    const body = data as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors?.length) throw new GraphQLError(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  }
}

export class GraphQLError extends Error {
  override name = 'GraphQLError';
}
