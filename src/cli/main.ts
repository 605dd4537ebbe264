import { runCli } from './run.js';
import { processIO } from './io.js';

// Not a top-level await: the bundle runs as a script (see scripts/bundle.mjs), and runCli never rejects.
void runCli(process.argv.slice(2), processIO()).then((code) => {
  process.exitCode = code;
});
