import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { cliReferenceMarkdown } from '../src/docs/cli-reference.js';
import { configReferenceMarkdown } from '../src/docs/config-reference.js';
import { ruleReferenceMarkdown } from '../src/report/rule-reference.js';
import { ROOT } from './support/paths.js';

/**
 * Generated documentation stays current: the rule reference (docs/rules.md), the config reference (docs/config.md) and
 * the CLI reference (docs/cli.md). `npm run docs` rewrites them (UPDATE_DOCS=1); otherwise a difference fails here.
 * (The benchmark table in docs/benchmarks.md is written by `npm run bench -- --docs`, from a measured run.)
 */
const update = process.env.UPDATE_DOCS === '1';
const README = join(ROOT, 'README.md');
const DOCS = join(ROOT, 'docs');

function block(text: string, file: string, name: string): { start: number; end: number } {
  const open = `<!-- ${name}:start -->\n`;
  const start = text.indexOf(open);
  const end = text.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < 0) throw new Error(`${file} has no ${name}:start / ${name}:end block`);
  return { start: start + open.length, end };
}

/** The generated part of `file` (under docs/) between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
function checkBlock(file: string, name: string, generated: string): void {
  const path = join(DOCS, file);
  const text = readFileSync(path, 'utf8');
  const { start, end } = block(text, `docs/${file}`, name);
  if (update) writeFileSync(path, text.slice(0, start) + generated + text.slice(end));
  else expect(text.slice(start, end)).toBe(generated);
}

test('docs/rules.md is current', () => {
  const file = join(ROOT, 'docs', 'rules.md');
  if (update) writeFileSync(file, ruleReferenceMarkdown());
  else expect(readFileSync(file, 'utf8')).toBe(ruleReferenceMarkdown());
});

test('the config reference (docs/config.md) is generated from the config schema', () => checkBlock('config.md', 'config-reference', configReferenceMarkdown()));

test("the CLI reference (docs/cli.md) is every command's --help", () => checkBlock('cli.md', 'cli-reference', cliReferenceMarkdown()));

test('every action input and output is documented in docs/inputs-outputs.md', () => {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown>; runs: { using: string; main: string } };
  const doc = readFileSync(join(DOCS, 'inputs-outputs.md'), 'utf8');
  expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)]) expect(doc).toContain(`| \`${name}\` |`);
});

test('the README is for users: under 300 lines, opening with the demo and the test command that .ci/run runs', () => {
  const readme = readFileSync(README, 'utf8');
  expect(readme.split('\n').length - 1).toBeLessThan(300); // as `wc -l` counts
  const opening = readme.split('\n').slice(0, 10).join('\n');
  expect(opening).toContain('npm ci && npm run demo');
  const test = /^(npm ci && npm test)\b/m.exec(opening);
  expect(test).not.toBeNull();
  // CI runs exactly that command: .ci/run's commands, in order, are `npm ci` then `npm test` (with only `npm run setup:*`
  // preparation between them: the Python venv)
  const ci = readFileSync(join(ROOT, '.ci', 'run'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#') && !/^(set|cd) /.test(l) && !/^npm run setup:[a-z]+\b/.test(l));
  expect(ci.join(' && ')).toBe(test![1]);
});
