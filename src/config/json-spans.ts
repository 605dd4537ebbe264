import { stripJsonComments } from './jsonc.js';

/** Where a value sits in a JSON (or JSONC) text: [start, end), and the indentation of the line its key is on. */
export interface Span {
  start: number;
  end: number;
  /** The whitespace that starts the line of the value's key (or of the value, at the top). */
  indent: string;
}

/**
 * The span of the value at `path` (object keys, outermost first) in a JSON or JSONC text, or undefined when the text
 * does not hold it. Comments and trailing commas are skipped (they keep their places), so an edit made by replacing a
 * span leaves every other byte of the file as it was. A key listed twice: the last one (as JSON.parse reads it).
 */
export function valueSpan(text: string, path: readonly string[]): Span | undefined {
  const plain = stripJsonComments(text);
  let i = 0;
  const ws = () => {
    while (i < plain.length && /\s/.test(plain[i]!)) i++;
  };
  const fail = (): never => {
    throw new SyntaxError(`unexpected ${JSON.stringify(plain[i] ?? 'end')} at ${i}`);
  };
  const string = (): string => {
    const start = i;
    if (plain[i] !== '"') fail();
    i++;
    while (i < plain.length && plain[i] !== '"') i += plain[i] === '\\' ? 2 : 1;
    if (i >= plain.length) fail();
    i++;
    return JSON.parse(plain.slice(start, i)) as string;
  };
  /** Skip one value; when `want` is not empty, find the value it names inside it. */
  const value = (want: readonly string[]): Span | undefined => {
    ws();
    const c = plain[i];
    if (c === '{') {
      i++;
      let found: Span | undefined;
      ws();
      if (plain[i] === '}') {
        i++;
        return undefined;
      }
      for (;;) {
        ws();
        const keyAt = i;
        const key = string();
        ws();
        if (plain[i] !== ':') fail();
        i++;
        ws();
        const start = i;
        const here = want.length > 0 && key === want[0];
        const inner = value(here ? want.slice(1) : []);
        if (here) found = want.length === 1 ? { start, end: i, indent: lineIndent(plain, keyAt) } : inner;
        ws();
        if (plain[i] === ',') {
          i++;
          continue;
        }
        if (plain[i] === '}') {
          i++;
          return found;
        }
        fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (plain[i] === ']') {
        i++;
        return undefined;
      }
      for (;;) {
        value([]);
        ws();
        if (plain[i] === ',') {
          i++;
          continue;
        }
        if (plain[i] === ']') {
          i++;
          return undefined;
        }
        fail();
      }
    }
    if (c === '"') {
      string();
      return undefined;
    }
    const m = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(plain.slice(i, i + 64));
    if (!m) fail();
    i += m![0].length;
    return undefined;
  };
  try {
    if (plain.charCodeAt(0) === 0xfeff) i = 1;
    ws();
    const start = i;
    const found = value(path);
    return path.length === 0 ? { start, end: i, indent: lineIndent(plain, start) } : found;
  } catch {
    return undefined;
  }
}

function lineIndent(text: string, at: number): string {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, at))![0];
}

/** The indentation unit of a JSON text: the first indented line's whitespace (two spaces when nothing is indented). */
export function indentUnit(text: string): string {
  return /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
}
