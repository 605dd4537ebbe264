import { runCli } from './run.js';
import { processIO } from './io.js';

process.exitCode = await runCli(process.argv.slice(2), processIO());
