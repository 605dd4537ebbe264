import type { ApprovedRename } from '../contract/lockfile.js';
import { DEFAULT_SERVER_ID } from '../contract/types.js';
import type { Finding } from '../policy/types.js';

/**
 * The renames of an approved change set, as the lockfile records them for the runtime proxy: every `tool-renamed`, and
 * every `param-renamed` of a top-level argument (a nested one cannot be rewritten by moving one key).
 */
export function approvedRenames(findings: readonly Finding[]): ApprovedRename[] {
  const out: ApprovedRename[] = [];
  for (const f of findings) {
    if (f.entity !== 'tool' || typeof f.before !== 'string' || typeof f.after !== 'string') continue;
    const server = f.server ?? DEFAULT_SERVER_ID;
    if (f.rule === 'tool-renamed') out.push({ server, tool: f.tool, kind: 'tool', from: f.before, to: f.after });
    else if (f.rule === 'param-renamed' && f.path === f.after && !/[.[]/.test(f.before + f.after)) out.push({ server, tool: f.tool, kind: 'param', from: f.before, to: f.after });
  }
  return out;
}
