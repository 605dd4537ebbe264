import { DEFAULT_SERVER_ID, type SnapshotSet } from '../contract/types.js';
import { setOwn } from '../util/json.js';
import { listingVaries } from './rules.js';
import type { Finding } from './types.js';

/**
 * A `listing-varies` finding for each difference discovery saw between reads of one head server that should agree
 * (ServerSnapshot.listingVaries: principals not declared to differ, a second read). Judged on the head alone: no
 * baseline can make a listing that varies by caller reviewable.
 */
export function listingVariesFindings(head: SnapshotSet): Finding[] {
  const single = Object.keys(head.servers).length === 1 && head.servers[DEFAULT_SERVER_ID] !== undefined;
  const out: Finding[] = [];
  for (const [id, snap] of Object.entries(head.servers)) {
    if (snap.error) continue;
    for (const v of snap.listingVaries ?? []) {
      const change = listingVaries.make({ entity: 'server', tool: 'listing', path: '', pointer: '/tools' }, v.between[0], v.between[1], {
        kind: v.kind,
        between: [...v.between],
        ...(v.principal !== undefined ? { principal: v.principal } : {}),
        entries: [...v.entries],
      });
      out.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
    }
  }
  return out;
}

/** Why `pin` does not pin a server whose listing varies, and what to do (the findings' messages, one per line). */
export function listingVariesRefusal(head: SnapshotSet, id: string): string | undefined {
  const snap = Object.hasOwn(head.servers, id) ? head.servers[id] : undefined;
  if (!snap?.listingVaries?.length) return undefined;
  const messages = listingVariesFindings({ servers: { [id]: snap } }).map((f) => f.message);
  return `not pinned: its listing varies (listing-varies): ${messages.join('; ')}. Declare the principals' difference (listing-varies: expected) to pin each principal's contract, or make the server list the same under every read`;
}

/** The set with each server whose listing varies made a failed read (its refusal as the error): what `pin` pins. */
export function withoutVaryingServers(set: SnapshotSet): SnapshotSet {
  const out: SnapshotSet = { servers: {} };
  for (const [id, snap] of Object.entries(set.servers)) {
    const refusal = listingVariesRefusal(set, id);
    setOwn(out.servers, id, refusal ? { tools: [], ...(snap.launch ? { launch: snap.launch } : {}), error: { message: refusal } } : snap);
  }
  return out;
}
