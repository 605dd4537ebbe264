/**
 * The format registry: every report format, once, with what the CLI, the action and the docs need to know of it. The
 * `--format` choices, the help lines, which formats are for machines (no progress on stderr) and the dispatch all
 * read this list: a new format is one renderer module and one entry here.
 */
import { VERSION } from '../version.js';
import { renderChangelog } from './changelog-markdown.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderMarkdown, type MarkdownOptions } from './markdown.js';
import type { ReportInput } from './model.js';
import { renderSarif, type SarifOptions } from './sarif.js';
import { renderText } from './text.js';

export interface RenderOptions {
  /** ANSI colour in `text` output; ignored by every other format (JSON, SARIF and Markdown never carry escapes). */
  color?: boolean;
  /** Options of the Markdown format (marker, header, maxLength, fullReportUrl). */
  markdown?: MarkdownOptions;
  /** Options of the SARIF format; `toolVersion` defaults to this package's version. */
  sarif?: Partial<SarifOptions>;
}

export interface FormatSpec<Id extends string = string> {
  id: Id;
  /** For machines: parsed, not read (the CLI prints no progress lines around it). */
  machine: boolean;
  /** A few words for the `--format` help. */
  help: string;
  render(input: ReportInput, options: RenderOptions): string;
}

const spec = <Id extends string>(s: FormatSpec<Id>) => s;

export const FORMAT_SPECS = [
  spec({ id: 'text', machine: false, help: 'for a terminal (the default)', render: (input, o) => renderText(input, { color: o.color === true }) }),
  spec({ id: 'json', machine: true, help: 'the documented JSON report', render: (input) => renderJson(input) }),
  spec({ id: 'markdown', machine: false, help: 'the pull-request comment', render: (input, o) => renderMarkdown(input, o.markdown ?? {}) }),
  spec({ id: 'sarif', machine: true, help: 'SARIF 2.1.0, for code scanning', render: (input, o) => renderSarif(input, { ...o.sarif, toolVersion: o.sarif?.toolVersion ?? VERSION }) }),
  spec({ id: 'junit', machine: true, help: 'JUnit XML, for other CI systems', render: (input) => renderJunit(input) }),
  spec({ id: 'changelog', machine: false, help: 'the contract changelog (Keep a Changelog Markdown, with the bump needed)', render: (input) => renderChangelog(input) }),
] as const;

export type Format = (typeof FORMAT_SPECS)[number]['id'];
export const FORMATS: readonly Format[] = FORMAT_SPECS.map((f) => f.id);
/** `text|json|…`, for usage lines. */
export const FORMAT_USAGE = FORMATS.join('|');

export function formatSpec(format: string): FormatSpec | undefined {
  return (FORMAT_SPECS as readonly FormatSpec[]).find((f) => f.id === format);
}

export function renderReport(format: Format, input: ReportInput, options: RenderOptions = {}): string {
  const found = formatSpec(format);
  if (!found) throw new Error(`unknown report format: ${String(format)}`);
  return found.render(input, options);
}

export { renderChangelog, renderJson, renderJunit, renderMarkdown, renderSarif, renderText };
