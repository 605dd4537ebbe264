import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { cliReferenceMarkdown } from '../src/docs/cli-reference.js';
import { configReferenceMarkdown } from '../src/docs/config-reference.js';
import { ruleReferenceMarkdown } from '../src/report/rule-reference.js';
import { ROOT } from './support/paths.js';

/**
 * Generated documentation stays current: the rule reference (docs/rules.md) and the README's config and CLI
 * references. `npm run docs` rewrites them (UPDATE_DOCS=1); otherwise a difference fails here.
 */
const update = process.env.UPDATE_DOCS === '1';
const README = join(ROOT, 'README.md');

function block(text: string, name: string): { start: number; end: number } {
  const open = `<!-- ${name}:start -->\n`;
  const start = text.indexOf(open);
  const end = text.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < 0) throw new Error(`README.md has no ${name}:start / ${name}:end block`);
  return { start: start + open.length, end };
}

function checkBlock(name: string, generated: string): void {
  const text = readFileSync(README, 'utf8');
  const { start, end } = block(text, name);
  if (update) writeFileSync(README, text.slice(0, start) + generated + text.slice(end));
  else expect(text.slice(start, end)).toBe(generated);
}

test('docs/rules.md is current', () => {
  const file = join(ROOT, 'docs', 'rules.md');
  if (update) writeFileSync(file, ruleReferenceMarkdown());
  else expect(readFileSync(file, 'utf8')).toBe(ruleReferenceMarkdown());
});

test('the README config reference is generated from the config schema', () => checkBlock('config-reference', configReferenceMarkdown()));

test("the README CLI reference is every command's --help", () => checkBlock('cli-reference', cliReferenceMarkdown()));

test('every action input and output is documented in the README', () => {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown>; runs: { using: string; main: string } };
  const readme = readFileSync(README, 'utf8');
  expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)]) expect(readme).toContain(`| \`${name}\` |`);
});
