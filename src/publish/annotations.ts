import type { Finding } from '../policy/types.js';
import { escapeTerminal } from '../report/escape.js';
import type { CheckAnnotation } from './github.js';
import type { ToolLocator } from './locate.js';
import { isReferenceFinding, type ReferenceData } from '../references/findings.js';

const LEVEL_CAP = 10;

function level(f: Finding): CheckAnnotation['annotation_level'] {
  if (f.blocking) return 'failure';
  if (f.severity === 'breaking' || f.severity === 'silent' || f.flags?.length) return 'warning';
  return 'notice';
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Annotations are plain text, but still untrusted: control characters and bidi overrides are made visible. */
function plain(text: string): string {
  return escapeTerminal(text);
}

function annotationText(f: Finding): { title: string; message: string; details?: string } {
  const where = `${f.server ? `${f.server}/` : ''}${f.tool}${f.path ? ` ${f.path}` : ''}`;
  const title = clip(plain(`${f.severity}${f.blocking ? ' (blocking)' : ''}: ${f.rule} in ${where}`), 255);
  const flags = (f.flags ?? []).map((fl) => `⚠ ${fl.message}${fl.evidence ? `: "${fl.evidence}"` : ''}`);
  const effects = (f.effects ?? []).map((e) => `policy: ${e.message}`);
  const message = clip(plain([`${f.message}.`, f.reason, ...flags, ...effects].join('\n')), 4000);
  const details = f.before !== null || f.after !== null ? clip(plain(`before: ${JSON.stringify(f.before)}\nafter:  ${JSON.stringify(f.after)}`), 30_000) : undefined;
  return { title, message, ...(details ? { details } : {}) };
}

/**
 * One check-run annotation per finding, at the line where its tool is defined; a reference finding at the reference
 * itself (its file, line and the columns of its entry).
 */
export function checkAnnotations(findings: Finding[], locator: ToolLocator): CheckAnnotation[] {
  return findings.map((f) => {
    const t = annotationText(f);
    if (isReferenceFinding(f)) {
      const r = (f.data as ReferenceData).reference;
      return {
        path: locator.inRepository(r.file),
        start_line: r.line,
        end_line: r.line,
        start_column: r.column,
        end_column: r.column + r.text.length - 1,
        annotation_level: level(f),
        title: t.title,
        message: t.message,
        ...(t.details ? { raw_details: t.details } : {}),
      };
    }
    const at = locator.locate(f.server, f.tool);
    return {
      path: at.path,
      start_line: at.line,
      end_line: at.line,
      annotation_level: level(f),
      title: t.title,
      message: t.message,
      ...(t.details ? { raw_details: t.details } : {}),
    };
  });
}

export interface CommandSink {
  error(message: string, place: { file: string; startLine: number; title: string }): void;
  warning(message: string, place: { file: string; startLine: number; title: string }): void;
  notice(message: string, place?: { file: string; startLine: number; title: string }): void;
}

/**
 * Workflow-command annotations (shown on the run and the PR's Files tab): GitHub shows at most 10 per level per step,
 * so the gate sends 10 per level and then one notice with the totals.
 */
export function emitCommandAnnotations(sink: CommandSink, annotations: CheckAnnotation[]): void {
  const counts = { failure: 0, warning: 0, notice: 0 };
  for (const a of annotations) {
    counts[a.annotation_level]++;
    if (counts[a.annotation_level] > LEVEL_CAP) continue;
    const place = { file: a.path, startLine: a.start_line, title: a.title ?? '' };
    if (a.annotation_level === 'failure') sink.error(a.message, place);
    else if (a.annotation_level === 'warning') sink.warning(a.message, place);
    else sink.notice(a.message, place);
  }
  const hidden = Object.entries(counts).filter(([, n]) => n > LEVEL_CAP);
  if (hidden.length)
    sink.notice(
      `${annotations.length} contract findings in all (${Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')}); only the first ${LEVEL_CAP} of each level are annotated here. The check run and the job summary list them all.`,
    );
}
