import { renderJson } from './json.js';
import type { ReportInput } from './model.js';

export const FORMATS = ['text', 'json', 'markdown', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

export interface RenderOptions {
  color?: boolean;
}

export function renderReport(format: Format, input: ReportInput, _options: RenderOptions = {}): string {
  switch (format) {
    case 'json':
      return renderJson(input);
    default:
      return renderJson(input);
  }
}
