import { Ajv, type ValidateFunction } from 'ajv';
import { clientServerSchema, configSchema } from '../../src/config/schema.js';
import { CONFIG_AJV_OPTIONS, CONFIG_KEYWORDS } from '../../src/config/validate.js';

/**
 * src/generated/validators.ts is ajv's standalone code for the config schemas (scripts/generate/validators.mjs; that
 * it is what the generator writes now is `npm run generate -- --check`, part of the lint). Here: the code judges as
 * validators compiled at run time with the same options do, errors included.
 */
function configAjv(): Ajv {
  const ajv = new Ajv({ ...CONFIG_AJV_OPTIONS });
  for (const k of CONFIG_KEYWORDS) ajv.addKeyword({ ...k });
  return ajv;
}

test('the generated validators judge as validators compiled at run time do, errors included', async () => {
  const { gateFile, clientServer } = await import('../../src/generated/validators.js');
  const ajv = configAjv();
  const compiled = { gateFile: ajv.compile(configSchema), clientServer: ajv.compile(clientServerSchema) };
  const samples: Array<[keyof typeof compiled, unknown]> = [
    ['gateFile', { servers: [{ id: 'a', command: 'node', args: ['s.mjs'] }] }],
    ['gateFile', { servers: [{ id: 'a b', command: 3, args: 'x', timeout: -1 }], unknownKey: true }],
    ['gateFile', { servers: [], 'fail-on': ['nope'] }],
    ['gateFile', 'not a mapping'],
    ['clientServer', { command: 'npx', args: ['-y', 'pkg@1.0.0'], env: { A: '1' } }],
    ['clientServer', { command: '', args: [1], env: { A: {} }, extra: 1 }],
  ];
  for (const [name, data] of samples) {
    const generated = (name === 'gateFile' ? gateFile : clientServer) as ValidateFunction;
    expect([name, generated(data), generated.errors ?? null]).toEqual([name, compiled[name](data), compiled[name].errors ?? null]);
  }
});
