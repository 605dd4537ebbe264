import type { ErrorObject, Options, ValidateFunction } from 'ajv';
import { describeValue } from './describe-value.js';
import { suggestion } from '../util/did-you-mean.js';
import type { ConfigProblem } from './errors.js';
import { formatKeyPath, pointerToPath, type KeyPath } from './key-path.js';
import type { SourceLines } from './source-lines.js';
import { clientServer, gateFile } from '../generated/validators.js';

/**
 * How the config schemas (./schema.ts) are compiled. They are compiled when the project is built, not when a command
 * runs: src/generated/validators.ts is ajv's standalone code for them, written from these options and the schemas by
 * scripts/generate/validators.mjs (`npm run generate`; the lint checks it). So a command that reads a config neither loads ajv's compiler
 * nor compiles (that was about 150 ms of every `snapshot`, `pin`, `check`, `gate` and action run).
 * test/config/schema.unit.test.ts checks the schemas against the meta-schema, hence `validateSchema: false`.
 */
export const CONFIG_AJV_OPTIONS: Options = { allErrors: true, verbose: true, strict: true, allowUnionTypes: true, validateSchema: false };
/** Annotation keywords of the schemas (no validation): `x-expect` is the phrase error messages use for a key. */
export const CONFIG_KEYWORDS = [{ keyword: 'x-expect', schemaType: 'string' }] as const;

export function gateFileProblems(data: unknown, lines: SourceLines): ConfigProblem[] {
  return schemaProblems(gateFile as ValidateFunction, data, [], lines);
}

export function clientServerProblems(data: unknown, at: KeyPath, lines: SourceLines): ConfigProblem[] {
  return schemaProblems(clientServer as ValidateFunction, data, at, lines);
}

/** Run a compiled schema and turn each ajv error into a sentence with the key path, what is wrong and the fix. */
export function schemaProblems(validate: ValidateFunction, data: unknown, at: KeyPath, lines: SourceLines): ConfigProblem[] {
  if (validate(data)) return [];
  const seen = new Set<string>();
  const problems: ConfigProblem[] = [];
  for (const error of validate.errors ?? []) {
    const problem = describeError(error, data, at, lines);
    if (!problem || seen.has(problem.message)) continue;
    seen.add(problem.message);
    problems.push(problem);
  }
  return problems;
}

function describeError(error: ErrorObject, root: unknown, at: KeyPath, lines: SourceLines): ConfigProblem | undefined {
  const path = [...at, ...pointerToPath(error.instancePath, root)];
  const where = formatKeyPath(path);
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  const expect = typeof parent['x-expect'] === 'string' ? (parent['x-expect'] as string) : undefined;
  const subject = where === '' ? 'the file' : where;
  // a key that breaks `propertyNames` (a variant's name): the error on the name itself says which and why
  if (error.propertyName !== undefined) {
    const keyPath = [...path, error.propertyName];
    return { key: formatKeyPath(keyPath), line: lines.line(keyPath), message: `${where} has the key ${JSON.stringify(error.propertyName)}, which must be ${expect ?? error.message ?? 'valid'}` };
  }
  switch (error.keyword) {
    case 'propertyNames':
      return undefined; // reported by the error on the name (above)
    case 'minProperties':
      return { key: where, line: lines.line(path), message: `${subject} is empty; give ${expect ?? 'at least one entry'}, or remove it` };
    case 'additionalProperties': {
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      const keyPath = [...path, key];
      const known = Object.keys((parent.properties as object | undefined) ?? {});
      const hint = suggestion(key, known);
      const fix = hint || (known.length > 0 ? `; known keys here: ${known.join(', ')}` : '');
      return { key: formatKeyPath(keyPath), line: lines.line(keyPath), message: `${formatKeyPath(keyPath)} is not a known key${fix}` };
    }
    case 'required': {
      const missing = String((error.params as { missingProperty: string }).missingProperty);
      return { key: where, line: lines.line(path), message: `${subject} is missing "${missing}"${expect ? ` (expected ${expect})` : ''}` };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const hint = typeof error.data === 'string' ? suggestion(error.data, allowed) : '';
      return { key: where, line: lines.line(path), message: `${subject} must be ${expect ?? `one of ${allowed.join(', ')}`} (found ${describeValue(error.data)})${hint}` };
    }
    case 'uniqueItems': {
      const { i } = error.params as { i: number; j: number };
      const list = error.data as unknown[];
      return { key: where, line: lines.line(path), message: `${subject} lists ${describeValue(list[i])} twice; keep one` };
    }
    case 'minLength':
      return { key: where, line: lines.line(path), message: `${subject} must be ${expect ?? 'a non-empty string'} (found an empty string)` };
    default:
      return { key: where, line: lines.line(path), message: `${subject} ${expect ? `must be ${expect}` : (error.message ?? 'is not valid')} (found ${describeValue(error.data)})` };
  }
}
