import type { ServerConfig } from '../model/config.js';
import type { ListingVariation, ServerSnapshot } from '../contract/types.js';
import { listingDifferences } from '../contract/listing-compare.js';

/** The names the two reads of a `reread` go by in findings. */
const READS: [string, string] = ['the first read', 'the second read'];

/**
 * Read a server under each of its principals (ServerConfig.principals: listings not declared to differ), one after the
 * other, each with its env, headers and client name in place of the entry's: the first principal's snapshot, with a
 * `listing-varies` variation (ServerSnapshot.listingVaries) for each principal whose listing differs from the first's
 * and for each second read that differed. A principal that cannot be read fails the server (its error, named).
 */
export async function discoverUnderPrincipals<O>(server: ServerConfig, options: O, discover: (server: ServerConfig, options: O) => Promise<ServerSnapshot>): Promise<ServerSnapshot> {
  const { principals = [], env: _env, headers: _headers, clientName: _client, ...entry } = server;
  const reads: Array<[string, ServerSnapshot]> = [];
  for (const p of principals) {
    const run: ServerConfig = { ...entry, ...(p.env ? { env: p.env } : {}), ...(p.headers ? { headers: p.headers } : {}), ...(p.clientName !== undefined ? { clientName: p.clientName } : {}) };
    const snap = await discover(run, options);
    if (snap.error) return { ...snap, error: { ...snap.error, message: `under principal '${p.name}': ${snap.error.message}` } };
    reads.push([p.name, snap]);
  }
  return comparePrincipals(reads);
}

/** The first read's snapshot with every variation between the reads (see discoverUnderPrincipals). Pure. */
export function comparePrincipals(reads: ReadonlyArray<[string, ServerSnapshot]>): ServerSnapshot {
  const [firstName, first] = reads[0]!;
  const variations: ListingVariation[] = [];
  for (const [name, snap] of reads) for (const v of snap.listingVaries ?? []) variations.push({ ...v, principal: name });
  for (const [name, snap] of reads.slice(1)) {
    const entries = listingDifferences(first, snap, [firstName, name]);
    if (entries.length) variations.push({ kind: 'principals', between: [firstName, name], entries });
  }
  const { listingVaries: _own, ...base } = first;
  return variations.length ? { ...base, listingVaries: variations } : base;
}

/** The first read, with a `reread` variation when the second read (`reread: true`) listed something else. Pure. */
export function withReread(first: ServerSnapshot, second: ServerSnapshot): ServerSnapshot {
  if (first.error || second.error) return first.error ? first : { ...first, error: { ...second.error!, message: `the second read failed: ${second.error!.message}` } };
  const entries = listingDifferences(first, second, READS);
  return entries.length ? { ...first, listingVaries: [...(first.listingVaries ?? []), { kind: 'reread', between: [...READS], entries }] } : first;
}
