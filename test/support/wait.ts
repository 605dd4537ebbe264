/**
 * Wait until `condition` holds, checking every `intervalMs`: tests wait for what they need, never for a fixed time.
 * Fails with `what` after `timeoutMs`.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, { timeoutMs = 10_000, intervalMs = 10 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
