/** A stack frame (`    at fn (file:1:2)`, `  File "x.py", line 3`, `Traceback …`): never the cause itself. */
const STACK_FRAME = /^\s*(?:at\s|File\s"|Traceback\b|\^+\s*$|\.\.\.\s*\d+\s+more|node:internal)/;
/** A line that says what went wrong (`Error: TAVILY_API_KEY environment variable is required`, `fatal: …`). */
const ERROR_LINE = /\b(?:error|fatal|exception|panic|required|missing|not set|not found|denied|invalid|unauthori[sz]ed|forbidden|cannot|can't|unable|failed|ENOENT|EACCES|EADDRINUSE|ECONNREFUSED)\b/i;

/** The last lines of a stream (stderr, setup output): enough for a reviewer to see why a server failed. */
export class LineTail {
  private lines: string[] = [];
  private partial = '';
  /** The last line that reads like the cause of a failure (not a stack frame), wherever it was in the stream. */
  private errorLine?: string;

  constructor(
    private readonly maxLines = 20,
    private readonly maxLineLength = 1000,
  ) {}

  push(chunk: Buffer | string): void {
    const text = this.partial + chunk.toString();
    const parts = text.split(/\r?\n/);
    this.partial = parts.pop() ?? '';
    if (this.partial.length > this.maxLineLength * 4) this.partial = this.partial.slice(-this.maxLineLength * 4);
    for (const line of parts) this.add(line);
  }

  private add(line: string): void {
    const kept = line.length > this.maxLineLength ? `${line.slice(0, this.maxLineLength)}…` : line;
    if (ERROR_LINE.test(line) && !STACK_FRAME.test(line)) this.errorLine = kept.trim();
    this.lines.push(kept);
    if (this.lines.length > this.maxLines) this.lines.splice(0, this.lines.length - this.maxLines);
  }

  /**
   * The line that most likely says why the process failed: the last error-like line that is not a stack frame (a
   * stack trace's tail is frames; its cause is above them). Undefined when no line reads like one.
   */
  cause(): string | undefined {
    const last = this.partial.trim();
    if (last && ERROR_LINE.test(last) && !STACK_FRAME.test(last)) return last.slice(0, this.maxLineLength);
    return this.errorLine;
  }

  /** The kept lines (and an unterminated last line), joined with newlines. */
  text(): string {
    const all = this.partial === '' ? this.lines : [...this.lines, this.partial.length > this.maxLineLength ? `${this.partial.slice(0, this.maxLineLength)}…` : this.partial];
    return all.slice(-this.maxLines).join('\n');
  }
}
