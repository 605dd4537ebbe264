import { buildLockfile } from './lockfile.js';
import type { LockEntry, LockServer } from './lockfile-types.js';
import type { ServerSnapshot } from './types.js';

/** The pinned maps of a server entry compared between two reads, with the noun each entry is named by. */
const MAPS: ReadonlyArray<[keyof LockServer, string]> = [
  ['tools', 'tool'],
  ['prompts', 'prompt'],
  ['resourceTemplates', 'resource template'],
  ['resources', 'resource'],
  ['ui', 'UI resource of tool'],
  ['skills', 'skill'],
];

/**
 * What differs between two reads of one server, as the lockfile would pin them (the same contracts and hashes: `_meta`
 * and `icons` left out, so rotating values are no difference): one line per entry, sorted, naming the read (`a` or `b`)
 * that alone lists it. Empty: both reads would pin the same lockfile entry. Pure.
 */
export function listingDifferences(a: ServerSnapshot, b: ServerSnapshot, names: [string, string]): string[] {
  const lock = buildLockfile({ servers: { a: { ...a, error: undefined }, b: { ...b, error: undefined } } });
  const x = lock.servers.a!;
  const y = lock.servers.b!;
  const out: string[] = [];
  for (const [field, noun] of MAPS) {
    const mx = (x[field] ?? {}) as Record<string, LockEntry>;
    const my = (y[field] ?? {}) as Record<string, LockEntry>;
    const keys = [...new Set([...Object.keys(mx), ...Object.keys(my)])].sort();
    for (const k of keys) {
      const ex = Object.hasOwn(mx, k) ? mx[k] : undefined;
      const ey = Object.hasOwn(my, k) ? my[k] : undefined;
      if (ex && ey) {
        if (ex.hash !== ey.hash) out.push(`${noun} '${k}': differs`);
      } else out.push(`${noun} '${k}': only under ${quoted(ex ? names[0] : names[1])}`);
    }
  }
  if ((x.instructions?.hash ?? null) !== (y.instructions?.hash ?? null)) out.push('the server instructions: differ');
  if ((x.auth?.hash ?? null) !== (y.auth?.hash ?? null)) out.push('the auth surface: differs');
  return out;
}

/** A read's name in a difference line: a principal's name quoted, a read's description (`the second read`) as is. */
function quoted(name: string): string {
  return name.includes(' ') ? name : `'${name}'`;
}
