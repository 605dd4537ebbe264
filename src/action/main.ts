import { coreIO } from './io.js';
import { run } from './run.js';

const outcome = await run(coreIO());
process.exitCode = outcome.exitCode;
