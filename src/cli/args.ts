import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../util/did-you-mean.js';
import { InputError } from '../util/errors.js';

/**
 * `parseArgs` for one command, with errors a user can act on: an unknown flag names the command and the nearest flag
 * (`unknown option --formt for check; did you mean --format?`), a flag without its value says which value it needs.
 */
export function parseFlags<T extends ParseArgsConfig>(command: string, config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (err) {
    const code = (err as { code?: string }).code;
    const message = (err as Error).message;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const flag = /'([^']+)'/.exec(message)?.[1] ?? message;
      const name = flag.replace(/^-+/, '').split('=')[0]!;
      const match = didYouMean(name, Object.keys(config.options ?? {}));
      throw new InputError(`unknown option ${flag} for ${command}${match ? `; did you mean --${match}?` : ''} (see \`mcp-contract-gate ${command} --help\`)`);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const flag = /'(--?[\w-]+)/.exec(message)?.[1];
      throw new InputError(flag ? `${flag} needs a value (see \`mcp-contract-gate ${command} --help\`)` : message);
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      const arg = /'([^']*)'/.exec(message)?.[1] ?? '';
      throw new InputError(`${command} takes no argument ${JSON.stringify(arg)}; options start with -- (see \`mcp-contract-gate ${command} --help\`)`);
    }
    throw err;
  }
}

/** `value` when it is one of `allowed`, else an InputError naming the flag, the choices and the nearest one. */
export function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  const match = didYouMean(value, allowed);
  throw new InputError(`${flag} must be one of ${allowed.join(', ')} (got "${value}")${match ? `; did you mean "${match}"?` : ''}`);
}

/** A comma-separated list of values from `allowed` (`--fail-on breaking,silent`, `--hide cosmetic`). */
export function listOf<T extends string>(flag: string, text: string, allowed: readonly T[]): T[] {
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of parts) {
    if ((allowed as readonly string[]).includes(p)) continue;
    const match = didYouMean(p, allowed);
    throw new InputError(`${flag}: unknown value "${p}" (use ${allowed.join(', ')})${match ? `; did you mean "${match}"?` : ''}`);
  }
  return [...new Set(parts)] as T[];
}
