// Starts a fixture server of src/ by name. The servers are real MCP SDK servers; what this changes is how their code is
// loaded. The test run's global setup (test/support/global-setup.mjs) bundles src/ once, and a server then loads the
// SDK as one file instead of some 150 modules: about 250 ms less CPU per start, and the suite starts these servers
// hundreds of times. The bundle is named by a hash of everything that goes into it, so a server never runs code older
// than its source: without a current bundle (a source edited since, or no test run yet) it runs from src/ directly.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** __fixtures__/servers */
export const SERVERS = dirname(dirname(fileURLToPath(import.meta.url)));
const ROOT = dirname(dirname(SERVERS));
/** The inputs of the bundle: the servers' sources, their shared code and the locked dependencies (the SDKs). */
const INPUTS = [join(SERVERS, 'src'), join(SERVERS, 'lib'), join(ROOT, 'package-lock.json')];

/** The hash of the bundle's inputs (paths and contents). */
export function sourcesHash() {
  const h = createHash('sha256');
  const add = (p) => h.update(p.slice(ROOT.length)).update('\0').update(readFileSync(p)).update('\0');
  for (const input of INPUTS) {
    if (!input.endsWith('.json')) for (const name of readdirSync(input).sort()) add(join(input, name));
    else add(input);
  }
  return h.digest('hex').slice(0, 16);
}

/** Where the bundle of the current sources is (or would be): one module whose `start(name)` runs src/NAME.mjs. */
export const bundleFile = (hash = sourcesHash()) => join(SERVERS, '.bundle', hash, 'index.js');

/** Run src/NAME.mjs: from the current bundle when there is one, else from the source. */
export async function start(name) {
  const bundle = bundleFile();
  if (existsSync(bundle)) await (await import(pathToFileURL(bundle).href)).start(name);
  else await import(pathToFileURL(join(SERVERS, 'src', `${name}.mjs`)).href);
}
