import type { Severity } from '../model/severity.js';
import { SEVERITIES } from '../model/severity.js';
import type { ReportInput } from '../report/model.js';
import { FORMAT_SPECS, FORMATS, formatSpec, renderReport, type Format } from '../report/render.js';
import { renderText, type TextOptions } from '../report/text.js';
import { listOf, oneOf } from './args.js';
import type { CliIO } from './io.js';

/** The flags of the commands that print a report (diff, check, gate). */
export const REPORT_FLAGS = {
  format: { type: 'string', default: 'text' },
  'fail-on': { type: 'string' },
  severity: { type: 'string' },
  hide: { type: 'string' },
  explain: { type: 'boolean' },
} as const;

/** Their help lines, shared by the three commands' --help. */
export const REPORT_FLAGS_HELP = `${FORMAT_SPECS.map((f, i) => `${i === 0 ? '  --format F        ' : '                    '}${f.id}: ${f.help}`).join('\n')}
  --fail-on L       comma-separated severities that block (default: breaking,silent)
  --severity L      text: show only these severities, e.g. breaking,silent (blocking changes always show)
  --hide L          text: leave out these severities, e.g. cosmetic,additive (blocking changes always show)
  --explain         text: each rule's rationale under every change (default: once per rule, at the end)`;

export interface ReportFlags {
  format?: string;
  'fail-on'?: string;
  severity?: string;
  hide?: string;
  explain?: boolean;
}

/** The report flags, checked before any work starts (a typo is caught before minutes of setup). */
export interface ReportChoice {
  format: Format;
  failOn?: Severity[];
  text: TextOptions;
}

export function reportChoice(io: CliIO, values: ReportFlags): ReportChoice {
  const format = oneOf('--format', values.format ?? 'text', FORMATS);
  const severities = values.severity !== undefined ? listOf('--severity', values.severity, SEVERITIES) : undefined;
  const hide = values.hide !== undefined ? listOf('--hide', values.hide, SEVERITIES) : undefined;
  const text: TextOptions = { color: io.color, explain: values.explain === true, ...(severities ? { severities } : {}), ...(hide ? { hide } : {}), ...(io.columns ? { width: io.columns } : {}) };
  return { format, ...(values['fail-on'] !== undefined ? { failOn: listOf('--fail-on', values['fail-on'], SEVERITIES) } : {}), text };
}

/** Whether the output is for machines (no progress lines on stderr then). */
export function machineFormat(format: string): boolean {
  return formatSpec(format)?.machine === true;
}

/** Render the report; text honours --severity, --hide, --explain and the terminal's width. */
export function render(choice: ReportChoice, input: ReportInput): string {
  return choice.format === 'text' ? renderText(input, choice.text) : renderReport(choice.format, input, { color: choice.text.color ?? false });
}
