// The plain JSON-RPC fixture servers' wire: one message per line on stdin and stdout, written by hand (no SDK) so a
// test controls every byte a server answers.
import { createInterface } from 'node:readline';

/** Write one JSON-RPC message (the `jsonrpc` member added) as a line on stdout. */
export const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

/**
 * Hand every request read from stdin to `answer`, in order: lines that are not JSON, notifications (no id) and
 * messages without a method (responses) are skipped. Resolves when stdin ends.
 */
export async function serveRequests(answer) {
  for await (const line of createInterface({ input: process.stdin })) {
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      continue;
    }
    if (msg === null || typeof msg !== 'object' || msg.id === undefined || msg.id === null || typeof msg.method !== 'string') continue;
    await answer(msg);
  }
}
