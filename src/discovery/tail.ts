/** The last lines of a stream (stderr, setup output): enough for a reviewer to see why a server failed. */
export class LineTail {
  private lines: string[] = [];
  private partial = '';

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
    this.lines.push(line.length > this.maxLineLength ? `${line.slice(0, this.maxLineLength)}…` : line);
    if (this.lines.length > this.maxLines) this.lines.splice(0, this.lines.length - this.maxLines);
  }

  /** The kept lines (and an unterminated last line), joined with newlines. */
  text(): string {
    const all = this.partial === '' ? this.lines : [...this.lines, this.partial.length > this.maxLineLength ? `${this.partial.slice(0, this.maxLineLength)}…` : this.partial];
    return all.slice(-this.maxLines).join('\n');
  }
}
