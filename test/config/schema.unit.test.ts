import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { configSchema } from '../../src/config/index.js';
import { clientServerSchema } from '../../src/config/schema.js';

type Schema = { description?: string; properties?: Record<string, Schema>; items?: Schema; additionalProperties?: Schema | boolean };

/** Every property under `properties`, with its dotted path. */
function properties(schema: Schema, path = ''): Array<[string, Schema]> {
  const out: Array<[string, Schema]> = [];
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    const here = path ? `${path}.${key}` : key;
    out.push([here, sub], ...properties(sub, here));
    if (sub.items && typeof sub.items === 'object') out.push(...properties(sub.items, `${here}[]`));
  }
  return out;
}

test('both config schemas are valid JSON Schema (the run skips this check: src/config/validate.ts)', () => {
  const ajv = new Ajv({ strict: true, allowUnionTypes: true });
  ajv.addKeyword({ keyword: 'x-expect', schemaType: 'string' });
  for (const schema of [configSchema, clientServerSchema]) expect(ajv.validateSchema(schema)).toBe(true);
  expect(ajv.validateSchema({ type: 'object', properties: { a: { type: 'nope' } } })).toBe(false);
});

describe('configSchema (the source of the config reference in docs/config.md)', () => {
  const all = properties(configSchema as unknown as Schema);

  test('covers every documented key', () => {
    const paths = all.map(([p]) => p);
    for (const key of [
      'lockfile',
      'include-meta',
      'concurrency',
      'timeout',
      'setup-timeout',
      'probes',
      'servers',
      'policy',
      'policy.fail-on',
      'policy.rules',
      'policy.ignore',
      'policy.block-new-destructive-tools',
      'policy.versioning',
    ])
      expect(paths).toContain(key);
    for (const key of ['id', 'command', 'args', 'env', 'cwd', 'url', 'transport', 'headers', 'setup', 'timeout', 'setup-timeout', 'source', 'forbidden-tools', 'client-capabilities'])
      expect(paths).toContain(`servers[].${key}`);
    for (const key of ['server', 'tool', 'rule', 'reason', 'expires']) expect(paths).toContain(`policy.ignore[].${key}`);
  });

  test.each(all.map(([p, s]) => [p, s] as const))('%s has a description', (_path, schema) => {
    expect(typeof schema.description).toBe('string');
    expect(schema.description!.length).toBeGreaterThan(10);
  });

  test('is a valid draft-07 schema that a plain Ajv compiles (x-expect is an annotation)', () => {
    const ajv = new Ajv({ strict: false, allowUnionTypes: true });
    const validate = ajv.compile(configSchema);
    const example = parse('servers:\n  - id: a\n    command: node\n    timeout: 5\npolicy:\n  fail-on: [breaking]\n');
    expect(validate(example)).toBe(true);
    expect(validate({ servers: [{ id: 'a', comand: 'node' }] })).toBe(false);
  });
});
