import { join } from 'node:path';
import type { GateConfig } from '../model/config.js';
import { checkDrift } from '../app/check-drift.js';
import { readLockfile } from '../contract/lockfile.js';
import { ToolLocator } from '../publish/locate.js';
import { checkAnnotations } from '../publish/annotations.js';
import { LIMITS } from '../publish/github.js';
import { renderMarkdown } from '../report/markdown.js';
import type { ReportInput } from '../report/model.js';
import { InputError } from '../util/errors.js';
import { isObject } from '../util/json.js';
import type { RunContext } from './event.js';
import type { GitHubSession } from './github-session.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import { finish, type Outcome } from './outcome.js';
import { runUrl } from './pull-request.js';
import { trustedConfig } from '../app/trusted-config.js';

/**
 * merge_group: the required check on the merge queue's commit. Labels do not exist there, and each queued pull
 * request was already judged (and its approved changes re-pinned) on its own: the merge group passes when the merged
 * tree's live contracts match the lockfile the queued pull requests left in it, judged by the policy of the queue's
 * base commit. A difference that blocks means a pull request reached the queue without pinning what it changed.
 */
export async function runMergeGroup(o: { io: ActionIO; ctx: RunContext; inputs: ActionInputs; config: GateConfig; rootDir: string; gh: GitHubSession }): Promise<Outcome> {
  const { io, ctx, inputs, gh } = o;
  const mg = ctx.payload.merge_group;
  if (!isObject(mg) || typeof mg.head_sha !== 'string' || typeof mg.base_sha !== 'string') throw new InputError('the merge_group payload has no head_sha / base_sha');
  const headSha = mg.head_sha;
  const baseSha = mg.base_sha;
  const check = await gh.write('creating the check run', () => gh.api.createCheckRun(inputs.checkName, headSha, runUrl(ctx)));
  const trusted = await trustedConfig({ rootDir: o.rootDir, configPath: inputs.config, baseSha, head: o.config, env: io.env });
  const config = trusted.config;
  const lockfile = inputs.lockfile || config.lockfile;
  const lock = readLockfile(join(o.rootDir, lockfile));
  if (!lock) {
    const message = `the merge group ${headSha.slice(0, 7)} has no ${lockfile}: each pull request must pin its contracts before it is queued`;
    if (check) await gh.write('completing the check run', () => gh.api.completeCheckRun(check.id, 'failure', { title: 'No lockfile in the merge group', summary: message }, []));
    throw new InputError(message);
  }
  const { diff, evaluation, verdict } = await checkDrift({
    config,
    rootDir: o.rootDir,
    lock,
    lockfile,
    env: io.env,
    today: io.now().toISOString().slice(0, 10),
    // both configs are merged already: a policy change is not this queue's to judge, only where the policy came from
    notes: trusted.notes,
    ...(inputs.failOn ? { failOn: inputs.failOn } : {}),
  });
  const failed = evaluation.failures.length > 0;
  const { decision, reasons } = verdict;
  const report: ReportInput = {
    diff,
    evaluation,
    subject: { before: `${lockfile} in the merge group`, after: `merge group ${headSha.slice(0, 7)}` },
    nextStep:
      decision === 'pass'
        ? `The merged result's live contracts match ${lockfile}${evaluation.findings.length ? ' (non-blocking differences only)' : ''}.`
        : failed
          ? 'A server could not be read in the merge group; the queue cannot judge it. Fix it and queue again.'
          : `The merged result's live contracts do not match ${lockfile} as the queued pull requests left it. Labels do not apply in a merge queue: the pull request that changed these contracts must be approved and re-pinned on its own before it is queued again.`,
  };
  const summary = renderMarkdown(report, { header: 'merge queue', maxLength: LIMITS.checkSummary, fullReportUrl: runUrl(ctx) });
  const locator = new ToolLocator(o.rootDir, '', config.servers, lockfile, undefined);
  const annotations = checkAnnotations(evaluation.findings, locator);
  const title =
    decision === 'pass'
      ? 'Live contracts match the lockfile'
      : failed
        ? 'A server could not be read'
        : `${evaluation.blocking} blocking difference${evaluation.blocking === 1 ? '' : 's'} from the lockfile`;
  if (check) await gh.write('completing the check run', () => gh.api.completeCheckRun(check.id, decision === 'pass' ? 'success' : 'failure', { title, summary }, annotations));
  return finish(io, { decision, reasons, exit: verdict.exit, evaluation, report, summaryMarkdown: summary, ctx, gh });
}
