// The hash of everything a bundle is built from (scripts/bundle.mjs writes it into the bundle as source.sha256): the
// test run's global setup (test/support/global-setup.mjs) runs the committed dist/ when its recorded hash equals the
// sources' (dist/ is current: test/dist.test.ts proves it byte for byte) and otherwise builds a bundle of its own.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const SOURCE_INPUTS = ['src', 'scripts/bundle.mjs', 'scripts/source-hash.mjs', 'package-lock.json', 'tsconfig.json'];
export const SOURCE_HASH_FILE = 'source.sha256';

/** SHA-256 over each input file's path (relative to root, `/`-separated) and bytes, in a fixed order. */
export function sourceHash(root) {
  const h = createHash('sha256');
  const walk = (p) => {
    if (statSync(p).isDirectory()) for (const name of readdirSync(p).sort()) walk(join(p, name));
    else h.update(relative(root, p).split('\\').join('/')).update('\0').update(readFileSync(p)).update('\0');
  };
  for (const input of SOURCE_INPUTS) if (existsSync(join(root, input))) walk(join(root, input));
  return h.digest('hex');
}
