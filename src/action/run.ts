import { InputError } from '../util/errors.js';
import { EXIT_CODES } from '../util/exit-codes.js';
import { onObtainedSecret, Scrubber, secretValuesFromEnv } from '../util/secrets.js';
import { readContext } from './event.js';
import { readInputs } from './inputs.js';
import { safeIO, type ActionIO } from './io.js';
import type { Outcome } from './outcome.js';

/**
 * The action: read the inputs and the context, then route the event, run the gate, publish. Returns the outcome;
 * never throws for bad input (it fails the step). This module loads nothing heavy: a step with bad inputs or outside a
 * workflow fails before the runner's toolkit, the MCP SDK or Octokit are loaded (route.ts, imported after).
 */
export async function run(rawIO: ActionIO): Promise<Outcome> {
  // Before anything can print: every secret the action knows is scrubbed from everything it writes.
  const scrubber = new Scrubber(secretValuesFromEnv(rawIO.env));
  const io = safeIO(rawIO, scrubber);
  let loaded = false;
  // a token obtained at run time (OAuth) is masked by the runner too, beside the scrubber (which masks it anyway)
  const unmask = onObtainedSecret((value) => {
    if (loaded) io.mask?.(value);
  });
  try {
    const inputs = readInputs(io);
    scrubber.add(inputs.token);
    // the whole key, and each line of a PEM on its own (the runner masks line by line)
    for (const part of [inputs.signingKey, ...inputs.signingKey.split(/\r?\n/).filter((l) => !l.startsWith('-----'))]) scrubber.add(part.trim());
    const ctx = readContext(io.env);
    await io.load?.();
    loaded = true;
    const { route } = await import('./route.js');
    return await route(io, scrubber, inputs, ctx);
  } catch (err) {
    const message = err instanceof InputError ? err.message : `unexpected error: ${(err as Error).stack ?? String(err)}`;
    const exitCode = err instanceof InputError ? err.exitCode : EXIT_CODES.couldNotRun;
    if (loaded) io.setOutput('exit-code', exitCode); // before load only the exit code and setFailed can speak
    io.setFailed(`mcp-contract-gate: ${message}`);
    return { decision: 'fail', exitCode };
  } finally {
    unmask();
  }
}
