import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { describeValue } from './describe-value.js';
import { suggestion } from './did-you-mean.js';
import type { ConfigProblem } from './errors.js';
import { formatKeyPath, pointerToPath, type KeyPath } from './key-path.js';
import { clientServerSchema, configSchema } from './schema.js';
import type { SourceLines } from './source-lines.js';

/**
 * The validators are compiled on first use, not at load: commands that never read a config (`diff`, `rules`) must not
 * pay ajv's compile time at every start.
 */
let compiled: { gateFile: ValidateFunction; clientServer: ValidateFunction } | undefined;

function validators(): { gateFile: ValidateFunction; clientServer: ValidateFunction } {
  if (!compiled) {
    // The schemas are ours and fixed at build time: test/config/schema.test.ts checks them against the meta-schema, so
    // a run does not compile the meta-schema to check them again (most of a config's first validation).
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true, validateSchema: false });
    ajv.addKeyword({ keyword: 'x-expect', schemaType: 'string' });
    compiled = { gateFile: ajv.compile(configSchema), clientServer: ajv.compile(clientServerSchema) };
  }
  return compiled;
}

export function gateFileProblems(data: unknown, lines: SourceLines): ConfigProblem[] {
  return schemaProblems(validators().gateFile, data, [], lines);
}

export function clientServerProblems(data: unknown, at: KeyPath, lines: SourceLines): ConfigProblem[] {
  return schemaProblems(validators().clientServer, data, at, lines);
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
