import { LineCounter, type Document } from 'yaml';
import type { KeyPath } from './key-path.js';
/**
 * Finds the line (1-based) of a key path in the source text, for error messages and annotation fallbacks. Works for
 * YAML and for JSON (JSON is YAML 1.2 as far as positions go); a text that does not parse simply yields no lines.
 */
export declare class SourceLines {
    private readonly doc;
    private readonly counter;
    private constructor();
    static fromDocument(doc: Document, counter: LineCounter): SourceLines;
    static fromText(text: string): SourceLines;
    /**
     * The line of the node at `path`: for a map entry the line of its key (where a reader looks), for a list item the
     * line the item starts on. A path that does not exist in the source resolves to its deepest existing ancestor.
     */
    line(path: KeyPath): number | undefined;
}
