/** The last lines of a stream (stderr, setup output): enough for a reviewer to see why a server failed. */
export declare class LineTail {
    private readonly maxLines;
    private readonly maxLineLength;
    private lines;
    private partial;
    constructor(maxLines?: number, maxLineLength?: number);
    push(chunk: Buffer | string): void;
    private add;
    /** The kept lines (and an unterminated last line), joined with newlines. */
    text(): string;
}
