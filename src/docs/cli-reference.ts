import { CHANGELOG_HELP } from '../cli/commands/changelog.js';
import { CHECK_HELP } from '../cli/commands/check.js';
import { DIFF_HELP } from '../cli/commands/diff.js';
import { GATE_HELP } from '../cli/commands/gate.js';
import { KEYGEN_HELP } from '../cli/commands/keygen.js';
import { PIN_HELP } from '../cli/commands/pin.js';
import { PROBE_HELP } from '../cli/commands/probe.js';
import { REFERENCES_HELP } from '../cli/commands/references.js';
import { RULES_HELP } from '../cli/commands/rules.js';
import { SNAPSHOT_HELP } from '../cli/commands/snapshot.js';
import { PROXY_HELP } from '../cli/commands/proxy.js';
import { RELEASE_CHECK_HELP } from '../cli/commands/release-check.js';
import { WRAP_HELP } from '../cli/commands/wrap.js';

/** The CLI reference in docs/cli.md: every command's --help text, so the two cannot disagree. */
export function cliReferenceMarkdown(): string {
  const commands: Array<[string, string]> = [
    ['diff', DIFF_HELP],
    ['snapshot', SNAPSHOT_HELP],
    ['pin', PIN_HELP],
    ['check', CHECK_HELP],
    ['gate', GATE_HELP],
    ['changelog', CHANGELOG_HELP],
    ['release-check', RELEASE_CHECK_HELP],
    ['probe', PROBE_HELP],
    ['rules', RULES_HELP],
    ['references', REFERENCES_HELP],
    ['proxy', PROXY_HELP],
    ['wrap', WRAP_HELP],
    ['keygen', KEYGEN_HELP],
  ];
  return commands.map(([name, help]) => `### \`mcp-contract-gate ${name}\`\n\n\`\`\`text\n${help.trimEnd()}\n\`\`\`\n`).join('\n');
}
