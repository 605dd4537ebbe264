// Global setup of the unit tier: the prebuilt module graph only (test/support/module-graph.mjs); no bundle, no servers.
// A source that does not build (a file mid-edit) is no reason to fail every test: the run then imports src/ file by
// file, as jest does by default, and only the tests that import the broken file fail.
import { buildModuleGraph } from './module-graph.mjs';

export default async function unitGlobalSetup() {
  if (process.env.MCG_MODULE_GRAPH !== undefined) return; // given by the caller; '' turns the graph off
  try {
    process.env.MCG_MODULE_GRAPH = await buildModuleGraph();
  } catch (e) {
    process.stdout.write(`the module graph could not be built, src/ is imported file by file: ${e instanceof Error ? e.message.split('\n')[0] : e}\n`);
    process.env.MCG_MODULE_GRAPH = '';
  }
}
