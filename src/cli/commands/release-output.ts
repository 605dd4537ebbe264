import { changelogSummary, renderChangelog, renderChangelogJson, renderChangelogText } from '../../report/changelog.js';
import type { ReportInput } from '../../report/model.js';

/** The outputs of `changelog` and `release-check`: the changelog for a terminal, as Markdown, as JSON, or one line. */
export const CHANGELOG_FORMATS = ['text', 'markdown', 'json', 'summary'] as const;
export type ChangelogFormat = (typeof CHANGELOG_FORMATS)[number];

export const CHANGELOG_FORMAT_HELP = `  --format F        text: for a terminal (default: text)
                    markdown: Keep a Changelog Markdown, for release notes
                    json: the changelog and the bump verdict as JSON
                    summary: one line (counts per section and the verdict)`;

export function renderRelease(format: ChangelogFormat, input: ReportInput): string {
  switch (format) {
    case 'markdown':
      return renderChangelog(input);
    case 'json':
      return renderChangelogJson(input);
    case 'summary':
      return changelogSummary(input);
    default:
      return renderChangelogText(input);
  }
}
