import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Verdict } from '../gate/decide.js';
import type { Evaluation } from '../policy/types.js';
import { renderJson } from '../report/json.js';
import type { ReportInput } from '../report/model.js';
import { renderSarif } from '../report/sarif.js';
import { EXIT_CODES } from '../util/exit-codes.js';
import { VERSION } from '../version.js';
import type { RunContext } from './event.js';
import type { GitHubSession } from './github-session.js';
import type { ActionIO } from './io.js';

export interface Outcome {
  /** pass: nothing blocks; approved: blocking changes, approved and pinned; fail: the check is red. */
  decision: 'pass' | 'approved' | 'fail';
  exitCode: number;
}

/** Job summary (always), outputs, the JSON and SARIF reports on disk, and the step's result. */
export async function finish(
  io: ActionIO,
  o: {
    decision: Outcome['decision'];
    reasons: string[];
    /** The kind of result (Verdict.exit): the step's exit code and the `exit-code` output. */
    exit: Verdict['exit'];
    evaluation: Evaluation;
    report: ReportInput;
    summaryMarkdown: string;
    repinnedSha?: string;
    approval?: string;
    ctx: RunContext;
    gh?: GitHubSession;
  },
): Promise<Outcome> {
  let summary = o.summaryMarkdown;
  if (o.gh?.problems.length) {
    const lines = o.gh.problems.map((p) => `- ${p.replace(/[<>@`]/g, (c) => `&#${c.charCodeAt(0)};`)}`);
    summary += `\n\n**GitHub could not be updated:**${o.gh.readOnly ? ' the token is read-only (a fork, or missing permissions); this summary and the exit code carry the result.' : ''}\n${lines.join('\n')}\n`;
  }
  await io.summary(summary);
  const dir = o.ctx.runnerTemp || join(o.ctx.workspace, '.mcp-contract-gate');
  mkdirSync(dir, { recursive: true });
  const reportPath = join(dir, 'mcp-contract-gate-report.json');
  const sarifPath = join(dir, 'mcp-contract-gate.sarif');
  // Report files are published too (SARIF is made to be uploaded): scrubbed like the comment.
  const scrub = io.scrub ?? ((t: string) => t);
  writeFileSync(reportPath, scrub(renderJson(o.report)));
  writeFileSync(sarifPath, scrub(renderSarif(o.report, { toolVersion: VERSION })));
  const s = o.evaluation.summary;
  io.setOutput('decision', o.decision);
  io.setOutput('blocking', o.evaluation.blocking);
  io.setOutput('breaking', s.breaking);
  io.setOutput('silent', s.silent);
  io.setOutput('additive', s.additive);
  io.setOutput('cosmetic', s.cosmetic);
  io.setOutput('report', reportPath);
  io.setOutput('sarif', sarifPath);
  io.setOutput('approval', o.approval ?? 'none');
  io.setOutput('exit-code', EXIT_CODES[o.exit]);
  if (o.repinnedSha) io.setOutput('repinned-sha', o.repinnedSha);
  if (o.decision === 'fail') {
    io.setFailed(`${o.reasons.join('; ') || 'the gate failed'}. ${o.report.nextStep ?? ''}`.trim());
    return { decision: o.decision, exitCode: EXIT_CODES[o.exit] === EXIT_CODES.pass ? EXIT_CODES.blocking : EXIT_CODES[o.exit] };
  }
  io.info(`MCP contract gate: ${o.decision} (${s.breaking} breaking, ${s.silent} silent, ${s.additive} additive, ${s.cosmetic} cosmetic)`);
  return { decision: o.decision, exitCode: EXIT_CODES.pass };
}
