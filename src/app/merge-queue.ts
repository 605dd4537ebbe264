import { join } from 'node:path';
import type { Env } from '../config/interpolate.js';
import { readLockfile } from '../contract/lockfile.js';
import type { GateConfig } from '../model/config.js';
import type { Severity } from '../model/severity.js';
import type { Verdict } from '../gate/decide.js';
import type { Evaluation } from '../policy/types.js';
import { renderMarkdown } from '../report/markdown.js';
import { LOCKFILE_VS_LIVE } from '../report/common.js';
import type { ReportInput } from '../report/model.js';
import { checkAnnotations } from '../publish/annotations.js';
import { LIMITS } from '../publish/github.js';
import { ToolLocator } from '../publish/locate.js';
import { InputError } from '../util/errors.js';
import { checkDrift } from './check-drift.js';
import { failCheckRun } from './fail-check.js';
import type { GitHubPort } from './github-port.js';
import { trustedConfig } from './trusted-config.js';

export interface MergeQueueRun {
  gh: GitHubPort;
  checkName: string;
  /** The queue's merge commit and the base it was made on (whose policy judges it). */
  headSha: string;
  baseSha: string;
  rootDir: string;
  /** The config path, and the config as the merged tree has it. */
  configPath: string;
  config: GateConfig;
  /** Empty: the trusted config's `lockfile`. */
  lockfile: string;
  failOn?: Severity[];
  env: Env;
  today: string;
  runUrl: string | undefined;
}

export interface MergeQueueResult {
  verdict: Verdict;
  evaluation: Evaluation;
  report: ReportInput;
  summaryMarkdown: string;
}

/**
 * merge_group: the required check on the merge queue's commit. Labels do not exist there, and each queued pull
 * request was already judged (and its approved changes re-pinned) on its own: the merge group passes when the merged
 * tree's live contracts match the lockfile the queued pull requests left in it, judged by the policy of the queue's
 * base commit. A difference that blocks means a pull request reached the queue without pinning what it changed.
 */
export async function mergeQueue(o: MergeQueueRun): Promise<MergeQueueResult> {
  const { gh } = o;
  const check = await gh.write('creating the check run', () => gh.api.createCheckRun(o.checkName, o.headSha, o.runUrl));
  const completed = { done: false };
  try {
    return await judgeMergeGroup(o, check, completed);
  } catch (err) {
    if (check && !completed.done) await failCheckRun(gh, check.id, err);
    throw err;
  }
}

async function judgeMergeGroup(o: MergeQueueRun, check: { id: number } | undefined, completed: { done: boolean }): Promise<MergeQueueResult> {
  const { gh, headSha } = o;
  const trusted = await trustedConfig({ rootDir: o.rootDir, configPath: o.configPath, baseSha: o.baseSha, head: o.config, env: o.env });
  const config = trusted.config;
  const lockfile = o.lockfile || config.lockfile;
  const lock = readLockfile(join(o.rootDir, lockfile));
  if (!lock) {
    const message = `the merge group ${headSha.slice(0, 7)} has no ${lockfile}: each pull request must pin its contracts before it is queued`;
    if (check) await gh.write('completing the check run', () => gh.api.completeCheckRun(check.id, 'failure', { title: 'No lockfile in the merge group', summary: message }, []));
    completed.done = true;
    throw new InputError(message);
  }
  const { diff, evaluation, verdict } = await checkDrift({
    config,
    rootDir: o.rootDir,
    lock,
    lockfile,
    env: o.env,
    today: o.today,
    // both configs are merged already: a policy change is not this queue's to judge, only where the policy came from
    notes: trusted.notes,
    ...(o.failOn ? { failOn: o.failOn } : {}),
  });
  const report: ReportInput = {
    diff,
    evaluation,
    subject: { before: `${lockfile} in the merge group`, after: `merge group ${headSha.slice(0, 7)}` },
    sides: LOCKFILE_VS_LIVE,
    nextStep: nextStepText(verdict, evaluation, lockfile),
  };
  const summary = renderMarkdown(report, { header: 'merge queue', maxLength: LIMITS.checkSummary, fullReportUrl: o.runUrl });
  const annotations = checkAnnotations(evaluation.findings, new ToolLocator(o.rootDir, '', config.servers, lockfile, undefined));
  const pass = verdict.decision === 'pass';
  completed.done = true;
  if (check) await gh.write('completing the check run', () => gh.api.completeCheckRun(check.id, pass ? 'success' : 'failure', { title: checkTitle(verdict, evaluation), summary }, annotations));
  return { verdict, evaluation, report, summaryMarkdown: summary };
}

function nextStepText(verdict: Verdict, evaluation: Evaluation, lockfile: string): string {
  if (verdict.decision === 'pass') return `The merged result's live contracts match ${lockfile}${evaluation.findings.length ? ' (non-blocking differences only)' : ''}.`;
  if (evaluation.failures.length > 0) return 'A server could not be read in the merge group; the queue cannot judge it. Fix it and queue again.';
  return `The merged result's live contracts do not match ${lockfile} as the queued pull requests left it. Labels do not apply in a merge queue: the pull request that changed these contracts must be approved and re-pinned on its own before it is queued again.`;
}

function checkTitle(verdict: Verdict, evaluation: Evaluation): string {
  if (verdict.decision === 'pass') return 'Live contracts match the lockfile';
  if (evaluation.failures.length > 0) return 'A server could not be read';
  return `${evaluation.blocking} blocking difference${evaluation.blocking === 1 ? '' : 's'} from the lockfile`;
}
