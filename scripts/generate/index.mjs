#!/usr/bin/env node
// `npm run generate`: writes every generated source, all in src/generated/, from its one generator in this folder.
//   --check               regenerate in memory and compare: print a unified diff of each file that differs, exit 1
//                         (run by `npm run lint`)
//   --confusables FILE    first write src/generated/confusables.txt from a download of Unicode's confusables.txt
//   --generated-dir DIR   with --check: compare against DIR instead of src/generated/ (the check's own test)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import prettier from 'prettier';
import * as actionInputs from './action-inputs.mjs';
import * as confusables from './confusables.mjs';
import { GENERATED, ROOT } from './paths.mjs';
import * as readings from './readings.mjs';
import { unifiedDiff } from './unified-diff.mjs';
import * as validators from './validators.mjs';

const GENERATORS = [actionInputs, confusables, readings, validators];

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};
const check = args.includes('--check');
const dir = resolve(ROOT, option('--generated-dir') ?? GENERATED);
const download = option('--confusables');
if (download) {
  writeFileSync(join(ROOT, confusables.SOURCE), confusables.copyOf(readFileSync(download), download));
  process.stdout.write(`wrote ${confusables.SOURCE} from ${download}\n`);
}

let stale = 0;
for (const g of GENERATORS) {
  const target = join(dir, g.file);
  const name = relative(ROOT, target);
  // in the repository's own format, so `npm run lint` passes on the generated file
  const prettierFile = join(ROOT, GENERATED, g.file);
  const text = await prettier.format(await g.generate(), { ...(await prettier.resolveConfig(prettierFile)), filepath: prettierFile });
  if (!check) {
    writeFileSync(target, text);
    process.stdout.write(`wrote ${name}\n`);
    continue;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    process.stdout.write(`${name}: missing\n`);
  }
  const diff = unifiedDiff(current, text, name);
  if (diff) {
    stale++;
    process.stdout.write(diff);
  }
}
if (stale) {
  process.stdout.write(`\n${stale} generated file${stale === 1 ? ' is' : 's are'} not what the generators write: run \`npm run generate\` (never edit them by hand)\n`);
  process.exit(1);
}
if (check) process.stdout.write(`the ${GENERATORS.length} generated sources in ${GENERATED}/ are up to date\n`);
