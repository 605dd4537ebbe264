import { parseDocument } from 'yaml';

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

/** Line and column of a JSON syntax error, from the message's position, else from a second, position-aware parse. */
function whereIs(text: string, message: string): string {
  const m = /position (\d+)/.exec(message);
  if (m) {
    const pos = Number(m[1]);
    const before = text.slice(0, pos);
    return ` at line ${before.split('\n').length}, column ${pos - before.lastIndexOf('\n')}`;
  }
  // Node 20's "Unexpected token …" messages carry no position; YAML 1.2 reads JSON and says where it stopped.
  const err = parseDocument(text, { prettyErrors: false }).errors[0];
  return err?.linePos ? ` at line ${err.linePos[0].line}, column ${err.linePos[0].col}` : '';
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
