import { setMaxListeners } from 'node:events';

/**
 * The time budgets of one discovery, which also follow an outer abort signal (the job being cancelled); `race` makes any
 * step give up when a budget runs out. Two budgets, one after the other: with `startMs`, the server first has that long
 * to *start* (spawn, a package download by npx/uvx/docker, its own start-up) until `started()` is called on its first
 * output; then `ms` to *answer* (the opening and every list). Without `startMs` there is only the answering budget.
 */
export class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout;
  private end: number;
  private readonly outer?: AbortSignal;
  private readonly onOuterAbort = () => this.stop('aborted');
  /** Why the budget ended early, if it did. */
  reason?: 'timeout' | 'aborted';
  /** Which budget is running: `start` until the server's first output, then `answer`. */
  phase: 'start' | 'answer';
  /** Whether the server has written anything (`started()` was called), in either phase. */
  spoke = false;

  constructor(
    readonly ms: number,
    outer?: AbortSignal,
    readonly startMs?: number,
  ) {
    this.phase = startMs !== undefined ? 'start' : 'answer';
    const first = startMs ?? ms;
    this.end = Date.now() + first;
    // Every SDK request listens on the signal (and does not stop listening): hundreds of pages are normal.
    setMaxListeners(0, this.controller.signal);
    this.timer = setTimeout(() => this.stop('timeout'), first);
    this.outer = outer;
    if (outer?.aborted) this.stop('aborted');
    else outer?.addEventListener('abort', this.onOuterAbort, { once: true });
  }

  /** The server has started (its first output): the answering budget begins now (when a start budget ran). Idempotent. */
  started(): void {
    this.spoke = true;
    if (this.phase === 'answer' || this.reason) return;
    this.phase = 'answer';
    clearTimeout(this.timer);
    this.end = Date.now() + this.ms;
    this.timer = setTimeout(() => this.stop('timeout'), this.ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** What is left of every budget (while starting: the rest of the start budget and the whole answering one). */
  remaining(): number {
    return Math.max(0, this.end - Date.now()) + (this.phase === 'start' ? this.ms : 0);
  }

  /**
   * Timeout for one SDK request: a little more than what remains, so that this budget (with its better message)
   * always runs out before the SDK's own request timer.
   */
  requestTimeout(): number {
    return this.remaining() + 500;
  }

  /** `promise`, or a rejection as soon as the budget ends. */
  race<T>(promise: Promise<T>): Promise<T> {
    if (this.signal.aborted) {
      promise.catch(() => {});
      return Promise.reject(this.signal.reason);
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(this.signal.reason);
      this.signal.addEventListener('abort', onAbort, { once: true });
      promise.then(
        (v) => {
          this.signal.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (e) => {
          this.signal.removeEventListener('abort', onAbort);
          reject(e);
        },
      );
    });
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onOuterAbort);
  }

  private stop(reason: 'timeout' | 'aborted'): void {
    if (this.reason) return;
    this.reason = reason;
    const budget = this.phase === 'start' ? (this.startMs ?? this.ms) : this.ms;
    this.controller.abort(new Error(reason === 'timeout' ? `timed out after ${budget} ms${this.phase === 'start' ? ' (starting)' : ''}` : 'discovery was cancelled'));
  }
}
