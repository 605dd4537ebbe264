import type { Change } from '../diff/types.js';

/**
 * Each rule once, in the order first seen: with the paths it was found at (`param-removed a, b`), or with its severity,
 * and `×N` when it was found N times with nothing else to tell them apart (`annotation-relaxed (additive) ×3`).
 */
export function ruleList(changes: readonly Change[], detail: 'path' | 'severity'): string {
  const byRule = new Map<string, { severity: string; paths: string[]; count: number }>();
  for (const c of changes) {
    const r = byRule.get(c.rule) ?? { severity: c.severity, paths: [], count: 0 };
    r.count++;
    if (detail === 'path' && c.path && !r.paths.includes(c.path)) r.paths.push(c.path);
    byRule.set(c.rule, r);
  }
  return [...byRule]
    .map(([rule, r]) => {
      const what = detail === 'severity' ? `${rule} (${r.severity})` : r.paths.length ? `${rule} ${r.paths.join(', ')}` : rule;
      return r.count > 1 && r.paths.length < r.count ? `${what} ×${r.count}` : what;
    })
    .join('; ');
}
