import { ruleReferenceMarkdown } from '../../report/rule-reference.js';
import { ALL_RULES as RULES } from '../../policy/catalog.js';
import type { CliIO } from '../io.js';
import { oneOf, parseFlags } from '../args.js';

export const RULES_HELP = `Usage: mcp-contract-gate rules [--format text|json|markdown]

List every rule the diff can report: its ID (for policy.rules and policy.ignore), usual severity and rationale.
`;

export function runRules(args: string[], io: CliIO): number {
  const { values } = parseFlags('rules', { args, options: { format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    io.stdout(RULES_HELP);
    return 0;
  }
  switch (oneOf('--format', values.format, ['text', 'json', 'markdown'] as const)) {
    case 'markdown':
      io.stdout(ruleReferenceMarkdown());
      return 0;
    case 'json':
      io.stdout(
        `${JSON.stringify(
          RULES.map((r) => ({ id: r.id, title: r.title, scope: r.scope, severity: r.severity, rationale: r.rationale })),
          null,
          2,
        )}\n`,
      );
      return 0;
    case 'text': {
      const width = Math.max(...RULES.map((r) => r.id.length));
      io.stdout(RULES.map((r) => `${r.id.padEnd(width)}  ${r.severity.padEnd(8)}  ${r.title}`).join('\n') + '\n');
      return 0;
    }
  }
}
