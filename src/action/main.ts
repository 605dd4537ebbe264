import { firstLine } from './first-line.js';

// Say what the gate is about to do before loading the rest (the MCP SDK, Octokit, ajv…): the log shows work at once.
process.stdout.write(firstLine(process.env));
const { coreIO } = await import('./io.js');
const { run } = await import('./run.js');
const outcome = await run(coreIO());
process.exitCode = outcome.exitCode;
