import picomatch from 'picomatch';
import { suggestion } from '../util/did-you-mean.js';
import { ConfigError, type ConfigProblem } from './errors.js';
import { formatKeyPath, type KeyPath } from './key-path.js';
import { sourceOf } from './gate-config.js';
import type { GateConfig } from '../model/config.js';

/**
 * Check the rule IDs a config names (`policy.rules` keys, `policy.ignore[].rule`) against the diff's catalog. The
 * config loader cannot do it (the diff stage owns the IDs); the caller passes them in. An ignore entry's rule may be
 * a glob (`param-*`) that must match at least one ID. Throws a ConfigError with a did-you-mean for each unknown ID.
 */
export function validateRuleIds(config: GateConfig, knownIds: readonly string[]): void {
  const source = sourceOf(config);
  const file = source?.file ?? config.file ?? 'config';
  const line = (path: KeyPath) => source?.lines.line(path);
  const known = new Set(knownIds);
  const problems: ConfigProblem[] = [];
  for (const id of Object.keys(config.policy.rules)) {
    if (known.has(id)) continue;
    const path: KeyPath = ['policy', 'rules', id];
    problems.push({ key: formatKeyPath(path), line: line(path), message: `${formatKeyPath(path)}: "${id}" is not a known rule ID${hint(id, knownIds)}` });
  }
  config.policy.ignore.forEach((entry, i) => {
    const path: KeyPath = ['policy', 'ignore', i, 'rule'];
    const where = entry.origin.key ? `${entry.origin.key}.rule` : formatKeyPath(path);
    if (known.has(entry.rule)) return;
    if (/[*?[\]{}]/.test(entry.rule)) {
      const match = picomatch(entry.rule);
      if (!knownIds.some((id) => match(id))) problems.push({ key: where, line: line(path), message: `${where}: the pattern "${entry.rule}" matches no rule ID${hint(entry.rule, knownIds)}` });
      return;
    }
    problems.push({ key: where, line: line(path), message: `${where}: "${entry.rule}" is not a known rule ID${hint(entry.rule, knownIds)}` });
  });
  if (problems.length > 0) throw new ConfigError(file, problems);
}

function hint(id: string, knownIds: readonly string[]): string {
  return suggestion(id, knownIds) || '; see the rule catalog (docs/rules.md, or `mcp-contract-gate rules`) for the list of IDs';
}
