import { mergeQueue } from '../app/merge-queue.js';
import type { GateConfig } from '../model/config.js';
import { InputError } from '../util/errors.js';
import { isObject } from '../util/json.js';
import type { RunContext } from './event.js';
import type { GitHubSession } from './github-session.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import { finish, type Outcome } from './outcome.js';
import { runUrl } from './pull-request.js';

/** merge_group: the app's merge-queue check on the queue's commit (see src/app/merge-queue.ts), from the event's payload. */
export async function runMergeGroup(o: { io: ActionIO; ctx: RunContext; inputs: ActionInputs; config: GateConfig; rootDir: string; gh: GitHubSession }): Promise<Outcome> {
  const { io, ctx, inputs, gh } = o;
  const mg = ctx.payload.merge_group;
  if (!isObject(mg) || typeof mg.head_sha !== 'string' || typeof mg.base_sha !== 'string') throw new InputError('the merge_group payload has no head_sha / base_sha');
  const { verdict, evaluation, report, summaryMarkdown } = await mergeQueue({
    gh,
    checkName: inputs.checkName,
    headSha: mg.head_sha,
    baseSha: mg.base_sha,
    rootDir: o.rootDir,
    configPath: inputs.config,
    config: o.config,
    lockfile: inputs.lockfile,
    ...(inputs.failOn ? { failOn: inputs.failOn } : {}),
    env: io.env,
    today: io.now().toISOString().slice(0, 10),
    runUrl: runUrl(ctx),
  });
  return finish(io, { decision: verdict.decision, reasons: verdict.reasons, exit: verdict.exit, evaluation, report, summaryMarkdown, ctx, gh });
}
