import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseConfig } from '../config/index.js';
import type { GateConfig } from '../model/config.js';
import { provenanceSection, resultProvenance } from './provenance.js';
import { InputError } from '../util/errors.js';
import { setOwn } from '../util/json.js';
import { VERSION } from '../version.js';
import type { PullRequestInfo, RunContext } from './event.js';
import type { ActionIO } from './io.js';
import type { Outcome } from './outcome.js';
import type { Gathered } from '../app/gate-refs.js';
import { ANY_ENV, gatherPublished } from '../app/publish-results.js';
import { gatherPullRequest, runPullRequest, shardFilter, type PullRequestRun } from './pull-request.js';
import { sha256Hex } from '../contract/canonical.js';
import { mergeResults, parseResult, RESULT_FILE, RESULT_FORMAT, serializeResult, type DiscoveryResult } from './result.js';
import { readUtf8 } from '../util/text-file.js';
import { withPackageCache } from './package-cache.js';

/**
 * mode: discover. Runs the pull request's servers (its code) for the shard the `servers` input selects and writes a
 * discovery result for the publish job. Needs no write token and writes nothing to GitHub.
 */
export async function runDiscover(o: { io: ActionIO; ctx: RunContext; run: Omit<PullRequestRun, 'gh' | 'identity'>; configText: string }): Promise<Outcome> {
  const { io, ctx, run } = o;
  const inShard = shardFilter(run.inputs.servers);
  const shard = run.config.servers.map((s) => s.id).filter(inShard);
  if (shard.length === 0) throw new InputError(`input "servers" (${run.inputs.servers.join(', ')}) selects none of the configured servers: ${run.config.servers.map((s) => s.id).join(', ')}`);
  const servers = run.config.servers.filter((s) => inShard(s.id));
  const cache = { io, enabled: run.inputs.cache, eventName: ctx.eventName, servers, rootDir: run.rootDir };
  const g = await withPackageCache(cache, () => gatherPullRequest(run as PullRequestRun, inShard));
  const result: DiscoveryResult = {
    format: RESULT_FORMAT,
    toolVersion: VERSION,
    pullRequest: run.pr.number,
    baseSha: run.pr.baseSha,
    headSha: run.pr.headSha,
    config: { path: run.inputs.config, sha256: sha256Hex(o.configText) },
    shard: { servers: shard, of: run.config.servers.map((s) => s.id) },
    baselineFrom: g.sides.baselineFrom,
    after: g.sides.after,
    ...(g.probes ? { probes: { head: g.probes.head, ...(g.probes.base ? { base: g.probes.base } : {}) } } : {}),
    notes: g.sides.notes,
  };
  const dir = ctx.runnerTemp || join(ctx.workspace, '.mcp-contract-gate');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, RESULT_FILE);
  // Scrubbed at the source: this job knows the secret values (its environment), the publish job does not. A server's
  // contracts lose those values only: credential-*shaped* text in a tool's description is the server's own text, pinned
  // as listed (as the single job pins it; the publish job hides it wherever it shows it). Its errors lose both.
  const scrubbed = run.scrubber.scrubDeep(result);
  for (const [id, snap] of Object.entries(result.after.servers)) {
    const { error, warnings, ...contracts } = snap;
    setOwn(scrubbed.after.servers, id, {
      ...run.scrubber.scrubDeep(contracts, { shapes: false }),
      ...(error ? { error: run.scrubber.scrubDeep(error) } : {}),
      ...(warnings ? { warnings: run.scrubber.scrubDeep(warnings) } : {}),
    });
  }
  writeFileSync(file, serializeResult(scrubbed));
  io.setOutput('result', file);
  const lines = shard.map((id) => {
    const snap = g.sides.after.servers[id];
    return `- \`${id}\`: ${snap?.error ? 'could not be read (the publish job reports it)' : `${snap?.tools.length ?? 0} tools`}`;
  });
  await io.summary(
    `### MCP contract gate: discovery for pull request #${run.pr.number} at ${run.pr.headSha.slice(0, 7)}\n\n${lines.join('\n')}\n\nThe publish job judges and reports these results.\n`,
  );
  io.info(`discovery result for ${shard.length} server${shard.length === 1 ? '' : 's'} written to ${file}`);
  return { decision: 'pass', exitCode: 0 };
}

/** One discovery result as read from disk, named relative to the results folder. */
export interface ReadResult {
  file: string;
  result: DiscoveryResult;
}

/** Every discovery result under the `results` input (a file, or a folder searched recursively), sorted by file. */
export function readResults(rootDir: string, results: string): ReadResult[] {
  const root = resolve(rootDir, results);
  return resultFiles(root).map((file) => ({ file: relative(root, file) || file, result: parseResult(readUtf8(file), file) }));
}

/** Every `*.json` file under `path` (a file, or a folder searched recursively), sorted. */
function resultFiles(path: string): string[] {
  let st;
  try {
    st = statSync(path);
  } catch {
    throw new InputError(`no discovery results at ${path}: download the discover jobs' artifacts there (actions/download-artifact with merge-multiple or a pattern), or set the results input`);
  }
  if (st.isFile()) return [path];
  const out: string[] = [];
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.json')) out.push(join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name));
  }
  return out.sort();
}

/**
 * mode: publish. Never runs pull-request code: the head config and probe cases are read from GitHub at the head
 * commit, the baseline lockfile and the policy from the base commit in the local clone, the servers' contracts from
 * the discovery results, which must belong to the pull request's current head and cover every server exactly once.
 */
export async function runPublish(run: Omit<PullRequestRun, 'config'> & { headConfigPath: string; read?: ReadResult[] }): Promise<Outcome> {
  const { io, gh, pr, inputs } = run;
  const headText = await gh.api.fileAt(run.headConfigPath, pr.headSha);
  if (headText === undefined) throw new InputError(`the gate config ${run.headConfigPath} is not in the head commit ${pr.headSha.slice(0, 7)}`);
  const head: GateConfig = parseConfig(headText, inputs.config, { env: ANY_ENV });
  const full: PullRequestRun = { ...run, config: head };
  // Inside the check run: a result that cannot be published fails the check with the reason, on the current head.
  const gather = async (): Promise<Gathered> => {
    const results = run.read ?? readResults(run.rootDir, inputs.results);
    const merged = mergeResults(results, { pullRequest: pr.number, headSha: pr.headSha, baseSha: pr.baseSha, configSha256: sha256Hex(headText), servers: head.servers.map((s) => s.id) });
    io.info(`publishing ${results.length} discovery result${results.length === 1 ? '' : 's'} for ${head.servers.length} server${head.servers.length === 1 ? '' : 's'}`);
    return gatherPublished({
      rootDir: run.rootDir,
      configPath: inputs.config,
      lockfile: inputs.lockfile,
      pr,
      head,
      headFile: (path) => gh.api.fileAt([run.repoPrefix, path].filter(Boolean).join('/'), pr.headSha),
      results: merged,
      env: io.env,
      provenance: provenanceSection(
        resultProvenance(run.ctx, pr, io.env),
        results.map((r) => ({ file: r.file, servers: r.result.shard.servers })),
      ),
    });
  };
  return runPullRequest(full, gather);
}

/** The pull request a workflow_run publishes: named by the results, checked against GitHub and the triggering run. */
export async function pullRequestForWorkflowRun(o: { ctx: RunContext; read: ReadResult[]; api: { pullRequest(n: number): Promise<PullRequestInfo & { state: string }> } }): Promise<PullRequestInfo> {
  const wr = o.ctx.payload.workflow_run as { head_sha?: string; event?: string } | undefined;
  if (!wr?.head_sha) throw new InputError('the workflow_run payload has no head_sha');
  const numbers = [...new Set(o.read.map((r) => r.result.pullRequest))];
  if (numbers.length !== 1) throw new InputError(`the discovery results name ${numbers.length === 0 ? 'no' : 'several'} pull requests (${numbers.join(', ')}); a publish run handles exactly one`);
  const pr = await o.api.pullRequest(numbers[0]!);
  if (pr.state !== 'open') throw new InputError(`pull request #${pr.number} is ${pr.state}: nothing to publish`);
  if (pr.headSha !== wr.head_sha)
    throw new InputError(
      `the triggering run discovered ${wr.head_sha.slice(0, 7)}, but pull request #${pr.number} is now at ${pr.headSha.slice(0, 7)}: the newer push has its own run, which publishes it`,
    );
  return pr;
}
