import { rulesOf } from '../policy/catalog.js';

const SCOPES: Array<[string, string]> = [
  ['tool', 'Tools'],
  ['request', 'Input schema (a request: narrowing breaks callers)'],
  ['response', 'Output schema (a response: widening breaks consumers)'],
  ['annotations', 'Annotations'],
  ['any', 'Anywhere'],
  ['prompt', 'Prompts'],
  ['resource', 'Resources and resource templates'],
  ['server', 'Server instructions'],
];

/** The rule reference (docs/rules.md), generated from the catalog so it cannot drift. */
export function ruleReferenceMarkdown(): string {
  const lines = [
    '# Rule reference',
    '',
    '<!-- Generated from src/diff/rules by `npm run docs`; a test fails when it is out of date. -->',
    '',
    'Every change the diff reports carries one of these rule IDs. IDs are stable: use them in `policy.rules` (severity',
    'overrides) and `policy.ignore` entries. Severities: **breaking** (callers built on the old contract fail),',
    '**silent** (calls still succeed but mean something else), **additive** (safe), **cosmetic** (no effect).',
    'Some rules pick their severity per instance (an open vs closed schema, a whitespace-only edit); the table gives the',
    'usual one. Each rule has a before/after fixture under `__fixtures__/rules/<id>/`.',
    '',
  ];
  for (const [scope, heading] of SCOPES) {
    const rules = rulesOf('diff').filter((r) => r.scope === scope);
    if (!rules.length) continue;
    lines.push(`## ${heading}`, '', '| Rule ID | Change | Severity | Why |', '|---|---|---|---|');
    for (const r of rules) lines.push(`| \`${r.id}\` | ${r.title} | ${r.severity} | ${r.rationale.replace(/\|/g, '\\|')} |`);
    lines.push('');
  }
  lines.push(
    '## Policy rules',
    '',
    'Added by the policy on top of the diff (forbidden tools, version discipline, probes): they judge the head or the release, not one change.',
    '',
    '| Rule ID | Finding | Severity | Why |',
    '|---|---|---|---|',
  );
  for (const r of rulesOf('policy')) lines.push(`| \`${r.id}\` | ${r.title} | ${r.severity} | ${r.rationale.replace(/\|/g, '\\|')} |`);
  lines.push('');
  return `${lines.join('\n')}`;
}
