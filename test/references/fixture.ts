import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The reference fixtures, shared by the gate tests that publish them (repin.test.ts, review.test.ts). */
export const REFS = '__fixtures__/references';
export const ENV = { PATH: process.env.PATH };
/** A tools/list of the fixture server `tracker` at base.json or head.json. */
export const tools = (f: string) => `${JSON.stringify({ tools: JSON.parse(readFileSync(join(REFS, f), 'utf8')).servers.tracker.tools }, null, 2)}\n`;
/** The config lines naming the gate's server `reviews` as `tracker`, the name the fixture repository's files use. */
export const ALIAS = 'references:\n  aliases:\n    reviews: [tracker]\n';

/** Every file under `dir` (relative path → text). */
export function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}
