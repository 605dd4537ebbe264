/** Key paths as users read them in error messages: `servers[1].timeout`, `mcpServers["my server"].args[0]`. */
export type KeyPath = ReadonlyArray<string | number>;

const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

export function formatKeyPath(path: KeyPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (PLAIN_KEY.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** Split an ajv `instancePath` (JSON Pointer) into segments; array indices become numbers. */
export function pointerToPath(pointer: string, data: unknown): Array<string | number> {
  if (pointer === '') return [];
  const out: Array<string | number> = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) {
      const index = Number(token);
      out.push(index);
      node = node[index];
    } else {
      out.push(token);
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[token] : undefined;
    }
  }
  return out;
}
