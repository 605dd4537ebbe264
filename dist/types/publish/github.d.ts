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
export declare const LIMITS: {
    readonly annotationsPerRequest: 50;
    readonly checkSummary: 65535;
    readonly checkText: 65535;
    readonly commentBody: 65536;
};
/** The few GitHub operations the action needs, over REST and GraphQL. All I/O with GitHub goes through here. */
export declare class GitHubApi {
    readonly octokit: Octokit;
    readonly repo: Repo;
    readonly graphqlUrl: string;
    constructor(octokit: Octokit, repo: Repo, graphqlUrl: string);
    /** The token's own login (GraphQL `viewer` works for installation tokens; `GET /user` for personal tokens). */
    viewerLogin(): Promise<string | undefined>;
    listComments(issue: number): Promise<IssueComment[]>;
    createComment(issue: number, body: string): Promise<number>;
    updateComment(id: number, body: string): Promise<void>;
    labelEvents(issue: number): Promise<LabelEvent[]>;
    listLabels(issue: number): Promise<string[]>;
    /** The user's role on the repository (`role_name`, which tells maintain and triage apart), or undefined for non-collaborators. */
    permission(login: string): Promise<Permission | undefined>;
    removeLabel(issue: number, label: string): Promise<void>;
    createCheckRun(name: string, headSha: string, detailsUrl?: string): Promise<number>;
    /**
     * Complete a check run: annotations go 50 per request, one request after another (GitHub appends them), and the
     * last request sets the conclusion.
     */
    completeCheckRun(id: number, conclusion: 'success' | 'failure' | 'neutral', output: CheckOutput, annotations: CheckAnnotation[]): Promise<void>;
    /** Commit files to a branch with the GraphQL API; refuses (GitHub's own error) when the branch moved past `expectedHeadOid`. */
    createCommitOnBranch(input: {
        branch: string;
        headline: string;
        body: string;
        expectedHeadOid: string;
        files: Array<{
            path: string;
            contents: string;
        }>;
    }): Promise<string>;
    graphql<T>(query: string, variables: Record<string, unknown>): Promise<T>;
}
export declare class GraphQLError extends Error {
    name: string;
}
