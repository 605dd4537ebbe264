/**
 * JSON with comments and trailing commas (VS Code's `.vscode/mcp.json` is JSONC) → plain JSON text of the same
 * length: comments and trailing commas become spaces (newlines kept), so positions in error messages still match.
 */
export function stripJsonComments(text: string): string {
  const out = text.split('');
  let i = 0;
  let lastSignificant = -1;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      const start = i;
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      lastSignificant = start;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') out[i++] = ' ';
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      for (; i < stop; i++) if (text[i] !== '\n') out[i] = ' ';
      continue;
    }
    if ((c === '}' || c === ']') && lastSignificant >= 0 && text[lastSignificant] === ',') out[lastSignificant] = ' ';
    if (!/\s/.test(c)) lastSignificant = i;
    i++;
  }
  return out.join('');
}
