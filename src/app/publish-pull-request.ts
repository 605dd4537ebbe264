import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildLockfile, serializeLockfile, type ApprovalRecord } from '../contract/lockfile.js';
import { parsePrivateKey, signLockfileStamped } from '../contract/signature.js';
import type { DiffResult } from '../diff/engine.js';
import { DEFAULT_CONFIG_PATH, DEFAULT_LOCKFILE } from '../model/config.js';
import type { Severity } from '../model/severity.js';
import { decideApproval, labellerProblem, type ApprovalInputs, type ApprovalState } from '../policy/approval.js';
import { changedContracts, changeFingerprint, probeDigest, type ChangedContract } from '../policy/fingerprint.js';
import type { Evaluation } from '../policy/types.js';
import { approvedRenames } from '../gate/renames.js';
import { decideGate, planRepin, type Decision, type GateFacts, type RepinMode, type Verdict } from '../gate/decide.js';
import { renderMarkdown } from '../report/markdown.js';
import type { ReportInput } from '../report/model.js';
import { checkAnnotations } from '../publish/annotations.js';
import { LIMITS, type CheckAnnotation } from '../publish/github.js';
import type { GitHubPort } from './github-port.js';
import { ToolLocator } from '../publish/locate.js';
import { encodeRecord } from '../publish/record.js';
import { findSticky, stickyMarker } from '../publish/sticky.js';
import type { Scrubber } from '../util/secrets.js';
import { isObject, type JsonObject } from '../util/json.js';
import { shownAt } from './approval-record.js';
import { baselineOf, judgeRefs, type Gathered } from './gate-refs.js';
import { referenceRewrites } from './reference-files.js';
import { readUtf8 } from '../util/text-file.js';
import { publishReview } from './review.js';

/** The pull request as the event describes it. */
export interface PullRequestFacts {
  number: number;
  author: string;
  headSha: string;
  headRef: string;
  baseSha: string;
  labels: string[];
  fork: boolean;
}

/** The gate's settings for a pull request (the action's inputs). */
export interface PullRequestSettings {
  config: string;
  approveLabel: string;
  /** Empty: the config's `policy.fail-on`. */
  failOn?: Severity[];
  checkName: string;
  comment: boolean;
  commentHeader: string;
  repin: RepinMode;
  /** Ed25519 private key (PEM or base64 seed, from a secret) the re-pin signs the lockfile with; empty: unsigned. */
  signingKey: string;
}

export interface PublishPullRequest {
  settings: PullRequestSettings;
  pr: PullRequestFacts;
  gh: GitHubPort;
  rootDir: string;
  /** `working-directory` relative to the repository root ('' at the root). */
  repoPrefix: string;
  /** The login the gate's own comments are posted as. */
  identity: string;
  /** Every secret value known: a lockfile containing one is never committed. */
  scrubber: Scrubber;
  /** YYYY-MM-DD, for the policy's expiring entries. */
  today: string;
  /** The workflow and job, which name the sticky comment. */
  workflow: string;
  job: string;
  /** The run's page, linked from a truncated report. */
  runUrl: string | undefined;
  /** The check run created for the head commit, when it could be. */
  check: { id: number; app?: string } | undefined;
  gathered: Gathered;
  /** The annotations, before anything is written to GitHub (the action prints them as workflow commands). */
  annotate: (annotations: CheckAnnotation[]) => void;
}

export interface PublishedPullRequest {
  verdict: Verdict;
  evaluation: Evaluation;
  report: ReportInput;
  summaryMarkdown: string;
  repinnedSha: string | undefined;
  approval: ApprovalState['state'];
}

/** What the two sides' discovery comes to: the diff, the findings, and which contracts changed (and their fingerprint). */
interface Judged {
  diff: DiffResult;
  evaluation: Evaluation;
  changed: ChangedContract[];
  fingerprint: string;
}

/** What re-pinning came to: the facts the gate decides on, and the commit pushed or why none was. */
interface Repin {
  facts: GateFacts;
  repinnedSha: string | undefined;
  repinProblem: string | undefined;
}

/** Everything after discovery: judge, approve, re-pin, report on the pull request and its head commit. */
export async function publishPullRequest(p: PublishPullRequest): Promise<PublishedPullRequest> {
  const { gh, pr, settings } = p;
  const judged = judgePullRequest(p);
  const approval = await approvalFor(p, judged.fingerprint);
  if (approval.state === 'stale') await gh.write(`removing the stale ${settings.approveLabel} label`, () => gh.api.removeLabel(pr.number, settings.approveLabel));
  const repin = await repinLockfile(p, judged, approval);
  const verdict = decideGate(repin.facts, { ...(repin.repinnedSha ? { sha: repin.repinnedSha } : {}), ...(repin.repinProblem ? { problem: repin.repinProblem } : {}) });
  const report = pullRequestReport(p, judged, approval, repin, verdict.decision);
  const summaryMarkdown = await reportOnGitHub(p, judged, approval, repin, verdict, report);
  return { verdict, evaluation: judged.evaluation, report, summaryMarkdown, repinnedSha: repin.repinnedSha, approval: approval.state };
}

function judgePullRequest(p: PublishPullRequest): Judged {
  const { trusted, sides, probes } = p.gathered;
  const { diff, evaluation } = judgeRefs(p.gathered, { today: p.today, ...(p.settings.failOn ? { failOn: p.settings.failOn } : {}) });
  const changed = changedContracts(baselineOf(p.gathered), sides.after, { includeMeta: trusted.config.includeMeta });
  return { diff, evaluation, changed, fingerprint: changeFingerprint(changed, trusted.policyDigest, probeDigest(probes)) };
}

/** The lockfile the head should carry, whether it already does, and (when the plan says so) the commit that re-pins it. */
async function repinLockfile(p: PublishPullRequest, judged: Judged, approval: ApprovalState): Promise<Repin> {
  const { settings, pr } = p;
  const expected = expectedLockfile(p, judged, approval);
  const current = headLockfile(p);
  const facts: GateFacts = {
    evaluation: judged.evaluation,
    approval,
    changedCount: judged.changed.length,
    lock: { current: current === expected, exists: current !== undefined },
    repin: settings.repin,
    fork: pr.fork,
    secretInLockfile: p.scrubber.contains(expected),
  };
  const plan = planRepin(facts);
  if (!plan.push) return { facts, repinnedSha: undefined, repinProblem: plan.problem };
  const repinnedSha = await pushLockfile(p, judged, approval, expected);
  const { gh } = p;
  const repinProblem = repinnedSha ? plan.problem : gh.readOnly ? 'the workflow token cannot push to this branch (it needs `contents: write`)' : (gh.problems.at(-1) ?? 'the commit failed');
  return { facts, repinnedSha, repinProblem };
}

/** The serialized lockfile for the head's contracts: approved renames and the approval recorded, signed when a key is set. */
function expectedLockfile(p: PublishPullRequest, judged: Judged, approval: ApprovalState): string {
  const { settings, pr, gathered: g } = p;
  const config = g.trusted.config;
  const approved = approval.state === 'approved';
  const approvalRecord: ApprovalRecord | null = approved ? { by: approval.approval.by, at: approval.approval.at, pullRequest: pr.number } : null;
  const built = buildLockfile(g.sides.after, g.sides.baseLock, {
    includeMeta: config.includeMeta,
    neutralPaths: config.neutralPaths,
    neutralMachine: config.neutralMachine,
    approval: approvalRecord,
    ...(approved ? { renames: approvedRenames(judged.evaluation.findings) } : {}),
  });
  if (!settings.signingKey) return serializeLockfile(built);
  // the sequence rises from the base commit's lockfile (the pull request cannot write it); the head's stamp is kept when
  // it is the one this re-pin would write (an earlier re-pin of the same content), so a re-run changes no byte
  const json = (text: string | undefined): JsonObject | undefined => {
    try {
      const data: unknown = text === undefined ? undefined : JSON.parse(text);
      return isObject(data) ? data : undefined;
    } catch {
      return undefined;
    }
  };
  const previous = g.sides.baseLock ? json(serializeLockfile(g.sides.baseLock)) : undefined;
  const current = json(headLockfile(p));
  return serializeLockfile(
    signLockfileStamped(built, parsePrivateKey(settings.signingKey, 'input "signing-key"'), { today: p.today, ...(previous ? { previous } : {}), ...(current ? { current } : {}) }),
  );
}

/** The lockfile the head commit carries (as gathered, else as checked out), or undefined when it has none. */
function headLockfile(p: PublishPullRequest): string | undefined {
  const g = p.gathered;
  if (g.headLockfile !== undefined) return g.headLockfile ?? undefined;
  const lockAbs = join(p.rootDir, g.lockfile);
  return existsSync(lockAbs) ? readUtf8(lockAbs) : undefined;
}

/** Commit the lockfile to the pull request's branch, on top of the head the gate judged; the new commit's SHA. */
async function pushLockfile(p: PublishPullRequest, judged: Judged, approval: ApprovalState, contents: string): Promise<string | undefined> {
  const { gh, pr } = p;
  const n = judged.changed.length;
  const inRepo = (file: string) => [p.repoPrefix, file].filter(Boolean).join('/').replace(/^\.\//, '');
  const path = inRepo(p.gathered.lockfile);
  // approved renames: the references the head's structured files make to the old names are rewritten in the same
  // commit (never prose; code is left to a person), and those that could not be are listed in its message
  const refs = approval.state === 'approved' && p.gathered.references ? referenceRewrites(p.rootDir, judged.evaluation.findings) : { files: [], notRewritten: [] };
  const rewritten = refs.files.length ? `\n\nRewrote the references to renamed tools in ${refs.files.map((f) => inRepo(f.path)).join(', ')}.` : '';
  const left = refs.notRewritten.length ? `\n\nNot rewritten (change by hand):\n${refs.notRewritten.map((l) => `- ${inRepo(l)}`).join('\n')}` : '';
  return gh.write('re-pinning the lockfile', () =>
    gh.api.createCommitOnBranch({
      branch: pr.headRef,
      expectedHeadOid: pr.headSha,
      headline: `Re-pin MCP contracts${approval.state === 'approved' ? ` (approved by @${approval.approval.by})` : ''}`,
      body: `Updated ${path} for pull request #${pr.number}: ${n} contract${n === 1 ? '' : 's'} changed.${rewritten}${left}\n\nWritten by mcp-contract-gate.`,
      files: [{ path, contents }, ...refs.files.map((f) => ({ path: inRepo(f.path), contents: f.contents }))],
    }),
  );
}

/** The report's input: the diff, the findings, the approval, and the next step with the pin command when it is needed. */
function pullRequestReport(p: PublishPullRequest, judged: Judged, approval: ApprovalState, repin: Repin, decision: Decision): ReportInput {
  const { pr, settings, gathered: g } = p;
  const { diff, evaluation } = judged;
  const { lockfile, sides, probes } = g;
  const { repinnedSha, repinProblem } = repin;
  const approved = approval.state === 'approved';
  const failed = evaluation.failures.length > 0;
  const blocked = evaluation.blocking > 0;
  const pinCommand = `npx mcp-contract-gate pin${settings.config !== DEFAULT_CONFIG_PATH ? ` --config ${settings.config}` : ''}${lockfile !== DEFAULT_LOCKFILE ? ` --lockfile ${lockfile}` : ''}${approved ? ` --by ${approval.approval.by}` : ''}${approved && approvedRenames(evaluation.findings).length ? ' --approve-renames' : ''}`;
  const nextStep = nextStepText({ decision, failed, blocked, approval, label: settings.approveLabel, repinnedSha, repinProblem, pinCommand, lockfile });
  return {
    diff,
    evaluation,
    subject: { before: sides.baselineFrom === 'base-lockfile' ? `${lockfile} at ${pr.baseSha.slice(0, 7)}` : `base ${pr.baseSha.slice(0, 7)}`, after: `head ${pr.headSha.slice(0, 7)}` },
    approval: reportApproval(approval, settings.approveLabel),
    nextStep,
    ...(repinProblem && approved ? { nextStepCommand: pinCommand } : {}),
    ...(probes ? { probes } : {}),
    decision,
  };
}

/** Annotations, the sticky comment, the check run (and its twin on the re-pin commit); returns the check's summary. */
async function reportOnGitHub(p: PublishPullRequest, judged: Judged, approval: ApprovalState, repin: Repin, verdict: Verdict, report: ReportInput): Promise<string> {
  const { gh, pr, settings, check, gathered: g } = p;
  const { evaluation, fingerprint } = judged;
  const config = g.trusted.config;
  const failed = evaluation.failures.length > 0;
  const marker = stickyMarker(p.workflow, p.job, settings.commentHeader);
  const locator = new ToolLocator(p.rootDir, p.repoPrefix, config.servers, g.lockfile, config.file ? relative(p.rootDir, config.file) : undefined);
  const annotations = checkAnnotations(evaluation.findings, locator);
  p.annotate(annotations);
  const provenance = g.provenance ? `\n${g.provenance}` : '';
  const summaryMd = renderMarkdown(report, { marker, header: settings.commentHeader || undefined, maxLength: LIMITS.checkSummary - provenance.length, fullReportUrl: p.runUrl }) + provenance;
  if (settings.comment) {
    const sticky = await gh.read('reading the pull request comments', () => findSticky(gh.api, pr.number, marker, p.identity));
    const body = renderMarkdown(report, { marker, header: settings.commentHeader || undefined, maxLength: LIMITS.commentBody, fullReportUrl: p.runUrl });
    const hasNews = evaluation.findings.length > 0 || failed || approval.state !== 'none';
    if (sticky) await gh.write('updating the sticky comment', () => gh.api.updateComment(sticky.id, body));
    else if (hasNews) await gh.write('posting the sticky comment', () => gh.api.createComment(pr.number, body));
  }
  const conclusion = verdict.decision === 'fail' ? 'failure' : 'success';
  const output = { title: checkTitle(verdict, evaluation, approval), summary: summaryMd };
  // What this run reported, for a later run to read back when a maintainer approves (the approval's record).
  const record = encodeRecord({ pr: pr.number, fingerprint, complete: !failed });
  if (check) await gh.write('completing the check run', () => gh.api.completeCheckRun(check.id, conclusion, output, annotations, record));
  if (repin.repinnedSha) await reportOnCommit(p, repin.repinnedSha, conclusion, output, annotations, record);
  // last, so a token without `pull-requests: write` costs only the review (the session skips writes after a 403);
  // references a re-pin commit just rewrote (the structured ones) get no suggestion
  if (g.references) {
    const rewrote = repin.repinnedSha !== undefined;
    await publishReview({
      gh,
      pr,
      identity: p.identity,
      marker,
      rootDir: p.rootDir,
      repoPrefix: p.repoPrefix,
      findings: evaluation.findings,
      secret: (t) => p.scrubber.contains(t),
      ...(rewrote ? { skip: (d) => d.reference.kind === 'structured' } : {}),
    });
  }
  return summaryMd;
}

/** The approval from GitHub's own records: the labeled event, the labeller's permission, and the gate's check runs. */
async function approvalFor(p: PublishPullRequest, fingerprint: string): Promise<ApprovalState> {
  const { gh, pr, settings } = p;
  const trustedApps = p.gathered.trusted.config.approvers?.allowApps ?? [];
  const labels = (await gh.read('reading the labels', () => gh.api.listLabels(pr.number))) ?? pr.labels;
  const labelPresent = labels.includes(settings.approveLabel);
  if (!labelPresent) return { state: 'none' };
  const events = await gh.read('reading the label events', () => gh.api.labelEvents(pr.number));
  let labeledBy: ApprovalInputs['labeledBy'];
  if (!events) labeledBy = { unreadable: gh.problems.at(-1) ?? 'the label events could not be read' };
  else {
    // The label as it is now was applied by the latest labeled event: its actor and its time are what count, whichever
    // run reads them (a `labeled` run that executes late reads the same record as the newest one). A label whose
    // event is not in GitHub's list yet approves nothing: there is no time to bind it to (nor when the list ends with the
    // label's removal: the event that put it back is the one missing, and the one before it was taken back).
    const latest = events.filter((e) => (e.event === 'labeled' || e.event === 'unlabeled') && e.label === settings.approveLabel).at(-1);
    const last = latest?.event === 'labeled' ? latest : undefined;
    if (last) labeledBy = { login: last.actor, at: last.at, ...(last.app ? { app: last.app } : {}), ...(last.bot ? { bot: true } : {}) };
  }
  const login = labeledBy && 'login' in labeledBy ? labeledBy.login : undefined;
  const permission = login ? await gh.read(`reading @${login}'s permission`, () => gh.api.permission(login)) : undefined;
  const base: Omit<ApprovalInputs, 'shown'> = {
    label: settings.approveLabel,
    labelPresent,
    ...(labeledBy ? { labeledBy } : {}),
    ...(permission ? { permission } : {}),
    prAuthor: pr.author,
    fingerprint,
    allowApps: trustedApps,
  };
  const problem = labellerProblem(base);
  if (problem) return problem;
  const shown = await shownAt(gh.api, { pr: pr.number, checkName: settings.checkName, app: p.check?.app, at: (labeledBy as { at: string }).at });
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
  repinnedSha?: string | undefined;
  repinProblem?: string | undefined;
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
  p: PublishPullRequest,
  sha: string,
  conclusion: 'success' | 'failure',
  output: { title: string; summary: string },
  annotations: CheckAnnotation[],
  record: string,
): Promise<void> {
  const { gh } = p;
  const created = await gh.write('creating the check run on the re-pin commit', () => gh.api.createCheckRun(p.settings.checkName, sha, p.runUrl));
  if (created) await gh.write('completing the check run on the re-pin commit', () => gh.api.completeCheckRun(created.id, conclusion, output, annotations, record));
}
