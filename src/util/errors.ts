import { EXIT_CODES } from './exit-codes.js';

/** Bad input from a user (a file, a config, a flag): reported plainly, exit code 2, never a stack trace. */
export class InputError extends Error {
  readonly exitCode = EXIT_CODES.badInput;
  constructor(
    message: string,
    /** The file the problem is in, when there is one. */
    readonly file?: string,
  ) {
    super(file ? `${file}: ${message}` : message);
    this.name = 'InputError';
  }
}

/** Line and column of a JSON syntax error, from the message's position, else from a scan that finds where it stopped. */
function whereIs(text: string, message: string): string {
  const m = /position (\d+)/.exec(message);
  // Node 20's "Unexpected token …" and "Unexpected end" messages carry no position.
  const pos = m ? Number(m[1]) : jsonErrorOffset(text);
  if (pos === undefined) return '';
  const before = text.slice(0, pos);
  return ` at line ${before.split('\n').length}, column ${pos - before.lastIndexOf('\n')}`;
}

/**
 * The offset where `text` stops being JSON (RFC 8259): the same place V8 reports when it gives one, text.length for
 * an unexpected end; undefined when the text parses (or nests too deep to scan). A few lines instead of a YAML parser,
 * so reading a file costs no parser load.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw new JsonStop(i);
  };
  const string = () => {
    i++;
    for (;;) {
      if (i >= text.length) fail();
      const c = text[i]!;
      if (c === '"') return void i++;
      if (c === '\\') {
        i++;
        if (text[i] === 'u') {
          for (let k = 1; k <= 4; k++) if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) return void ((i += k), fail());
          i += 5;
        } else if (i < text.length && '"\\/bfnrt'.includes(text[i]!)) i++;
        else fail();
      } else if (c < ' ') fail();
      else i++;
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) return void i++;
      for (;;) {
        if (c === '{') {
          ws();
          if (text[i] !== '"') fail();
          string();
          ws();
          if (text[i] !== ':') fail();
          i++;
        }
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === close) return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    const word = c === 't' ? 'true' : c === 'f' ? 'false' : c === 'n' ? 'null' : undefined;
    if (word) {
      // fails where the literal goes wrong, as V8 reports it
      for (const ch of word) {
        if (text[i] !== ch) fail();
        i++;
      }
      return;
    }
    number();
  };
  const digits = () => {
    if (!isDigit(text[i])) fail();
    while (isDigit(text[i])) i++;
  };
  const number = () => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  try {
    value();
    ws();
    return i < text.length ? i : undefined;
  } catch (err) {
    if (err instanceof JsonStop) return err.offset;
    return undefined; // nested deeper than the stack: no position
  }
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

class JsonStop {
  constructor(readonly offset: number) {}
}

/** Parse JSON, turning a syntax error into an InputError that names the file, line and column. */
export function parseJsonFile(text: string, file: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    const msg = (err as Error).message;
    const where = text.trim() === '' ? '' : whereIs(text, msg);
    const reason = text.trim() === '' ? 'the file is empty' : `not valid JSON${where} (${msg.split('\n')[0]})`;
    throw new InputError(reason, file);
  }
}
