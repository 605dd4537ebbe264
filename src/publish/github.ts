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
}

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
  raw_details?: string;
}

export interface CheckOutput {
  title: string;
  summary: string;
  text?: string;
}

/** GitHub's limits that the action designs around. */
export const LIMITS = { annotationsPerRequest: 50, checkSummary: 65_535, checkText: 65_535, commentBody: 65_536 } as const;

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
    for (const e of events as Array<{ event: string; label?: { name: string }; actor?: { login: string } | null; created_at: string }>) {
      if ((e.event === 'labeled' || e.event === 'unlabeled') && e.label && e.actor) out.push({ label: e.label.name, actor: e.actor.login, at: e.created_at, event: e.event });
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

  async createCheckRun(name: string, headSha: string, detailsUrl?: string): Promise<number> {
    const { data } = await this.octokit.rest.checks.create({ ...this.repo, name, head_sha: headSha, status: 'in_progress', ...(detailsUrl ? { details_url: detailsUrl } : {}) });
    return data.id;
  }

  /**
   * Complete a check run: annotations go 50 per request, one request after another (GitHub appends them), and the
   * last request sets the conclusion.
   */
  async completeCheckRun(id: number, conclusion: 'success' | 'failure' | 'neutral', output: CheckOutput, annotations: CheckAnnotation[]): Promise<void> {
    const batches: CheckAnnotation[][] = [];
    for (let i = 0; i < annotations.length; i += LIMITS.annotationsPerRequest) batches.push(annotations.slice(i, i + LIMITS.annotationsPerRequest));
    if (batches.length === 0) batches.push([]);
    for (let i = 0; i < batches.length; i++) {
      const last = i === batches.length - 1;
      const out = { ...output, ...(batches[i]!.length ? { annotations: batches[i] } : {}) };
      await this.octokit.rest.checks.update({ ...this.repo, check_run_id: id, output: out, ...(last ? { status: 'completed' as const, conclusion } : {}) });
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
