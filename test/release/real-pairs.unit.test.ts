import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';
import { actualBump, bumpOf, contractFindings, covers, releaseBump } from '../../src/policy/versioning.js';
import { FIXTURES, ROOT } from '../support/paths.js';

/**
 * The bump advice measured on real releases of real servers (captured as published: __fixtures__/real-servers), each
 * pair against what its maintainers released. The table in docs/release.md is this test's output
 * (UPDATE_DOCS=1 rewrites it); a change of the advice shows here as a changed table.
 */
const PAIRS: ReadonlyArray<readonly [dir: string, pkg: string, from: string, to: string]> = [
  ['firecrawl-mcp', 'firecrawl-mcp', '3.1.13', '3.3.5'],
  ['firecrawl-mcp', 'firecrawl-mcp', '3.3.5', '3.5.2'],
  ['firecrawl-mcp', 'firecrawl-mcp', '3.5.2', '3.20.0'],
  ['firecrawl-mcp', 'firecrawl-mcp', '3.20.0', '3.22.0'],
  ['firecrawl-mcp', 'firecrawl-mcp', '3.22.0', '3.26.0'],
  ['chrome-devtools-mcp', 'chrome-devtools-mcp', '1.7.0', '1.11.0'],
  ['figma-developer-mcp', 'figma-developer-mcp', '0.6.0', '0.6.4'],
  ['mongodb-mcp-server', 'mongodb-mcp-server', '2.1.1', '3.0.4'],
  ['notionhq__notion-mcp-server', '@notionhq/notion-mcp-server', '1.9.1', '2.0.0'],
  ['notionhq__notion-mcp-server', '@notionhq/notion-mcp-server', '2.0.0', '2.1.0'],
  ['notionhq__notion-mcp-server', '@notionhq/notion-mcp-server', '2.1.0', '2.2.1'],
  ['notionhq__notion-mcp-server', '@notionhq/notion-mcp-server', '2.2.1', '2.4.0'],
  ['notionhq__notion-mcp-server', '@notionhq/notion-mcp-server', '2.4.0', '2.5.2'],
  ['playwright__mcp', '@playwright/mcp', '0.0.20', '0.0.30'],
  ['playwright__mcp', '@playwright/mcp', '0.0.30', '0.0.45'],
  ['playwright__mcp', '@playwright/mcp', '0.0.45', '0.0.55'],
  ['sentry__mcp-server', '@sentry/mcp-server', '0.22.0', '0.23.1'],
  ['sentry__mcp-server', '@sentry/mcp-server', '0.23.1', '0.26.0'],
  ['upstash__context7-mcp', '@upstash/context7-mcp', '1.0.14', '1.0.31'],
  ['upstash__context7-mcp', '@upstash/context7-mcp', '1.0.31', '2.1.8'],
  ['upstash__context7-mcp', '@upstash/context7-mcp', '2.1.8', '4.1.1'],
  ['wonderwhy-er__desktop-commander', '@wonderwhy-er/desktop-commander', '0.1.39', '0.2.3'],
  ['wonderwhy-er__desktop-commander', '@wonderwhy-er/desktop-commander', '0.2.3', '0.2.52'],
];

interface Row {
  pkg: string;
  from: string;
  to: string;
  counts: Record<'major' | 'minor' | 'patch', number>;
  driver: string;
  needed: string;
  actual: string;
  consistent: 'yes' | 'no' | 'more than needed';
}

function measure(dir: string, pkg: string, from: string, to: string): Row {
  const file = (v: string) => join(FIXTURES, 'real-servers', dir, `${v}.json`);
  const diff = diffSnapshots(readSnapshotFile(file(from)), readSnapshotFile(file(to)));
  const changes = contractFindings(evaluate(diff, DEFAULT_POLICY, { today: '2026-12-02' }).findings);
  const bump = releaseBump(changes, { from, to });
  const counts = { major: 0, minor: 0, patch: 0 };
  const byRule = new Map<string, number>();
  for (const c of changes) {
    const b = bumpOf(c).bump;
    counts[b]++;
    if (b === bump.needed) byRule.set(c.rule, (byRule.get(c.rule) ?? 0) + 1);
  }
  const top = [...byRule].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 2);
  const actual = actualBump(from, to) ?? 'none';
  const consistent = bump.needed === 'none' || actual === bump.needed ? 'yes' : covers(actual, bump.needed) ? 'more than needed' : 'no';
  return { pkg, from, to, counts, driver: top.map(([r, n]) => `\`${r}\` ×${n}`).join(', ') || '—', needed: bump.needed, actual, consistent };
}

function table(rows: readonly Row[]): string {
  const head = ['| Server | Release | Changes (major / minor / patch) | Drives the advice | Advice | Maintainers released | Consistent |', '| --- | --- | --- | --- | --- | --- | --- |'];
  const body = rows.map((r) => `| \`${r.pkg}\` | ${r.from} → ${r.to} | ${r.counts.major} / ${r.counts.minor} / ${r.counts.patch} | ${r.driver} | ${r.needed} | ${r.actual} | ${r.consistent} |`);
  const n = rows.length;
  const yes = rows.filter((r) => r.consistent !== 'no').length;
  return `${[...head, ...body].join('\n')}\n\n${yes} of ${n} releases were numbered consistently with the advice (0.x read as npm's \`^\` ranges read them, the \`zero-versions: caret\` default).\n`;
}

const rows = PAIRS.map(([d, p, a, b]) => measure(d, p, a, b));

test('at least 10 real release pairs are measured', () => {
  expect(rows.length).toBeGreaterThanOrEqual(10);
});

test('docs/release.md holds the measured table', () => {
  const path = join(ROOT, 'docs', 'release.md');
  const text = readFileSync(path, 'utf8');
  const open = '<!-- real-pairs:start -->\n';
  const start = text.indexOf(open);
  const end = text.indexOf('<!-- real-pairs:end -->');
  expect([start >= 0, end > start]).toEqual([true, true]);
  const generated = table(rows);
  if (process.env.UPDATE_DOCS) writeFileSync(path, text.slice(0, start + open.length) + generated + text.slice(end));
  else expect(text.slice(start + open.length, end)).toBe(generated);
});
