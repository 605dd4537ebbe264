import { VERSION } from '../version.js';

/** The action's first line of work (what it was asked to do), from the runner's environment alone: no module beyond this one is needed to print it. */
export function firstLine(env: Record<string, string | undefined>): string {
  const event = env.GITHUB_EVENT_NAME || 'no event';
  return `mcp-contract-gate ${VERSION}: ${event} on ${env.GITHUB_REPOSITORY || 'an unknown repository'}\n`;
}
