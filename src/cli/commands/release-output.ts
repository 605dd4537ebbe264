import { changelogSummary, type ChangelogOptions } from '../../report/changelog.js';
import { renderChangelogJson } from '../../report/changelog-json.js';
import { renderChangelog } from '../../report/changelog-markdown.js';
import { renderChangelogText } from '../../report/changelog-text.js';
import type { ReportInput } from '../../report/model.js';

/** The outputs of `changelog` and `release-check`: the changelog for a terminal, as Markdown, as JSON, or one line. */
export const CHANGELOG_FORMATS = ['text', 'markdown', 'json', 'summary'] as const;
export type ChangelogFormat = (typeof CHANGELOG_FORMATS)[number];

/** The --format help lines, with the command's default named. */
export function changelogFormatHelp(byDefault: ChangelogFormat): string {
  const lines: Record<ChangelogFormat, string> = {
    text: 'text: for a terminal',
    markdown: 'markdown: Keep a Changelog Markdown, for release notes',
    json: 'json: the changelog and the bump verdict as JSON',
    summary: 'summary: one line (counts per section and the verdict)',
  };
  return CHANGELOG_FORMATS.map((f, i) => `${i === 0 ? '  --format F        ' : '                    '}${lines[f]}${f === byDefault ? ' (the default)' : ''}`).join('\n');
}

export function renderRelease(format: ChangelogFormat, input: ReportInput, options: ChangelogOptions = {}): string {
  switch (format) {
    case 'markdown':
      return renderChangelog(input, options);
    case 'json':
      return renderChangelogJson(input, options);
    case 'summary':
      return changelogSummary(input, options);
    default:
      return renderChangelogText(input, options);
  }
}
