/**
 * `${VAR}` interpolation from the workflow environment, as MCP client configs do it:
 *   ${VAR}            the value; an error when VAR is not set
 *   ${VAR:-default}   default when VAR is unset or empty;  ${VAR-default}: default only when unset
 *   ${env:VAR}        VS Code's spelling of ${VAR} (same rules, with :- defaults)
 *   $${…}             a literal "${…}"
 *   ${input:ID}       VS Code's prompted input, read from the environment variable ID (or its upper-case
 *                     form with _ for other characters, e.g. api-key -> API_KEY); an error when neither is set
 *   ${workspaceFolder} kept as is: discovery replaces it with the checkout folder (head or base)
 */
export type Env = Record<string, string | undefined>;

const WORKSPACE_FOLDER = '${workspaceFolder}';

export class InterpolationError extends Error {}

const PLACEHOLDER = /\$(\$?)\{([^}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function interpolate(value: string, env: Env): string {
  return value.replace(PLACEHOLDER, (whole, escaped: string, inner: string) => {
    if (escaped) return whole.slice(1);
    if (inner === 'workspaceFolder') return whole;
    if (inner.startsWith('{')) {
      throw new InterpolationError(`uses the GitHub expression "${whole}}", which is not evaluated in this file; pass the value through the workflow step's env and write \${NAME} here`);
    }
    if (inner.startsWith('input:')) {
      const id = inner.slice(6);
      const value = inputValue(id, env);
      if (value !== undefined) return value;
      throw new InterpolationError(
        `uses the VS Code input variable "${whole}", which cannot be prompted for in CI; set the environment variable ${inputNames(id).join(' or ')} in the workflow step's env, or write \${env:NAME} instead`,
      );
    }
    const ref = reference(inner);
    if (!ref) {
      throw new InterpolationError(`has "${whole}", which is not a variable reference; write \${NAME} or \${NAME:-default}, or $${whole} for a literal "${whole}"`);
    }
    const { name, operator, fallback } = ref;
    const current = env[name];
    if (operator === ':-' && (current === undefined || current === '')) return fallback;
    if (operator === '-' && current === undefined) return fallback;
    if (current === undefined) {
      throw new InterpolationError(
        `needs the environment variable ${name}, which is not set; set it in the workflow step's env (e.g. ${name}: \${{ secrets.${name} }}) or give a default with \${${name}:-value}`,
      );
    }
    return current;
  });
}

/** The environment variables a VS Code `${input:ID}` is read from, in order: ID itself, then ID upper-cased with _. */
function inputNames(id: string): string[] {
  const upper = id.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
  return upper === id ? [id] : [id, upper];
}

function inputValue(id: string, env: Env): string | undefined {
  for (const name of inputNames(id)) if (env[name] !== undefined) return env[name];
  return undefined;
}

/** The variable a placeholder's inside names (`VAR`, `env:VAR`, with a `:-` or `-` default), or undefined. */
function reference(inner: string): { name: string; operator?: string; fallback: string } | undefined {
  const body = inner.startsWith('env:') ? inner.slice(4) : inner;
  const m = /^([^:-]*)(?:(:?-)(.*))?$/s.exec(body);
  const name = m?.[1] ?? '';
  if (!m || !NAME.test(name)) return undefined;
  return { name, ...(m[2] ? { operator: m[2] } : {}), fallback: m[3] ?? '' };
}

/** The variables a text interpolates (what `interpolate` would read from the environment), sorted. */
export function interpolatedNames(text: string): string[] {
  const names = new Set<string>();
  for (const [, escaped, inner] of text.matchAll(PLACEHOLDER)) {
    const ref = escaped || inner === undefined ? undefined : reference(inner);
    if (ref && inner !== 'workspaceFolder') names.add(ref.name);
  }
  return [...names].sort();
}

/** Replace `${workspaceFolder}` with the checkout folder the server runs in. */
export function expandWorkspaceFolder(value: string, rootDir: string): string {
  return value.split(WORKSPACE_FOLDER).join(rootDir);
}
