/** Runs at most `limit` tasks at a time, in the order they were queued. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;
export declare function createLimiter(limit: number): Limiter;
