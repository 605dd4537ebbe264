/**
 * One time budget for a whole discovery (start, initialize, every list request), that also follows an outer abort
 * signal (the job being cancelled). `race` makes any step give up when the budget runs out.
 */
export declare class Deadline {
    readonly ms: number;
    private readonly controller;
    private readonly timer;
    private readonly end;
    private readonly outer?;
    private readonly onOuterAbort;
    /** Why the budget ended early, if it did. */
    reason?: 'timeout' | 'aborted';
    constructor(ms: number, outer?: AbortSignal);
    get signal(): AbortSignal;
    remaining(): number;
    /**
     * Timeout for one SDK request: a little more than what remains, so that this budget (with its better message)
     * always runs out before the SDK's own request timer.
     */
    requestTimeout(): number;
    /** `promise`, or a rejection as soon as the budget ends. */
    race<T>(promise: Promise<T>): Promise<T>;
    dispose(): void;
    private stop;
}
