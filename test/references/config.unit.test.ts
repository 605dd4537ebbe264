import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfigAt } from '../../src/config/index.js';

describe('the config’s references', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-ref-config-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const load = (yaml: string) => {
    const file = join(dir, 'gate.yml');
    writeFileSync(file, `servers:\n  - id: tracker\n    command: node\n${yaml}`);
    return loadConfigAt(dir, file, { env: {} });
  };

  test('absent: none (the scan runs with its defaults); false: off', () => {
    expect(load('').references).toBeUndefined();
    expect(load('references: false\n').references).toEqual({ enabled: false });
  });

  test('a mapping: globs per format, exclusions, aliases', () => {
    expect(load('references:\n  globs:\n    prose: [README.md]\n    code-js: []\n  exclude: legacy/**\n  aliases:\n    tracker: [issues]\n').references).toEqual({
      enabled: true,
      globs: { prose: ['README.md'], 'code-js': [] },
      exclude: ['legacy/**'],
      aliases: { tracker: ['issues'] },
    });
  });

  test('an unknown format or key is refused with its line', () => {
    expect(() => load('references:\n  globs:\n    prse: [x]\n')).toThrow(/references\.globs/);
    expect(() => load('references:\n  paths: [x]\n')).toThrow(/references/);
    expect(() => load('references: 3\n')).toThrow(/references/);
  });
});
