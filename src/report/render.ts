/** One entry point for every report format (the CLI's `--format` and the action's outputs). */
import { VERSION } from '../version.js';
import { renderJson } from './json.js';
import { renderMarkdown, type MarkdownOptions } from './markdown.js';
import type { ReportInput } from './model.js';
import { renderSarif, type SarifOptions } from './sarif.js';
import { renderText } from './text.js';

export const FORMATS = ['text', 'json', 'markdown', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

export interface RenderOptions {
  /** ANSI colour in `text` output; ignored by every other format (JSON, SARIF and Markdown never carry escapes). */
  color?: boolean;
  /** Options of the Markdown format (marker, header, maxLength, fullReportUrl). */
  markdown?: MarkdownOptions;
  /** Options of the SARIF format; `toolVersion` defaults to this package's version. */
  sarif?: Partial<SarifOptions>;
}

export function renderReport(format: Format, input: ReportInput, options: RenderOptions = {}): string {
  switch (format) {
    case 'json':
      return renderJson(input);
    case 'markdown':
      return renderMarkdown(input, options.markdown ?? {});
    case 'sarif':
      return renderSarif(input, { ...options.sarif, toolVersion: options.sarif?.toolVersion ?? VERSION });
    case 'text':
      return renderText(input, { color: options.color === true });
    default: {
      const never: never = format;
      throw new Error(`unknown report format: ${String(never)}`);
    }
  }
}

export { renderJson, renderMarkdown, renderSarif, renderText };
