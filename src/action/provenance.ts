import { codeSpan, escapeInline, safeUrl } from '../report/escape.js';
import type { PullRequestInfo, RunContext } from './event.js';

/**
 * Which workflow run produced the discovery results a publish job publishes, for the check's summary. Publish checks
 * where a result came from (this pull request, its head and base, the head config), never what it says: the tool lists
 * come from the pull request's own code. A reviewer reads here which run and which workflow file wrote them.
 */
export interface ResultProvenance {
  runId: string;
  name: string;
  url?: string;
  event: string;
  headBranch: string;
  /** The workflow file (`.github/workflows/…`); absent when the payload does not name it. */
  workflowFile?: string;
  /** Where these facts come from. */
  source: 'workflow_run' | 'this-run';
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

/**
 * From the `workflow_run` payload (a fork's results, published by a trusted workflow), or this run itself (publish as
 * a job after the discover jobs of the same workflow run).
 */
export function resultProvenance(ctx: RunContext, pr: PullRequestInfo, env: Record<string, string | undefined>): ResultProvenance | undefined {
  if (ctx.eventName === 'workflow_run') {
    const wr = ctx.payload.workflow_run as Record<string, unknown> | undefined;
    const workflow = ctx.payload.workflow as Record<string, unknown> | undefined;
    const runId = str(wr?.id);
    if (!wr || !runId) return undefined;
    const file = str(wr.path) ?? str(workflow?.path);
    return {
      runId,
      name: str(wr.name) ?? '(unnamed)',
      // built from the run id, in this repository (a workflow_run event names a run of this repository's workflows)
      url: `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${runId}`,
      event: str(wr.event) ?? '(unknown)',
      headBranch: str(wr.head_branch) ?? '(unknown)',
      ...(file ? { workflowFile: file.replace(/@.*$/, '') } : {}),
      source: 'workflow_run',
    };
  }
  if (!ctx.runId) return undefined;
  // GITHUB_WORKFLOW_REF: owner/repo/.github/workflows/file.yml@refs/…
  const ref = env.GITHUB_WORKFLOW_REF;
  const prefix = `${ctx.owner}/${ctx.repo}/`;
  const file = ref?.startsWith(prefix) ? ref.slice(prefix.length).replace(/@.*$/, '') : undefined;
  return {
    runId: ctx.runId,
    name: ctx.workflow || '(unnamed)',
    url: `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}`,
    event: ctx.eventName,
    headBranch: pr.headRef || '(unknown)',
    ...(file ? { workflowFile: file } : {}),
    source: 'this-run',
  };
}

/** The check summary's section: the run, the workflow file, and each result file with the servers it discovered. */
export function provenanceSection(p: ResultProvenance | undefined, results: ReadonlyArray<{ file: string; servers: string[] }>): string {
  let out = '### Where the results came from\n\n';
  if (p) {
    const url = safeUrl(p.url);
    const run = url ? `[${escapeInline(p.name, 200)} (run ${p.runId})](${url})` : `${escapeInline(p.name, 200)} (run ${p.runId})`;
    out += `Workflow run ${run} · event ${codeSpan(p.event)} · head branch ${codeSpan(p.headBranch)} · workflow file ${p.workflowFile ? codeSpan(p.workflowFile, { max: 300 }) : '*(not named)*'}`;
    out += p.source === 'workflow_run' ? ' (from the `workflow_run` event that started this job).\n\n' : ' (this run: its discover jobs ran before this job).\n\n';
  } else out += 'The run that produced the results is not known.\n\n';
  out += '| Result file | Servers |\n|---|---|\n';
  for (const r of results) out += `| ${codeSpan(r.file, { table: true, max: 300 })} | ${r.servers.map((s) => codeSpan(s, { table: true })).join(', ')} |\n`;
  out +=
    "\nPublish checked that each result is for this pull request, its head and base commits and its config, not what it says: the tool lists were produced by the pull request's own code. The drift monitor after merge and the runtime proxy in `block` mode check what the servers really list.\n";
  return out;
}
