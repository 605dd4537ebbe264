import { escapeBlock } from '../report/escape.js';
import { InputError } from '../util/errors.js';
import type { GitHubPort } from './github-port.js';

/**
 * Whatever stopped the gate, its check run does not stay in progress (a required check would then hang until it times
 * out): it fails, with the error. A bad input is said as it is; anything else with its stack.
 */
export async function failCheckRun(gh: GitHubPort, checkId: number, err: unknown): Promise<void> {
  const known = err instanceof InputError;
  const text = known
    ? `The gate could not run:\n\n${escapeBlock((err as Error).message, { maxLines: 60 })}`
    : `The gate stopped with an unexpected error:\n\n${escapeBlock(String((err as Error).stack ?? err), { maxLines: 40 })}`;
  await gh.write('failing the check run', () => gh.api.completeCheckRun(checkId, 'failure', { title: known ? 'The gate could not run' : 'The gate stopped with an error', summary: text }, []));
}
