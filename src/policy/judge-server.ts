import type { GateConfig } from '../model/config.js';
import type { ServerSnapshot, SnapshotSet } from '../contract/types.js';
import type { DiffResult } from '../diff/engine.js';
import type { Severity } from '../model/severity.js';
import { setOwn } from '../util/json.js';
import { judge } from './judge.js';
import type { Evaluation, Finding } from './types.js';

/** What may not be served of one server: its blocking findings by entity (`tool:NAME`, `prompt:NAME`, …). */
export interface ServerDecision {
  /** Whether anything of the server blocks (what `check` and the gate fail on). */
  blocked: boolean;
  /** The server's launch itself blocks (`server-launch-changed` and other server-level findings): nothing may be served. */
  serverBlocked: boolean;
  /** Each entity with a blocking finding, keyed by entityKey, with the findings that block it. */
  withheld: ReadonlyMap<string, readonly Finding[]>;
}

export interface ServerJudgement {
  diff: DiffResult;
  evaluation: Evaluation;
  /** The findings on this server (the others given only as context are left out). */
  findings: readonly Finding[];
  decision: ServerDecision;
}

/** The key of one entity of a server in a ServerDecision: its kind and its name. */
export function entityKey(entity: string, name: string): string {
  return `${entity}:${name}`;
}

/**
 * The one judge of one server: its pinned snapshot (the lockfile's entry, lockfileToSnapshotSet) against its live one,
 * under the trusted config, through the same `judge` the gate, `check` and the release check run (diff, forbidden
 * tools, launches, packages, versions, deprecations, ignores). `others`: the lockfile's other servers, judged
 * unchanged on both sides so that a live name that looks like one of their tools is flagged as the gate flags it.
 * The proxy (both enforce modes), `pin`'s review and the library guard decide from what it returns.
 */
export function judgeServer(input: {
  id: string;
  pinned: ServerSnapshot;
  live: ServerSnapshot;
  config: Pick<GateConfig, 'servers' | 'policy' | 'serverJson'>;
  today: string;
  failOn?: Severity[];
  others?: Readonly<Record<string, ServerSnapshot>>;
}): ServerJudgement {
  const before: SnapshotSet = { servers: {} };
  const after: SnapshotSet = { servers: {} };
  for (const [id, snap] of Object.entries(input.others ?? {})) {
    if (id === input.id) continue;
    setOwn(before.servers, id, snap);
    setOwn(after.servers, id, snap);
  }
  setOwn(before.servers, input.id, input.pinned);
  setOwn(after.servers, input.id, input.live);
  const { diff, evaluation } = judge({ before, after, config: input.config, today: input.today, ...(input.failOn ? { failOn: input.failOn } : {}) });
  const findings = evaluation.findings.filter((f) => f.server === undefined || f.server === input.id);
  return { diff, evaluation, findings, decision: decideServer(findings) };
}

/** The decision read from one server's findings: which entities are withheld, and whether the server itself blocks. */
export function decideServer(findings: readonly Finding[]): ServerDecision {
  const withheld = new Map<string, Finding[]>();
  let serverBlocked = false;
  for (const f of findings) {
    if (!f.blocking) continue;
    if (f.entity === 'server') serverBlocked = true;
    const key = entityKey(f.entity, f.tool);
    withheld.set(key, [...(withheld.get(key) ?? []), f]);
  }
  return { blocked: serverBlocked || withheld.size > 0, serverBlocked, withheld };
}
