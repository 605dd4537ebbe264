/** Runs at most `limit` tasks at a time, in the order they were queued. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(limit: number): Limiter {
  const max = Math.max(1, Math.floor(limit));
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (running >= max) return;
    const start = waiting.shift();
    if (start) {
      running++;
      start();
    }
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            running--;
            next();
          });
      });
      next();
    });
}
