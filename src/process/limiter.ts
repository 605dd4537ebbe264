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

/** Slots taken by hand and given back when the holder says (not when a task ends): `acquire` resolves to the release. */
export interface Slots {
  acquire(): Promise<() => void>;
}

/** At most `limit` holders at a time, served in the order they asked; a release is idempotent. */
export function createSlots(limit: number): Slots {
  const max = Number.isFinite(limit) ? Math.max(1, Math.floor(limit)) : 1;
  let held = 0;
  const waiting: Array<() => void> = [];
  const grant = (resolve: (release: () => void) => void) => {
    held++;
    let done = false;
    resolve(() => {
      if (done) return;
      done = true;
      held--;
      const next = waiting.shift();
      if (next) next();
    });
  };
  return {
    acquire: () =>
      new Promise((resolve) => {
        if (held < max) grant(resolve);
        else waiting.push(() => grant(resolve));
      }),
  };
}
