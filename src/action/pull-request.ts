import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { GateConfig } from '../config/types.js';
import { buildLockfile, serializeLockfile, type ApprovalRecord } from '../contract/lockfile.js';
import { decideApproval, type ApprovalState } from '../policy/approval.js';
import { changedContracts, changeFingerprint } from '../policy/fingerprint.js';
import { judge } from '../policy/judge.js';
import { applyProbes } from '../policy/probes.js';
import { loadProbes, probeRefs, type ProbeVerdict } from '../probes/index.js';
import type { Evaluation } from '../policy/types.js';
import { checkAnnotations, emitCommandAnnotations } from '../publish/annotations.js';
import type { CheckAnnotation } from '../publish/github.js';
import { ToolLocator } from '../publish/locate.js';
import { decodeData, encodeData, findSticky, stickyMarker, type StickyData } from '../publish/sticky.js';
import { renderMarkdown } from '../report/markdown.js';
import type { ReportInput } from '../report/model.js';
import { discoverSides } from '../discovery/sides.js';
import type { PullRequestInfo, RunContext } from './event.js';
import type { GitHubSession } from './github-session.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import { finish, type Outcome } from './outcome.js';

const COMMENT_LIMIT = 65_536;
const CHECK_LIMIT = 65_535;

export interface PullRequestRun {
  io: ActionIO;
  ctx: RunContext;
  inputs: ActionInputs;
  config: GateConfig;
  rootDir: string;
  /** `working-directory` relative to the repository root ('' at the root). */
  repoPrefix: string;
  lockfile: string;
  pr: PullRequestInfo;
  gh: GitHubSession;
  identity: string;
}

/** The gate on a pull request: discover, judge, approve, re-pin, and report on the PR and its head commit. */
export async function runPullRequest(run: PullRequestRun): Promise<Outcome> {
  const { io, ctx, inputs, config, pr, gh } = run;
  const checkId = await gh.write('creating the check run', () => gh.api.createCheckRun(inputs.checkName, pr.headSha, runUrl(ctx)));

  const sides = await discoverSides({ config, rootDir: run.rootDir, baseSha: pr.baseSha, lockfile: run.lockfile, env: io.env, tmpDir: ctx.runnerTemp || undefined, onEvent: (e) => logDiscovery(io, e) });
  const today = io.now().toISOString().slice(0, 10);
  const { diff, evaluation } = judge({ before: sides.before, after: sides.after, config, today, ...(inputs.failOn ? { failOn: inputs.failOn } : {}) });
  evaluation.notes.unshift(...sides.notes);
  let probes: ProbeVerdict | undefined;
  if (config.probes) {
    const cases = loadProbes(join(run.rootDir, config.probes), config.probes);
    probes = await probeRefs({ config, cases, rootDir: run.rootDir, baseRef: pr.baseSha, env: io.env, tmpDir: ctx.runnerTemp || undefined });
    applyProbes(evaluation, probes);
  }
  const changed = changedContracts(sides.before, sides.after, { includeMeta: config.includeMeta });
  const fingerprint = changeFingerprint(changed);

  // approval: the label, who applied it, their permission, and what the gate's own comment showed them
  const marker = stickyMarker(ctx.workflow, ctx.job, inputs.commentHeader);
  const sticky = inputs.comment ? await gh.read('reading the pull request comments', () => findSticky(gh.api, pr.number, marker, run.identity)) : undefined;
  const recorded: StickyData | undefined = sticky ? decodeData(sticky.body) : undefined;
  const approval = await approvalFor(run, fingerprint, recorded);
  if (approval.state === 'stale') await gh.write(`removing the stale ${inputs.approveLabel} label`, () => gh.api.removeLabel(pr.number, inputs.approveLabel));

  const approved = approval.state === 'approved';
  const blocked = evaluation.blocking > 0;
  const failed = evaluation.failures.length > 0;

  // the lockfile the head should carry, and whether it already does
  const approvalRecord: ApprovalRecord | null = approved ? { by: approval.approval.by, at: approval.approval.at, pullRequest: pr.number } : null;
  const expected = serializeLockfile(buildLockfile(sides.after, sides.baseLock, { includeMeta: config.includeMeta, approval: approvalRecord }));
  const lockAbs = join(run.rootDir, run.lockfile);
  const current = existsSync(lockAbs) ? readFileSync(lockAbs, 'utf8') : undefined;
  const lockCurrent = current === expected;
  const wantsRepin = !failed && !lockCurrent && inputs.repin !== 'never' && (approved ? true : !blocked && inputs.repin === 'auto' && (changed.length > 0 || current === undefined));
  let repinnedSha: string | undefined;
  let repinProblem: string | undefined;
  if (approved && !lockCurrent && !failed && inputs.repin === 'never') repinProblem = 'the repin input is set to never';
  if (wantsRepin) {
    if (pr.fork) repinProblem = 'the pull request comes from a fork, and the workflow token cannot push to it';
    else {
      const path = [run.repoPrefix, run.lockfile].filter(Boolean).join('/').replace(/^\.\//, '');
      repinnedSha = await gh.write('re-pinning the lockfile', () =>
        gh.api.createCommitOnBranch({
          branch: pr.headRef,
          expectedHeadOid: pr.headSha,
          headline: `Re-pin MCP contracts${approved ? ` (approved by @${approval.approval.by})` : ''}`,
          body: `Updated ${path} for pull request #${pr.number}: ${changed.length} contract${changed.length === 1 ? '' : 's'} changed.\n\nWritten by mcp-contract-gate.`,
          files: [{ path, contents: expected }],
        }),
      );
      if (!repinnedSha) repinProblem = gh.readOnly ? 'the workflow token cannot push to this branch (it needs `contents: write`)' : (gh.problems.at(-1) ?? 'the commit failed');
    }
  }

  // the decision: blocking changes need an approval; an approved change set needs a current lockfile
  const lockOk = lockCurrent || repinnedSha !== undefined || !approved;
  const decision: Outcome['decision'] = failed ? 'fail' : blocked ? (approved && lockOk ? 'approved' : 'fail') : 'pass';
  const pinCommand = `npx mcp-contract-gate pin${inputs.config !== '.github/mcp-contract-gate.yml' ? ` --config ${inputs.config}` : ''}${run.lockfile !== 'mcp-contracts.lock.json' ? ` --lockfile ${run.lockfile}` : ''}${approved ? ` --by ${approval.approval.by}` : ''}`;
  const nextStep = nextStepText({ decision, failed, blocked, approval, label: inputs.approveLabel, repinnedSha, repinProblem, pinCommand, lockfile: run.lockfile });

  const report: ReportInput = {
    diff,
    evaluation,
    subject: { before: sides.baselineFrom === 'base-lockfile' ? `${run.lockfile} at ${pr.baseSha.slice(0, 7)}` : `base ${pr.baseSha.slice(0, 7)}`, after: `head ${pr.headSha.slice(0, 7)}` },
    approval: reportApproval(approval, inputs.approveLabel),
    nextStep,
    ...(repinProblem ? { nextStepCommand: pinCommand } : {}),
    ...(probes ? { probes } : {}),
  };

  // annotations, comment, check run(s)
  const locator = new ToolLocator(run.rootDir, run.repoPrefix, config.servers, run.lockfile, config.file ? relative(run.rootDir, config.file) : undefined);
  const annotations = checkAnnotations(evaluation.findings, locator);
  emitCommandAnnotations(io, annotations);
  const summaryMd = renderMarkdown(report, { marker, header: inputs.commentHeader || undefined, maxLength: CHECK_LIMIT, fullReportUrl: runUrl(ctx) });
  if (inputs.comment) {
    const data: StickyData = { fingerprint, ...(approved ? { approved: approval.approval } : {}) };
    const tail = `\n${encodeData(data)}\n`;
    const body = renderMarkdown(report, { marker, header: inputs.commentHeader || undefined, maxLength: COMMENT_LIMIT - tail.length, fullReportUrl: runUrl(ctx) }) + tail;
    const hasNews = evaluation.findings.length > 0 || failed || approval.state !== 'none';
    if (sticky) await gh.write('updating the sticky comment', () => gh.api.updateComment(sticky.id, body));
    else if (hasNews) await gh.write('posting the sticky comment', () => gh.api.createComment(pr.number, body));
  }
  const conclusion = decision === 'fail' ? 'failure' : 'success';
  const output = { title: checkTitle(decision, evaluation, approval), summary: summaryMd };
  if (checkId !== undefined) await gh.write('completing the check run', () => gh.api.completeCheckRun(checkId, conclusion, output, annotations));
  if (repinnedSha) await reportOnCommit(gh, inputs.checkName, repinnedSha, conclusion, output, annotations, ctx);

  return finish(io, { decision, evaluation, report, summaryMarkdown: summaryMd, repinnedSha, approval: approval.state, ctx, gh });
}

async function approvalFor(run: PullRequestRun, fingerprint: string, recorded: StickyData | undefined): Promise<ApprovalState> {
  const { gh, pr, inputs } = run;
  const labels = (await gh.read('reading the labels', () => gh.api.listLabels(pr.number))) ?? pr.labels;
  const labelPresent = labels.includes(inputs.approveLabel);
  if (!labelPresent) return { state: 'none' };
  let labeledBy: { login: string; at: string } | undefined;
  const events = await gh.read('reading the label events', () => gh.api.labelEvents(pr.number));
  const last = events?.filter((e) => e.event === 'labeled' && e.label === inputs.approveLabel).at(-1);
  if (last) labeledBy = { login: last.actor, at: last.at };
  if (pr.labeledNow?.label === inputs.approveLabel && (!labeledBy || labeledBy.login !== pr.labeledNow.by)) labeledBy = { login: pr.labeledNow.by, at: labeledBy?.at ?? run.io.now().toISOString() };
  const permission = labeledBy ? await gh.read(`reading @${labeledBy.login}'s permission`, () => gh.api.permission(labeledBy!.login)) : undefined;
  return decideApproval({
    label: inputs.approveLabel,
    labelPresent,
    ...(labeledBy ? { labeledBy } : {}),
    ...(permission ? { permission } : {}),
    prAuthor: pr.author,
    fingerprint,
    recorded: recorded ? { shownFingerprint: recorded.fingerprint, ...(recorded.approved ? { approved: recorded.approved } : {}) } : undefined,
  });
}

function reportApproval(state: ApprovalState, label: string): ReportInput['approval'] {
  switch (state.state) {
    case 'none':
      return { label, state: 'none' };
    case 'approved':
      return { label, state: 'approved', by: state.approval.by };
    case 'stale':
      return { label, state: 'stale', by: state.approval.by, message: state.message };
    case 'rejected':
      return { label, state: 'rejected', ...(state.by ? { by: state.by } : {}), message: state.message };
  }
}

function nextStepText(o: {
  decision: Outcome['decision'];
  failed: boolean;
  blocked: boolean;
  approval: ApprovalState;
  label: string;
  repinnedSha?: string;
  repinProblem?: string;
  pinCommand: string;
  lockfile: string;
}): string {
  if (o.failed) return 'Fix the servers that could not be read (their errors are below) and push again; nothing can be approved until every server is read.';
  if (o.repinnedSha) return `The lockfile was re-pinned in ${o.repinnedSha.slice(0, 7)}; its check is reported on that commit.`;
  if (o.repinProblem)
    return `The lockfile could not be updated automatically (${o.repinProblem}). Run \`${o.pinCommand}\` on the branch and commit ${o.lockfile}; the check stays red until the lockfile is current.`;
  if (o.decision === 'approved') return `Approved by @${(o.approval as { approval: { by: string } }).approval.by}; the lockfile already matches.`;
  if (o.blocked) return `A maintainer with write access (not the author) can approve these changes by applying the \`${o.label}\` label; the gate then re-pins ${o.lockfile}.`;
  return 'No blocking contract changes.';
}

function checkTitle(decision: Outcome['decision'], evaluation: Evaluation, approval: ApprovalState): string {
  if (evaluation.failures.length) return `${evaluation.failures.length} server${evaluation.failures.length === 1 ? '' : 's'} could not be read`;
  if (decision === 'approved') return `${evaluation.blocking} blocking contract change${evaluation.blocking === 1 ? '' : 's'}, approved by @${(approval as { approval: { by: string } }).approval.by}`;
  if (decision === 'fail' && evaluation.blocking === 0) return 'Approved changes: the lockfile is not current';
  if (decision === 'fail') return `${evaluation.blocking} blocking contract change${evaluation.blocking === 1 ? '' : 's'} need${evaluation.blocking === 1 ? 's' : ''} approval`;
  return evaluation.findings.length ? `${evaluation.findings.length} non-blocking contract change${evaluation.findings.length === 1 ? '' : 's'}` : 'No contract changes';
}

/** Pushes made with GITHUB_TOKEN start no workflow, so the gate reports its check on the re-pin commit itself. */
async function reportOnCommit(gh: GitHubSession, name: string, sha: string, conclusion: 'success' | 'failure', output: { title: string; summary: string }, annotations: CheckAnnotation[], ctx: RunContext): Promise<void> {
  const id = await gh.write('creating the check run on the re-pin commit', () => gh.api.createCheckRun(name, sha, runUrl(ctx)));
  if (id !== undefined) await gh.write('completing the check run on the re-pin commit', () => gh.api.completeCheckRun(id, conclusion, output, annotations));
}

export function runUrl(ctx: RunContext): string | undefined {
  return ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;
}

function logDiscovery(io: ActionIO, e: { type?: string; server?: string; ref?: string; snapshot?: { tools: unknown[]; error?: { message: string } } }): void {
  if (e.type !== 'end' || !e.snapshot) return;
  const where = `${e.server}${e.ref ? ` @ ${e.ref}` : ''}`;
  io.info(e.snapshot.error ? `✗ ${where}: ${e.snapshot.error.message}` : `✓ ${where}: ${e.snapshot.tools.length} tools`);
}
