import type { ReportInput } from './model.js';
export interface TextOptions {
    color?: boolean;
}
export declare function renderText(input: ReportInput, options?: TextOptions): string;
