import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { InputError } from '../util/errors.js';
import { isObject, type JsonObject } from '../util/json.js';
import type { Expectation, ProbeCase } from '../model/probes.js';

/** The probes file: JSON Schema (every key described, so it documents itself). */
export const probesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cases'],
  properties: {
    cases: {
      type: 'array',
      description: 'Frozen role cases, run at head (and at base for comparison).',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id'],
        properties: {
          id: { type: 'string', minLength: 1, description: 'Unique name of the case (shown in the report).' },
          server: { type: 'string', description: 'Server id from the config; optional with a single server.' },
          tool: { type: 'string', description: 'The tool to call through tools/call.' },
          arguments: { type: 'object', description: 'Arguments of the call.' },
          expect: {
            description: 'A substring of the answer, or {contains}, {schema} (JSON Schema for the structured output) or {error: true}; a list means all of them.',
            anyOf: [{ type: 'string' }, { $ref: '#/definitions/expectation' }, { type: 'array', items: { anyOf: [{ type: 'string' }, { $ref: '#/definitions/expectation' }] } }],
          },
          'forbidden-tools': { type: 'array', items: { type: 'string' }, description: 'Globs of tool names the server must not list (a role surface).' },
        },
      },
    },
  },
  definitions: {
    expectation: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      maxProperties: 1,
      properties: { contains: { type: 'string' }, schema: { type: 'object' }, error: { const: true } },
    },
  },
} as const;

/** Compiled on first use: a run without probes does not pay for it at start. */
let compiled: ValidateFunction | undefined;
const validator = (): ValidateFunction => (compiled ??= new Ajv({ allErrors: true, strict: false }).compile(probesSchema));

/** Read and validate a probes file (YAML or JSON); problems name the file and the key. */
export function loadProbes(file: string, display = file): ProbeCase[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(code === 'ENOENT' ? 'no such probes file' : `cannot read the probes file: ${(err as Error).message.split('\n')[0]}`, display);
  }
  return parseProbes(text, display);
}

/** Validate a probes file's text (as read from disk, or from a commit); problems name `display` and the key. */
export function parseProbes(text: string, display: string): ProbeCase[] {
  let data: unknown;
  try {
    data = parse(text);
  } catch (err) {
    throw new InputError(`cannot parse the probes file: ${(err as Error).message.split('\n')[0]}`, display);
  }
  const validate = validator();
  if (!validate(data)) {
    const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(top level)'} ${e.message ?? 'is invalid'}`);
    throw new InputError(`invalid probes file: ${problems.join('; ')}`, display);
  }
  const cases = ((data as unknown as JsonObject).cases as JsonObject[]).map((c): ProbeCase => {
    const out: ProbeCase = { id: String(c.id) };
    if (typeof c.server === 'string') out.server = c.server;
    if (typeof c.tool === 'string') out.tool = c.tool;
    if (isObject(c.arguments)) out.arguments = c.arguments;
    if (c.expect !== undefined) out.expect = (Array.isArray(c.expect) ? c.expect : [c.expect]).map((e) => (typeof e === 'string' ? { contains: e } : (e as unknown as Expectation)));
    if (Array.isArray(c['forbidden-tools'])) out.forbiddenTools = c['forbidden-tools'].map(String);
    return out;
  });
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.id)) throw new InputError(`duplicate probe id "${c.id}"`, display);
    seen.add(c.id);
    if (!c.tool && !c.forbiddenTools) throw new InputError(`probe "${c.id}" needs a tool to call or forbidden-tools to check`, display);
  }
  return cases;
}
