import type { Named } from './entries.js';
import { Positions } from './positions.js';
import type { ReferenceFormat, ReferenceKind, ToolReference } from './types.js';

/** One file being scanned: its text, where lines start, and the references found so far. */
export class FileScan {
  readonly references: ToolReference[] = [];
  private positions: Positions | undefined;

  constructor(
    readonly file: string,
    readonly text: string,
    readonly format: ReferenceFormat,
  ) {}

  at(offset: number): { line: number; column: number } {
    this.positions ??= new Positions(this.text);
    return this.positions.at(offset);
  }

  /**
   * Record an entry found inside the source range [from, to) of the value that holds it (a YAML scalar, a JSON string,
   * a literal). The entry is looked up in that source from `cursor` on: found verbatim, the reference is placed at it
   * and its tool name gets a span; not found (an escape, a folded line), it is placed at the value and gets none.
   * Returns where the search may go on from.
   */
  add(entry: string, named: Named, where: string, kind: ReferenceKind, range: { from: number; to: number; cursor?: number }): number {
    const cursor = Math.max(range.from, range.cursor ?? range.from);
    const found = this.text.indexOf(entry, cursor);
    const verbatim = found >= 0 && found + entry.length <= range.to;
    const placed = verbatim ? found : range.from;
    const ref: ToolReference = { file: this.file, ...this.at(placed), text: entry, format: this.format, where, kind };
    if (named.serverKey !== undefined) ref.serverKey = named.serverKey;
    if (named.tool !== undefined) ref.tool = named.tool;
    if (named.wildcard) ref.wildcard = true;
    if (verbatim && named.tool !== undefined && named.toolAt !== undefined && !named.wildcard) ref.span = { start: found + named.toolAt, end: found + named.toolAt + named.tool.length };
    this.references.push(ref);
    return verbatim ? found + entry.length : cursor;
  }
}
