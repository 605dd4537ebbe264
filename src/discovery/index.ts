/** Discovery: start or reach each configured MCP server at the base and head commits and read its lists, raw. */
export { discoverServer, serverNeutralContext, type DiscoverOptions } from './discover-server.js';
export { discoverAll, type DiscoverAllOptions, type DiscoveryEvent } from './discover-all.js';
export { discoverRefs, type DiscoverRefsOptions, type RefSnapshots } from './discover-refs.js';
export { serverEnvironment } from './launch.js';
