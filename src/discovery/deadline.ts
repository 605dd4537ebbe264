import { setMaxListeners } from 'node:events';

/**
 * One time budget for a whole discovery (start, initialize, every list request), that also follows an outer abort
 * signal (the job being cancelled). `race` makes any step give up when the budget runs out.
 */
export class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly end: number;
  private readonly outer?: AbortSignal;
  private readonly onOuterAbort = () => this.stop('aborted');
  /** Why the budget ended early, if it did. */
  reason?: 'timeout' | 'aborted';

  constructor(
    readonly ms: number,
    outer?: AbortSignal,
  ) {
    this.end = Date.now() + ms;
    // Every SDK request listens on the signal (and does not stop listening): hundreds of pages are normal.
    setMaxListeners(0, this.controller.signal);
    this.timer = setTimeout(() => this.stop('timeout'), ms);
    this.outer = outer;
    if (outer?.aborted) this.stop('aborted');
    else outer?.addEventListener('abort', this.onOuterAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  remaining(): number {
    return Math.max(0, this.end - Date.now());
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
    this.controller.abort(new Error(reason === 'timeout' ? `timed out after ${this.ms} ms` : 'discovery was cancelled'));
  }
}
