import { firstLine } from './first-line.js';
import { coreIO } from './io.js';
import { run } from './run.js';

// Say what the gate is about to do before loading the rest (the MCP SDK, Octokit, ajv…): the log shows work at once.
// run() reads the inputs and the context first and loads the rest only when they are good.
process.stdout.write(firstLine(process.env));
const outcome = await run(coreIO());
process.exitCode = outcome.exitCode;
