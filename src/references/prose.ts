import { claudeName } from './entries.js';
import type { FileScan } from './emit.js';

/** A Claude Code tool name in running text: `mcp__` and the name's characters, not inside a longer word. */
const MENTION = /(?<![A-Za-z0-9_])mcp__[A-Za-z0-9_-]*[A-Za-z0-9]/g;

/**
 * AGENTS.md, CLAUDE.md, `*.instructions.md`, and the bodies of prompt, agent, command and skill files (from `from` on):
 * names mentioned in the text, reported for review only and never rewritten.
 */
export function scanProse(scan: FileScan, keys: readonly string[], from = 0): void {
  for (const m of (from ? scan.text.slice(from) : scan.text).matchAll(MENTION)) {
    const named = claudeName(m[0], keys);
    if (!named) continue;
    scan.add(m[0], named, 'text', 'prose', { from: from + m.index, to: from + m.index + m[0].length });
    delete scan.references.at(-1)!.span; // prose is never rewritten
  }
}
