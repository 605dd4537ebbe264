import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_CONFIG_PATH, type GateConfig } from '../model/config.js';
import { buildLockfile, serializeLockfile, type ApprovalRecord } from '../contract/lockfile.js';
import { DEFAULT_LOCKFILE } from '../model/config.js';
import { parsePrivateKey, signLockfile } from '../contract/signature.js';
import picomatch from 'picomatch';
import { approvedRenames } from '../gate/renames.js';
import { decideGate, planRepin, type Decision, type GateFacts, type Verdict } from '../gate/decide.js';
import { decideApproval, labellerProblem, type ApprovalInputs, type ApprovalState } from '../policy/approval.js';
import { changedContracts, changeFingerprint, probeDigest } from '../policy/fingerprint.js';
import type { Evaluation } from '../policy/types.js';
import { checkAnnotations, emitCommandAnnotations } from '../publish/annotations.js';
import { LIMITS, type CheckAnnotation } from '../publish/github.js';
import { ToolLocator } from '../publish/locate.js';
import { encodeRecord } from '../publish/record.js';
import { findSticky, stickyMarker } from '../publish/sticky.js';
import { escapeBlock } from '../report/escape.js';
import { plural } from '../report/common.js';
import { renderMarkdown } from '../report/markdown.js';
import type { ReportInput } from '../report/model.js';
import { InputError } from '../util/errors.js';
import type { Scrubber } from '../util/secrets.js';
import { shownAt } from './approval-record.js';
import type { PullRequestInfo, RunContext } from './event.js';
import type { GitHubSession } from './github-session.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import { finish, type Outcome } from './outcome.js';
import { gatherRefs, judgeRefs, type Gathered } from '../app/gate-refs.js';

export interface PullRequestRun {
  io: ActionIO;
  ctx: RunContext;
  inputs: ActionInputs;
  config: GateConfig;
  rootDir: string;
  /** `working-directory` relative to the repository root ('' at the root). */
  repoPrefix: string;
  pr: PullRequestInfo;
  gh: GitHubSession;
  identity: string;
  /** Every secret value the action knows: a lockfile containing one is never committed. */
  scrubber: Scrubber;
}

/** The gate on a pull request: discover, judge, approve, re-pin, and report on the PR and its head commit. */
export async function runPullRequest(run: PullRequestRun, gather: (run: PullRequestRun) => Promise<Gathered> = (r) => gatherPullRequest(r)): Promise<Outcome> {
  const { ctx, inputs, pr, gh } = run;
  const check = await gh.write('creating the check run', () => gh.api.createCheckRun(inputs.checkName, pr.headSha, runUrl(ctx)));
  try {
    return await publishPullRequest(run, check, await gather(run));
  } catch (err) {
    // Whatever went wrong, the check run does not stay in progress: it fails with the error.
    if (check) {
      const known = err instanceof InputError;
      const text = known
        ? `The gate could not run:\n\n${escapeBlock((err as Error).message, { maxLines: 60 })}`
        : `The gate stopped with an unexpected error:\n\n${escapeBlock(String((err as Error).stack ?? err), { maxLines: 40 })}`;
      await gh.write('failing the check run', () => gh.api.completeCheckRun(check.id, 'failure', { title: known ? 'The gate could not run' : 'The gate stopped with an error', summary: text }, []));
    }
    throw err;
  }
}

/** Keep only the servers a shard discovers (the `servers` input: ids or globs); every server when empty. */
export function shardFilter(patterns: string[]): (id: string) => boolean {
  if (patterns.length === 0) return () => true;
  return (id) => patterns.some((p) => p === id || picomatch.isMatch(id, p, { dot: true }));
}

/** Discovery for a pull request (the part that runs the pull request's code): base policy, head servers, both sides. */
export async function gatherPullRequest(run: PullRequestRun, inShard: (id: string) => boolean = () => true): Promise<Gathered> {
  const { io, ctx, inputs, pr } = run;
  return gatherRefs({
    config: run.config,
    configPath: inputs.config,
    rootDir: run.rootDir,
    baseRef: pr.baseSha,
    lockfile: inputs.lockfile,
    env: io.env,
    ...(ctx.runnerTemp ? { tmpDir: ctx.runnerTemp } : {}),
    onEvent: (e) => logDiscovery(io, e),
    inShard,
  });
}

/** Everything after discovery: judge, approve, re-pin, report on the pull request and its head commit. */
export async function publishPullRequest(run: PullRequestRun, check: { id: number; app?: string } | undefined, g: Gathered): Promise<Outcome> {
  const { io, ctx, inputs, pr, gh } = run;
  const { trusted, lockfile, sides, probes } = g;
  const config = trusted.config;
  const today = io.now().toISOString().slice(0, 10);
  const { diff, evaluation } = judgeRefs(g, { today, ...(inputs.failOn ? { failOn: inputs.failOn } : {}) });
  const changed = changedContracts(sides.before, sides.after, { includeMeta: config.includeMeta });
  const fingerprint = changeFingerprint(changed, trusted.policyDigest, probeDigest(probes));

  const marker = stickyMarker(ctx.workflow, ctx.job, inputs.commentHeader);
  const approval = await approvalFor(run, fingerprint, check?.app, config.approvers?.allowApps ?? []);
  if (approval.state === 'stale') await gh.write(`removing the stale ${inputs.approveLabel} label`, () => gh.api.removeLabel(pr.number, inputs.approveLabel));
  const approved = approval.state === 'approved';

  // the lockfile the head should carry, and whether it already does
  const approvalRecord: ApprovalRecord | null = approved ? { by: approval.approval.by, at: approval.approval.at, pullRequest: pr.number } : null;
  const built = buildLockfile(sides.after, sides.baseLock, {
    includeMeta: config.includeMeta,
    neutralPaths: config.neutralPaths,
    approval: approvalRecord,
    ...(approved ? { renames: approvedRenames(evaluation.findings) } : {}),
  });
  const expected = serializeLockfile(inputs.signingKey ? signLockfile(built, parsePrivateKey(inputs.signingKey, 'input "signing-key"')) : built);
  const lockAbs = join(run.rootDir, lockfile);
  const current = g.headLockfile !== undefined ? (g.headLockfile ?? undefined) : existsSync(lockAbs) ? readFileSync(lockAbs, 'utf8') : undefined;
  const facts: GateFacts = {
    evaluation,
    approval,
    changedCount: changed.length,
    lock: { current: current === expected, exists: current !== undefined },
    repin: inputs.repin,
    fork: pr.fork,
    secretInLockfile: run.scrubber.contains(expected),
  };
  const plan = planRepin(facts);
  let repinnedSha: string | undefined;
  let repinProblem = plan.problem;
  if (plan.push) {
    const path = [run.repoPrefix, lockfile].filter(Boolean).join('/').replace(/^\.\//, '');
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
  const verdict = decideGate(facts, { ...(repinnedSha ? { sha: repinnedSha } : {}), ...(repinProblem ? { problem: repinProblem } : {}) });
  const decision = verdict.decision;
  const failed = evaluation.failures.length > 0;
  const blocked = evaluation.blocking > 0;
  const pinCommand = `npx mcp-contract-gate pin${inputs.config !== DEFAULT_CONFIG_PATH ? ` --config ${inputs.config}` : ''}${lockfile !== DEFAULT_LOCKFILE ? ` --lockfile ${lockfile}` : ''}${approved ? ` --by ${approval.approval.by}` : ''}${approved && approvedRenames(evaluation.findings).length ? ' --approve-renames' : ''}`;
  const nextStep = nextStepText({ decision, failed, blocked, approval, label: inputs.approveLabel, repinnedSha, repinProblem, pinCommand, lockfile });

  const report: ReportInput = {
    diff,
    evaluation,
    subject: { before: sides.baselineFrom === 'base-lockfile' ? `${lockfile} at ${pr.baseSha.slice(0, 7)}` : `base ${pr.baseSha.slice(0, 7)}`, after: `head ${pr.headSha.slice(0, 7)}` },
    approval: reportApproval(approval, inputs.approveLabel),
    nextStep,
    ...(repinProblem && approved ? { nextStepCommand: pinCommand } : {}),
    ...(probes ? { probes } : {}),
    decision,
  };

  // annotations, comment, check run(s)
  const locator = new ToolLocator(run.rootDir, run.repoPrefix, config.servers, lockfile, config.file ? relative(run.rootDir, config.file) : undefined);
  const annotations = checkAnnotations(evaluation.findings, locator);
  emitCommandAnnotations(io, annotations);
  const provenance = g.provenance ? `\n${g.provenance}` : '';
  const summaryMd = renderMarkdown(report, { marker, header: inputs.commentHeader || undefined, maxLength: LIMITS.checkSummary - provenance.length, fullReportUrl: runUrl(ctx) }) + provenance;
  if (inputs.comment) {
    const sticky = await gh.read('reading the pull request comments', () => findSticky(gh.api, pr.number, marker, run.identity));
    const body = renderMarkdown(report, { marker, header: inputs.commentHeader || undefined, maxLength: LIMITS.commentBody, fullReportUrl: runUrl(ctx) });
    const hasNews = evaluation.findings.length > 0 || failed || approval.state !== 'none';
    if (sticky) await gh.write('updating the sticky comment', () => gh.api.updateComment(sticky.id, body));
    else if (hasNews) await gh.write('posting the sticky comment', () => gh.api.createComment(pr.number, body));
  }
  const conclusion = decision === 'fail' ? 'failure' : 'success';
  const output = { title: checkTitle(verdict, evaluation, approval), summary: summaryMd };
  // What this run reported, for a later run to read back when a maintainer approves (the approval's record).
  const record = encodeRecord({ pr: pr.number, fingerprint, complete: !failed });
  if (check) await gh.write('completing the check run', () => gh.api.completeCheckRun(check.id, conclusion, output, annotations, record));
  if (repinnedSha) await reportOnCommit(gh, inputs.checkName, repinnedSha, conclusion, output, annotations, ctx, record);

  return finish(io, { decision, reasons: verdict.reasons, exit: verdict.exit, evaluation, report, summaryMarkdown: summaryMd, repinnedSha, approval: approval.state, ctx, gh });
}

/** The approval from GitHub's own records: the labeled event, the labeller's permission, and the gate's check runs. */
async function approvalFor(run: PullRequestRun, fingerprint: string, app: string | undefined, trustedApps: readonly string[]): Promise<ApprovalState> {
  const { gh, pr, inputs } = run;
  const labels = (await gh.read('reading the labels', () => gh.api.listLabels(pr.number))) ?? pr.labels;
  const labelPresent = labels.includes(inputs.approveLabel);
  if (!labelPresent) return { state: 'none' };
  const events = await gh.read('reading the label events', () => gh.api.labelEvents(pr.number));
  let labeledBy: ApprovalInputs['labeledBy'];
  if (!events) labeledBy = { unreadable: gh.problems.at(-1) ?? 'the label events could not be read' };
  else {
    // The label as it is now was applied by the latest labeled event: its actor and its time are what count, whichever
    // run reads them (a `labeled` run that executes late reads the same record as the newest one). A label whose
    // event is not in GitHub's list yet approves nothing: there is no time to bind it to.
    const last = events.filter((e) => e.event === 'labeled' && e.label === inputs.approveLabel).at(-1);
    if (last) labeledBy = { login: last.actor, at: last.at, ...(last.app ? { app: last.app } : {}), ...(last.bot ? { bot: true } : {}) };
  }
  const login = labeledBy && 'login' in labeledBy ? labeledBy.login : undefined;
  const permission = login ? await gh.read(`reading @${login}'s permission`, () => gh.api.permission(login)) : undefined;
  const base: Omit<ApprovalInputs, 'shown'> = {
    label: inputs.approveLabel,
    labelPresent,
    ...(labeledBy ? { labeledBy } : {}),
    ...(permission ? { permission } : {}),
    prAuthor: pr.author,
    fingerprint,
    allowApps: trustedApps,
  };
  const problem = labellerProblem(base);
  if (problem) return problem;
  const shown = await shownAt(gh.api, { pr: pr.number, checkName: inputs.checkName, app, at: (labeledBy as { at: string }).at });
  return decideApproval({ ...base, shown });
}

function reportApproval(state: ApprovalState, label: string): ReportInput['approval'] {
  switch (state.state) {
    case 'none':
      return { label, state: 'none' };
    case 'approved':
      return { label, state: 'approved', by: state.approval.by };
    case 'stale':
      return { label, state: 'stale', ...(state.by ? { by: state.by } : {}), message: state.message };
    case 'rejected':
      return { label, state: 'rejected', ...(state.by ? { by: state.by } : {}), message: state.message };
  }
}

function nextStepText(o: {
  decision: Decision;
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

function checkTitle(verdict: Verdict, evaluation: Evaluation, approval: ApprovalState): string {
  const why = verdict.reasons[0];
  if (verdict.decision === 'fail' && why) return why.charAt(0).toUpperCase() + why.slice(1);
  if (verdict.decision === 'approved')
    return `${evaluation.blocking} blocking contract change${evaluation.blocking === 1 ? '' : 's'}, approved by @${(approval as { approval: { by: string } }).approval.by}`;
  return evaluation.findings.length ? `${evaluation.findings.length} non-blocking contract change${evaluation.findings.length === 1 ? '' : 's'}` : 'No contract changes';
}

/** Pushes made with GITHUB_TOKEN start no workflow, so the gate reports its check on the re-pin commit itself. */
async function reportOnCommit(
  gh: GitHubSession,
  name: string,
  sha: string,
  conclusion: 'success' | 'failure',
  output: { title: string; summary: string },
  annotations: CheckAnnotation[],
  ctx: RunContext,
  record: string,
): Promise<void> {
  const created = await gh.write('creating the check run on the re-pin commit', () => gh.api.createCheckRun(name, sha, runUrl(ctx)));
  if (created) await gh.write('completing the check run on the re-pin commit', () => gh.api.completeCheckRun(created.id, conclusion, output, annotations, record));
}

export function runUrl(ctx: RunContext): string | undefined {
  return ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;
}

function logDiscovery(io: ActionIO, e: { type?: string; server?: string; ref?: string; snapshot?: { tools: unknown[]; error?: { message: string } } }): void {
  if (e.type !== 'end' || !e.snapshot) return;
  const where = `${e.server}${e.ref ? ` @ ${e.ref}` : ''}`;
  io.info(e.snapshot.error ? `✗ ${where}: ${e.snapshot.error.message}` : `✓ ${where}: ${plural(e.snapshot.tools.length, 'tool')}`);
}
