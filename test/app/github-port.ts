import { GitHubSession } from '../../src/action/github-session.js';
import type { ActionIO } from '../../src/action/io.js';
import { createOctokit } from '../../src/publish/client.js';
import { GitHubApi } from '../../src/publish/github.js';
import type { GitHubStandIn } from '../support/github/index.js';

/** An ActionIO that records what the session logs (its warnings are the problems GitHub answered with). */
export interface RecordingIO extends ActionIO {
  warnings: string[];
  infos: string[];
}

/** No inputs set: `readInputs` gives the action's defaults. */
export function recordingIO(env: Record<string, string | undefined> = {}): RecordingIO {
  const warnings: string[] = [];
  const infos: string[] = [];
  return {
    env,
    warnings,
    infos,
    getInput: () => '',
    setOutput: () => undefined,
    info: (m) => void infos.push(m),
    warning: (m) => void warnings.push(m),
    error: (m) => void warnings.push(m),
    notice: () => undefined,
    setFailed: (m) => void warnings.push(m),
    summary: async () => undefined,
    now: () => new Date(),
  };
}

/**
 * The GitHubPort the action hands the use cases (src/action/route.ts `session`): a GitHubSession over GitHubApi over
 * the action's own Octokit (retry and throttling plugins, their waits scaled down as the end-to-end tests do with
 * MCP_CONTRACT_GATE_GITHUB_TIMESCALE), talking HTTP to the stand-in.
 */
export function gitHubSession(gh: GitHubStandIn, io: RecordingIO): GitHubSession {
  const octokit = createOctokit(gh.token, { apiUrl: gh.url, log: (m) => io.info(m), timescale: 0.001 });
  return new GitHubSession(new GitHubApi(octokit, { owner: gh.state.owner, repo: gh.state.repo }, gh.graphqlUrl), io);
}
