import type { GateConfig } from '../model/config.js';
import { checkDrift, driftReport } from '../app/check-drift.js';
import { readLockfile } from '../contract/lockfile.js';
import { renderMarkdown } from '../report/markdown.js';
import { InputError } from '../util/errors.js';
import { join } from 'node:path';
import type { RunContext } from './event.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import { finish, type Outcome } from './outcome.js';

/**
 * schedule / workflow_dispatch / push: the live servers against the committed lockfile. This is the monitor for
 * remote servers no commit controls (a vendor changing tools under you): blocking drift fails the run.
 */
export async function runDrift(o: { io: ActionIO; ctx: RunContext; inputs: ActionInputs; config: GateConfig; rootDir: string; lockfile: string }): Promise<Outcome> {
  const { io, config } = o;
  const lock = readLockfile(join(o.rootDir, o.lockfile));
  if (!lock) throw new InputError(`no lockfile at ${o.lockfile}: run \`npx mcp-contract-gate pin\` and commit it, then this run can watch for drift`);
  const { diff, evaluation, verdict } = await checkDrift({
    config,
    rootDir: o.rootDir,
    lock,
    lockfile: o.lockfile,
    env: io.env,
    today: io.now().toISOString().slice(0, 10),
    ...(o.inputs.failOn ? { failOn: o.inputs.failOn } : {}),
  });
  const { decision, reasons } = verdict;
  const report = driftReport({ diff, evaluation, verdict, lockfile: o.lockfile });
  const md = renderMarkdown(report, { header: 'drift check', maxLength: 1_000_000 });
  return finish(io, { decision, reasons, exit: verdict.exit, evaluation, report, summaryMarkdown: md, ctx: o.ctx });
}
