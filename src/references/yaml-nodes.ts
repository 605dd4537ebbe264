import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

/** A string found in a YAML value with the place of its node in the file: [start, end) of the scalar's source. */
export interface YamlString {
  value: string;
  start: number;
  end: number;
}

/**
 * Parse YAML text that starts at `offset` in its file (front matter starts after its `---` line), so that every node's
 * range is an offset in the file. Throws a SyntaxError with the parser's first message on bad YAML.
 */
export function parseYaml(text: string, offset = 0): Document.Parsed {
  const doc = parseDocument(text, { uniqueKeys: false, prettyErrors: false, strict: false });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    const err = new SyntaxError(e.message.split('\n')[0]!) as SyntaxError & { offset?: number };
    err.offset = (e.pos?.[0] ?? 0) + offset;
    throw err;
  }
  return doc;
}

/** The value under `key` of a mapping node (undefined when it is not a mapping or holds no such key). */
export function yamlMember(node: unknown, key: string): Node | undefined {
  if (!isMap(node)) return undefined;
  for (const pair of node.items) {
    const k = isScalar(pair.key) ? pair.key.value : pair.key;
    if (k === key) return (pair.value ?? undefined) as Node | undefined;
  }
  return undefined;
}

/** Every key and value of a mapping node, keys as strings. */
export function yamlEntries(node: unknown): Array<{ key: string; value: Node | undefined }> {
  if (!isMap(node)) return [];
  return node.items.map((pair) => ({ key: String(isScalar(pair.key) ? pair.key.value : pair.key), value: (pair.value ?? undefined) as Node | undefined }));
}

/** The items of a sequence node. */
export function yamlItems(node: unknown): Node[] {
  return isSeq(node) ? (node.items.filter(Boolean) as Node[]) : [];
}

/** The strings of a value that is a string or a list of strings (what a `tools` key holds), each with its node's place. */
export function yamlStrings(node: unknown, offset: number): YamlString[] {
  const one = (n: unknown): YamlString[] => {
    if (!isScalar(n) || typeof n.value !== 'string' || !n.range) return [];
    return [{ value: n.value, start: n.range[0] + offset, end: n.range[1] + offset }];
  };
  if (isSeq(node)) return node.items.flatMap(one);
  return one(node);
}

/** Where a front matter block is: its YAML text and the offset that text starts at. Undefined when the file has none. */
export function frontMatter(text: string): { yaml: string; offset: number } | undefined {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const open = /^---[ \t]*\r?\n/.exec(text.slice(bom, bom + 8));
  if (!open) return undefined;
  const start = bom + open[0].length;
  const close = /^(?:---|\.\.\.)[ \t]*$/m;
  const rest = text.slice(start);
  const m = close.exec(rest);
  if (!m) return undefined;
  return { yaml: rest.slice(0, m.index), offset: start };
}
