import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { KeyPath } from './key-path.js';

/**
 * Finds the line (1-based) of a key path in the source text, for error messages and annotation fallbacks. Works for
 * YAML and for JSON (JSON is YAML 1.2 as far as positions go); a text that does not parse simply yields no lines.
 */
export class SourceLines {
  private constructor(
    private readonly doc: Document | undefined,
    private readonly counter: LineCounter,
  ) {}

  static fromDocument(doc: Document, counter: LineCounter): SourceLines {
    return new SourceLines(doc, counter);
  }

  static fromText(text: string): SourceLines {
    const counter = new LineCounter();
    try {
      const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: false });
      return new SourceLines(doc.errors.length === 0 ? doc : undefined, counter);
    } catch {
      return new SourceLines(undefined, counter);
    }
  }

  /**
   * The line of the node at `path`: for a map entry the line of its key (where a reader looks), for a list item the
   * line the item starts on. A path that does not exist in the source resolves to its deepest existing ancestor.
   */
  line(path: KeyPath): number | undefined {
    if (!this.doc) return undefined;
    let node: unknown = this.doc.contents;
    let offset: number | undefined = rangeStart(node);
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => keyText(p.key) === String(segment));
        if (!pair) break;
        offset = rangeStart(pair.key) ?? rangeStart(pair.value) ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item = node.items[segment];
        if (item === undefined) break;
        offset = rangeStart(item) ?? offset;
        node = item;
      } else break;
    }
    return offset === undefined ? undefined : this.counter.linePos(offset).line;
  }
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return Array.isArray(range) ? range[0] : undefined;
}

function keyText(key: unknown): string | undefined {
  if (key === null || key === undefined) return undefined;
  if (typeof key === 'object' && 'value' in (key as object)) return String((key as { value: unknown }).value);
  return String(key);
}
