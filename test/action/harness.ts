import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { discoverAll } from '../../src/discovery/index.js';
import { loadConfig } from '../../src/config/index.js';
import { buildPullRequestEvent, createTestRepo, prepareRunner, startGitHubStandIn, type GitHubStandIn, type RunnerEnv, type TestRepo } from '../support/github/index.js';
import { annotationsOf, runActionInProcess, type StepResult } from '../support/action-inprocess.js';
import { DIST, FIXTURES, ROOT } from '../support/paths.js';

export const OWNER = 'octo-org';
export const REPO = 'tools';
export const LABEL = 'mcp-contract-approved';
export const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
export const PROFILES = join(FIXTURES, 'servers', 'profiles');

export interface SnippetJob {
  name: string;
  /** The token's permissions in this job (the job's own, else the workflow's). */
  permissions: Record<string, string>;
  /** The gate step's inputs, as written (expressions left as they are). */
  inputs: Record<string, string>;
  matrix?: Record<string, unknown[]>;
}

/**
 * A named workflow snippet of the documentation (`<!-- workflow:NAME:start -->` in README.md or a docs/ page, exactly
 * once): each YAML document is a workflow with its events and jobs.
 */
export function docSnippet(name: string): Array<{ name: string; on: Record<string, { types?: string[]; workflows?: string[] } | null>; jobs: SnippetJob[] }> {
  const pattern = new RegExp(`<!-- workflow:${name}:start -->\\s*\`\`\`yaml\\n([\\s\\S]*?)\`\`\`\\s*<!-- workflow:${name}:end -->`, 'g');
  const pages = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  const found = pages.flatMap((page) => [...readFileSync(join(ROOT, page), 'utf8').matchAll(pattern)].map((m) => ({ page, yaml: m[1] as string })));
  if (found.length !== 1) throw new Error(`the workflow snippet ${name} must appear once in README.md and docs/, found ${found.length === 0 ? 'none' : found.map((f) => f.page).join(', ')}`);
  return parseAllDocuments(found[0]!.yaml).map((doc) => {
    const wf = doc.toJS() as {
      name: string;
      on: Record<string, { types?: string[] } | null>;
      permissions?: Record<string, string>;
      jobs: Record<string, { permissions?: Record<string, string>; strategy?: { matrix?: Record<string, unknown[]> }; steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
    };
    const jobs = Object.entries(wf.jobs).map(([jobName, j]) => {
      const gate = j.steps.find((st) => st.uses?.includes('mcp-contract-gate@'));
      return {
        name: jobName,
        permissions: j.permissions ?? wf.permissions ?? {},
        inputs: Object.fromEntries(Object.entries(gate?.with ?? {}).map(([k, v]) => [k, String(v)])),
        ...(j.strategy?.matrix ? { matrix: j.strategy.matrix } : {}),
      };
    });
    return { name: wf.name, on: wf.on, jobs };
  });
}

/** The stand-in token's permissions for a job's `permissions:` block (what GITHUB_TOKEN gets there). */
export function tokenPermissionsFor(p: Record<string, string>): {
  contents: 'none' | 'read' | 'write';
  issues: 'none' | 'read' | 'write';
  pull_requests: 'none' | 'read' | 'write';
  checks: 'none' | 'read' | 'write';
} {
  const level = (k: string) => (p[k] === 'write' || p[k] === 'read' ? p[k] : 'none') as 'none' | 'read' | 'write';
  return { contents: level('contents'), issues: level('issues'), pull_requests: level('pull-requests'), checks: level('checks') };
}

/** The workflow snippet in the README: its events, permissions and the gate step's inputs. */
export function readmeWorkflow(): { on: Record<string, { types?: string[] }>; permissions: Record<string, string>; inputs: Record<string, string> } {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /<!-- workflow:start[^>]*-->\s*```yaml\n([\s\S]*?)```\s*<!-- workflow:end -->/.exec(readme);
  if (!block) throw new Error('README has no workflow snippet between workflow:start and workflow:end');
  const wf = parse(block[1] as string);
  const steps = Object.values(wf.jobs as Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>).flatMap((j) => j.steps);
  const gate = steps.find((s) => s.uses?.includes('mcp-contract-gate@'));
  if (!gate) throw new Error('README workflow has no mcp-contract-gate step');
  const inputs = Object.fromEntries(Object.entries(gate.with ?? {}).map(([k, v]) => [k, String(v)]));
  return { on: wf.on, permissions: wf.permissions, inputs };
}

/** The config the test repositories carry: the scenario fixture server serving `server/tools.json`. */
export function configYaml(extra = ''): string {
  return `servers:\n  - id: reviews\n    command: node\n    args: [${JSON.stringify(SERVER)}, --profile, server/tools.json]\n    source: [server/]\n${extra}`;
}

export function profile(name: string): string {
  return readFileSync(join(PROFILES, name), 'utf8');
}

/**
 * Pin what the fixture server serves for `tools` (the lockfile a repository would have committed). The lockfile is a
 * function of its inputs (deterministic output), so a suite that pins the same profile for many scenarios launches the
 * server once per distinct (tools, config) and reuses the text.
 */
const pins = new Map<string, Promise<string>>();
export function pinned(tools: string, extraConfig = ''): Promise<string> {
  const key = JSON.stringify([tools, extraConfig]);
  let pin = pins.get(key);
  if (!pin) {
    pin = pinFresh(tools, extraConfig);
    pin.catch(() => pins.delete(key));
    pins.set(key, pin);
  }
  return pin;
}

async function pinFresh(tools: string, extraConfig: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'mcg-pin-'));
  try {
    mkdirSync(join(dir, 'server'));
    writeFileSync(join(dir, 'server', 'tools.json'), tools);
    writeFileSync(join(dir, 'gate.yml'), configYaml(extraConfig));
    const config = loadConfig(join(dir, 'gate.yml'), { env: {} });
    const set = await discoverAll(config.servers, { rootDir: dir, env: {} });
    return serializeLockfile(buildLockfile(set));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Scenario {
  remote: TestRepo;
  base: string;
  head: string;
}

/** A repository whose base carries `baseTools` (and its lockfile unless `lock: false`) and whose `feature` branch carries `headTools`. */
export async function scenario(
  baseTools: string,
  headTools: string,
  o: { lock?: boolean; headExtra?: Record<string, string>; configExtra?: string; baseExtra?: Record<string, string> } = {},
): Promise<Scenario> {
  const files: Record<string, string> = { '.github/mcp-contract-gate.yml': configYaml(o.configExtra), 'server/tools.json': baseTools, 'README.md': '# tools\n', ...(o.baseExtra ?? {}) };
  if (o.lock !== false) files['mcp-contracts.lock.json'] = await pinned(baseTools, o.configExtra);
  const remote = await createTestRepo({ files });
  const base = await remote.head('main');
  const head = await remote.commit('feature', { 'server/tools.json': headTools, ...(o.headExtra ?? {}) }, 'Change the tools', { from: base });
  return { remote, base, head };
}

/**
 * The GitHub stand-in for a scenario: pull request #7 from @alice (feature → main, or from a fork), with @maint a
 * maintainer, @alice a writer and @tri a triager.
 */
export async function pullRequestStandIn(s: Scenario, o: { fork?: boolean } = {}): Promise<GitHubStandIn> {
  const gh = await startGitHubStandIn({ owner: OWNER, repo: REPO, repoDir: s.remote.dir });
  gh.addPullRequest({ number: 7, headRef: 'feature', headSha: s.head, baseRef: 'main', baseSha: s.base, author: 'alice', ...(o.fork ? { fork: true } : {}) });
  gh.setPermission('maint', 'maintain');
  gh.setPermission('tri', 'triage');
  gh.setPermission('alice', 'write');
  return gh;
}

/** A step's result (exit code, log, outputs, job summary, annotations) and the files it wrote. */
export interface ActionResult extends StepResult {
  /** The discovery result's text, when the run wrote one (mode discover): what upload-artifact would take. */
  result?: string;
  /** The JSON report and the SARIF file the run wrote (read before the runner's temp folder goes). */
  report?: string;
  sarif?: string;
}

/** Run the action on a pull request's event (or `eventName`/`payload`) against the stand-in, in this process or spawned (runStep). */
export async function runAction(
  gh: GitHubStandIn,
  s: Scenario,
  o: {
    action: 'opened' | 'synchronize' | 'reopened' | 'labeled' | 'unlabeled';
    headSha?: string;
    number?: number;
    author?: string;
    sender?: string;
    label?: string;
    fork?: boolean;
    eventName?: string;
    payload?: Record<string, unknown>;
    inputs?: Record<string, string>;
    /** Check out this commit instead of the head (a publish job checks out the base). */
    checkout?: string;
    /** Files written into the workspace before the run (downloaded artifacts). */
    files?: Record<string, string>;
    /** GITHUB_SHA, when the event's default does not fit (merge_group: the queue's commit). */
    sha?: string;
    /** Use exactly `inputs` (a documented snippet's step), not the single-job snippet's inputs under them. */
    exactInputs?: boolean;
    /** Spawn the bundle (dist/index.js) as a runner does, instead of running the action in this process (runStep). */
    spawn?: boolean;
    /** More of the runner's environment (the Actions cache service: `gh.cache.env()`). */
    env?: Record<string, string>;
  },
): Promise<ActionResult> {
  const headSha = o.headSha ?? s.head;
  const workspace = await s.remote.checkout(o.checkout ?? headSha);
  for (const [path, text] of Object.entries(o.files ?? {})) {
    mkdirSync(dirname(join(workspace, path)), { recursive: true });
    writeFileSync(join(workspace, path), text);
  }
  const payload =
    o.payload ??
    (buildPullRequestEvent(o.action, {
      owner: OWNER,
      repo: REPO,
      number: o.number ?? 7,
      headSha,
      baseSha: s.base,
      headRef: 'feature',
      baseRef: 'main',
      author: o.author ?? 'alice',
      ...(o.sender ? { sender: o.sender } : {}),
      ...(o.label ? { label: o.label } : {}),
      ...(o.fork ? { fork: true } : {}),
    }) as unknown as Record<string, unknown>);
  const wf = readmeWorkflow();
  const runner = prepareRunner({
    eventName: o.eventName ?? 'pull_request',
    payload,
    apiUrl: gh.url,
    graphqlUrl: gh.graphqlUrl,
    workspace,
    inputs: { ...(o.exactInputs ? {} : wf.inputs), 'github-token': gh.token, ...(o.inputs ?? {}) },
    ...(o.sha ? { sha: o.sha } : {}),
    ...(o.env ? { env: o.env } : {}),
  });
  try {
    const step = await runStep(runner, workspace, { spawn: o.spawn ?? false });
    const file = (path: string | undefined) => (path && existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    const files = { result: file(step.outputs.result), report: file(step.outputs.report), sarif: file(step.outputs.sarif) };
    return {
      ...step,
      ...(files.result !== undefined ? { result: files.result } : {}),
      ...(files.report !== undefined ? { report: files.report } : {}),
      ...(files.sarif !== undefined ? { sarif: files.sarif } : {}),
    };
  } finally {
    runner.cleanup();
  }
}

/**
 * One step of the action on a prepared runner, in the workspace: in this process (runActionInProcess: `run()` and
 * `route()` with a recording ActionIO), or, with `spawn`, the bundle (dist/index.js) as a child process with the real
 * @actions/core, the way a runner does. Both give the same result: the exit code, the log, the outputs, the job
 * summary and the annotations. A handful of tests spawn (one per event kind the README's workflows name, and the
 * attacks that read the action's own process); MCG_TEST_SPAWN_ACTION=1 spawns every run.
 */
export async function runStep(runner: RunnerEnv, workspace: string, o: { spawn?: boolean } = {}): Promise<StepResult> {
  const env = { ...runner.processEnv(), MCP_CONTRACT_GATE_GITHUB_TIMESCALE: '0.001' };
  if (!o.spawn && process.env.MCG_TEST_SPAWN_ACTION !== '1') return runActionInProcess(env, workspace);
  const child = spawn(process.execPath, [join(DIST, 'index.js')], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr, outputs: runner.readOutputs(), summary: runner.readSummary(), annotations: annotationsOf(stdout) };
}

/** A tools/list with `n` tools whose descriptions are long (to push the comment past GitHub's size limit). */
export function manyTools(n: number, variant: 'a' | 'b'): string {
  const tools = Array.from({ length: n }, (_, i) => ({
    name: `tool_${String(i).padStart(3, '0')}`,
    description: `${variant === 'a' ? 'Original' : 'Rewritten'} description of tool ${i}. ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(30)}`,
    inputSchema: { type: 'object', properties: { q: { type: 'string', description: `${variant === 'a' ? 'query' : 'search terms'} ${'x'.repeat(500)}` } }, required: variant === 'a' ? [] : ['q'] },
  }));
  return `${JSON.stringify({ tools }, null, 2)}\n`;
}

export { dirname };
