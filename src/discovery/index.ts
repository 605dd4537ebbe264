/** Discovery: start or reach each configured MCP server at the base and head commits and read its lists, raw. */
export { discoverServer, type DiscoverOptions } from './discover-server.js';
export { discoverAll, type DiscoverAllOptions, type DiscoveryEvent } from './discover-all.js';
export { discoverRefs, type DiscoverRefsOptions, type RefSnapshots } from './discover-refs.js';
export { withBaseWorktree, resolveCommit, git, GitError, type WorktreeOptions } from './git-worktree.js';
export { serverEnvironment } from './environment.js';
export { DEFAULT_LIST_LIMITS, PermissiveResultSchema, type ListLimits } from './list-raw.js';
export { GroupStdioTransport, type GroupStdioParams } from './stdio-transport.js';
export { processGone } from './process-group.js';
