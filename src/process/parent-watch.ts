/** How often a long-running command looks whether the process that started it is still there (ms). */
const PARENT_POLL_MS = 500;

/**
 * Call `onGone` once when the process that started this one ends: this one is then adopted (by init or a subreaper)
 * and its parent pid changes. A signal sent to a launcher does not always reach us: `npx` hands SIGTERM to the
 * `sh -c` it runs the bin in, and the shell dies without passing it on, which left the proxy and its server running
 * and holding the port. The timer does not keep the process alive. Returns the function that stops watching.
 */
export function watchParent(onGone: () => void, pollMs = PARENT_POLL_MS): () => void {
  if (process.platform === 'win32') return () => undefined;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
