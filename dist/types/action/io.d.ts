export interface AnnotationPlace {
    file?: string;
    startLine?: number;
    title?: string;
}
/** Everything the action reads from or writes to the runner: real `@actions/core` in production, a recorder in tests. */
export interface ActionIO {
    env: Record<string, string | undefined>;
    getInput(name: string): string;
    setOutput(name: string, value: string | number): void;
    info(message: string): void;
    warning(message: string, place?: AnnotationPlace): void;
    error(message: string, place?: AnnotationPlace): void;
    notice(message: string, place?: AnnotationPlace): void;
    setFailed(message: string): void;
    /** Append Markdown to the job summary. */
    summary(markdown: string): Promise<void>;
    /** Now, for approval records and expiry dates. */
    now(): Date;
}
export declare function coreIO(): ActionIO;
