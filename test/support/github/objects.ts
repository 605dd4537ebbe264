/**
 * Builders for the JSON objects GitHub answers with (users, repositories, pull requests, comments, labels, events, check
 * runs, …). Field sets follow the OpenAPI description's schemas; the stand-in validates what it answers against them.
 */
import { createHash } from 'node:crypto';

export type AccountType = 'User' | 'Bot' | 'Organization';
export interface Identity {
  login: string;
  id: number;
  type: AccountType;
}
export type Role = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export interface Urls {
  api: string;
  web: string;
}

/** A stable numeric id for a login (so tests need not invent ids). Bots and well-known accounts keep their real ids. */
export function idFor(login: string): number {
  const known: Record<string, number> = { 'github-actions[bot]': 41898282, 'dependabot[bot]': 49699333, octocat: 583231, github: 9919 };
  if (known[login] !== undefined) return known[login];
  return 1_000_000 + (createHash('sha1').update(login).digest().readUInt32BE(0) % 90_000_000);
}

/** `user('alice')`, `user('ci[bot]')` (→ Bot), or a full identity. */
export function identity(who: string | Identity, type?: AccountType): Identity {
  if (typeof who !== 'string') return who;
  return { login: who, id: idFor(who), type: type ?? (who.endsWith('[bot]') ? 'Bot' : 'User') };
}

export const GITHUB_ACTIONS_BOT: Identity = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

export function nodeId(kind: string, id: number | string): string {
  const prefix: Record<string, string> = {
    User: '04:User',
    Bot: '03:Bot',
    Organization: '012:Organization',
    Repository: '010:Repository',
    PullRequest: '011:PullRequest',
    IssueComment: '012:IssueComment',
    Label: '05:Label',
    CheckRun: '08:CheckRun',
    LabeledEvent: '012:LabeledEvent',
    UnlabeledEvent: '014:UnlabeledEvent',
    App: '03:App',
    CheckSuite: '010:CheckSuite',
  };
  return Buffer.from(`${prefix[kind] ?? kind}${id}`).toString('base64');
}

export function isoSeconds(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A `simple-user`. */
export function simpleUser(u: Urls, who: Identity): Record<string, unknown> {
  const api = `${u.api}/users/${encodeURIComponent(who.login)}`; // GitHub: /users/github-actions%5Bbot%5D
  return {
    login: who.login,
    id: who.id,
    node_id: nodeId(who.type, who.id),
    avatar_url: `https://avatars.githubusercontent.com/${who.type === 'Bot' ? 'in/15368' : `u/${who.id}`}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: who.type === 'Bot' ? `${u.web}/apps/${who.login.replace(/\[bot\]$/, '')}` : `${u.web}/${who.login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: who.type,
    user_view_type: 'public',
    site_admin: false,
  };
}

/** The GitHub Actions app, as `performed_via_github_app` / check run `app` show it for GITHUB_TOKEN writes. */
export function githubActionsApp(u: Urls): Record<string, unknown> {
  return {
    id: 15368,
    slug: 'github-actions',
    client_id: 'Iv1.05c79e9ad1f6bdfa',
    node_id: 'MDM6QXBwMTUzNjg=',
    owner: simpleUser(u, { login: 'github', id: 9919, type: 'Organization' }),
    name: 'GitHub Actions',
    description: 'Automate your workflow from idea to production',
    external_url: 'https://help.github.com/en/actions',
    html_url: `${u.web}/apps/github-actions`,
    created_at: '2018-07-30T09:30:17Z',
    updated_at: '2024-04-10T20:33:16Z',
    permissions: { actions: 'write', checks: 'write', contents: 'write', issues: 'write', metadata: 'read', pull_requests: 'write', statuses: 'write' },
    events: ['check_run', 'check_suite', 'pull_request', 'push', 'workflow_dispatch'],
  };
}

export interface RepoInfo {
  owner: Identity;
  name: string;
  id: number;
  fork: boolean;
  private: boolean;
  defaultBranch: string;
  createdAt: string;
}

/** A `repository` (the shape inside pull request heads/bases); `full` adds the `full-repository` extras. */
export function repository(u: Urls, r: RepoInfo, full = false): Record<string, unknown> {
  const fullName = `${r.owner.login}/${r.name}`;
  const api = `${u.api}/repos/${fullName}`;
  const web = `${u.web}/${fullName}`;
  const host = new URL(u.web).host;
  const obj: Record<string, unknown> = {
    id: r.id,
    node_id: nodeId('Repository', r.id),
    name: r.name,
    full_name: fullName,
    private: r.private,
    owner: simpleUser(u, r.owner),
    html_url: web,
    description: null,
    fork: r.fork,
    url: api,
    archive_url: `${api}/{archive_format}{/ref}`,
    assignees_url: `${api}/assignees{/user}`,
    blobs_url: `${api}/git/blobs{/sha}`,
    branches_url: `${api}/branches{/branch}`,
    collaborators_url: `${api}/collaborators{/collaborator}`,
    comments_url: `${api}/comments{/number}`,
    commits_url: `${api}/commits{/sha}`,
    compare_url: `${api}/compare/{base}...{head}`,
    contents_url: `${api}/contents/{+path}`,
    contributors_url: `${api}/contributors`,
    deployments_url: `${api}/deployments`,
    downloads_url: `${api}/downloads`,
    events_url: `${api}/events`,
    forks_url: `${api}/forks`,
    git_commits_url: `${api}/git/commits{/sha}`,
    git_refs_url: `${api}/git/refs{/sha}`,
    git_tags_url: `${api}/git/tags{/sha}`,
    git_url: `git://${host}/${fullName}.git`,
    issue_comment_url: `${api}/issues/comments{/number}`,
    issue_events_url: `${api}/issues/events{/number}`,
    issues_url: `${api}/issues{/number}`,
    keys_url: `${api}/keys{/key_id}`,
    labels_url: `${api}/labels{/name}`,
    languages_url: `${api}/languages`,
    merges_url: `${api}/merges`,
    milestones_url: `${api}/milestones{/number}`,
    notifications_url: `${api}/notifications{?since,all,participating}`,
    pulls_url: `${api}/pulls{/number}`,
    releases_url: `${api}/releases{/id}`,
    ssh_url: `git@${host}:${fullName}.git`,
    stargazers_url: `${api}/stargazers`,
    statuses_url: `${api}/statuses/{sha}`,
    subscribers_url: `${api}/subscribers`,
    subscription_url: `${api}/subscription`,
    tags_url: `${api}/tags`,
    teams_url: `${api}/teams`,
    trees_url: `${api}/git/trees{/sha}`,
    clone_url: `${web}.git`,
    mirror_url: null,
    hooks_url: `${api}/hooks`,
    svn_url: web,
    homepage: null,
    language: 'TypeScript',
    forks_count: 0,
    stargazers_count: 0,
    watchers_count: 0,
    size: 1,
    default_branch: r.defaultBranch,
    open_issues_count: 1,
    is_template: false,
    topics: [],
    has_issues: true,
    has_projects: true,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: r.private ? 'private' : 'public',
    pushed_at: r.createdAt,
    created_at: r.createdAt,
    updated_at: r.createdAt,
    allow_forking: true,
    web_commit_signoff_required: false,
    license: null,
    forks: 0,
    open_issues: 1,
    watchers: 0,
  };
  if (full) {
    Object.assign(obj, {
      allow_rebase_merge: true,
      allow_squash_merge: true,
      allow_merge_commit: true,
      allow_auto_merge: false,
      delete_branch_on_merge: false,
      allow_update_branch: false,
      use_squash_pr_title_as_default: false,
      network_count: 0,
      subscribers_count: 0,
      ...(r.owner.type === 'Organization' ? { organization: simpleUser(u, r.owner) } : {}),
    });
  }
  return obj;
}

export interface LabelInfo {
  id: number;
  name: string;
  color: string;
  description: string | null;
  default: boolean;
}

export function label(u: Urls, fullName: string, l: LabelInfo): Record<string, unknown> {
  return {
    id: l.id,
    node_id: nodeId('Label', l.id),
    url: `${u.api}/repos/${fullName}/labels/${encodeURIComponent(l.name)}`,
    name: l.name,
    color: l.color,
    default: l.default,
    description: l.description,
  };
}

export function authorAssociation(who: Identity, ownerLogin: string, role: Role | undefined): string {
  if (who.login === ownerLogin) return 'OWNER';
  if (who.type === 'Bot') return 'NONE';
  if (role && role !== 'none' && role !== 'read') return 'COLLABORATOR';
  return 'NONE';
}
