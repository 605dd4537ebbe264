/**
 * What the gate writes into its own check run (`external_id`) on every pull request run: the pull request and the
 * change set it reported. Check runs are written only by the GitHub App behind the workflow token and cannot be edited
 * or deleted by the pull request's author, so they are where the gate later reads what a maintainer approved.
 */
const PREFIX = 'mcp-contract-gate/1';
const EMPTY = '-';

const INCOMPLETE = 'incomplete';

export interface GateRecord {
  pr: number;
  /** The change-set fingerprint ('' when nothing changed). */
  fingerprint: string;
  /** Every server was read: the report showed the whole change set. */
  complete: boolean;
}

export function encodeRecord(r: GateRecord): string {
  return `${PREFIX} pr=${r.pr} fp=${r.complete ? r.fingerprint || EMPTY : INCOMPLETE}`;
}

export function decodeRecord(text: string): GateRecord | undefined {
  const m = /^mcp-contract-gate\/1 pr=(\d+) fp=([0-9a-f]{64}|-|incomplete)$/.exec(text);
  if (!m) return undefined;
  const fp = m[2]!;
  return { pr: Number(m[1]), fingerprint: fp === EMPTY || fp === INCOMPLETE ? '' : fp, complete: fp !== INCOMPLETE };
}
