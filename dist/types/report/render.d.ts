import { renderJson } from './json.js';
import { renderMarkdown, type MarkdownOptions } from './markdown.js';
import type { ReportInput } from './model.js';
import { renderSarif, type SarifOptions } from './sarif.js';
import { renderText } from './text.js';
export declare const FORMATS: readonly ["text", "json", "markdown", "sarif"];
export type Format = (typeof FORMATS)[number];
export interface RenderOptions {
    /** ANSI colour in `text` output; ignored by every other format (JSON, SARIF and Markdown never carry escapes). */
    color?: boolean;
    /** Options of the Markdown format (marker, header, maxLength, fullReportUrl). */
    markdown?: MarkdownOptions;
    /** Options of the SARIF format; `toolVersion` defaults to this package's version. */
    sarif?: Partial<SarifOptions>;
}
export declare function renderReport(format: Format, input: ReportInput, options?: RenderOptions): string;
export { renderJson, renderMarkdown, renderSarif, renderText };
