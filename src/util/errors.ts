/** Bad input from a user (a file, a config, a flag): reported plainly, exit code 2, never a stack trace. */
export class InputError extends Error {
  readonly exitCode = 2;
  constructor(
    message: string,
    /** The file the problem is in, when there is one. */
    readonly file?: string,
  ) {
    super(file ? `${file}: ${message}` : message);
    this.name = 'InputError';
  }
}

/** Parse JSON, turning a syntax error into an InputError that names the file, line and column. */
export function parseJsonFile(text: string, file: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    const msg = (err as Error).message;
    const m = /position (\d+)/.exec(msg);
    let where = '';
    if (m) {
      const pos = Number(m[1]);
      const before = text.slice(0, pos);
      const line = before.split('\n').length;
      const col = pos - before.lastIndexOf('\n');
      where = ` at line ${line}, column ${col}`;
    }
    const reason = text.trim() === '' ? 'the file is empty' : `not valid JSON${where} (${msg.split('\n')[0]})`;
    throw new InputError(reason, file);
  }
}
