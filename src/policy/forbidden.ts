import picomatch from 'picomatch';
import { checkTools } from '../contract/tool-list.js';
import type { ServerConfig } from '../model/config.js';
import type { SnapshotSet } from '../contract/types.js';
import { DEFAULT_SERVER_ID } from '../contract/types.js';
import type { Finding } from './types.js';
import { forbiddenTool } from './rules.js';

/** Every head tool that a server's `forbidden-tools` globs match: blocking whether or not it changed. */
export function forbiddenToolFindings(servers: ServerConfig[], head: SnapshotSet): Finding[] {
  const out: Finding[] = [];
  const single = Object.keys(head.servers).length === 1 && head.servers[DEFAULT_SERVER_ID] !== undefined;
  for (const server of servers) {
    if (!server.forbiddenTools?.length) continue;
    const snap = head.servers[server.id] ?? (single ? head.servers[DEFAULT_SERVER_ID] : undefined);
    if (!snap) continue;
    for (const tool of checkTools(snap.tools).entries) {
      const pattern = server.forbiddenTools.find((p) => picomatch.isMatch(tool.name, p, { dot: true }));
      if (!pattern) continue;
      const source = `${server.origin.file}: ${server.origin.key}.forbidden-tools`;
      const change = forbiddenTool.make({ entity: 'tool', tool: tool.name, path: '', pointer: '' }, null, tool.name, { pattern, source }, [
        { id: 'forbidden-tool', message: `'${tool.name}' is forbidden on server '${server.id}' by '${pattern}'`, evidence: tool.name },
      ]);
      out.push({ ...(single ? {} : { server: server.id }), ...change, blocking: true, effects: [{ kind: 'forbidden-tool', message: `forbidden by '${pattern}'`, source }] });
    }
  }
  return out;
}
