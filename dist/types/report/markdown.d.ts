import type { ReportInput } from './model.js';
export declare const MAX_COMMENT_LENGTH = 65536;
export declare const DEFAULT_APPROVAL_LABEL = "mcp-contract-approved";
export interface MarkdownOptions {
    /** Identifies this gate's comment among others (workflow, job, header); sanitised into the hidden marker. */
    marker?: string;
    /** Shown in the title, e.g. the config's name. */
    header?: string;
    /** Hard cap on the output length (default 65,536). */
    maxLength?: number;
    /** Where the untruncated report lives (job summary, artifact); linked from the truncation line. */
    fullReportUrl?: string;
}
export declare function renderMarkdown(input: ReportInput, options?: MarkdownOptions): string;
