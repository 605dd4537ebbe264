import { defaultConfig } from '../config/gate-config.js';
import { parseSnapshot, readJsonInput } from '../contract/snapshot.js';
import type { DiffResult } from '../diff/engine.js';
import type { Severity } from '../model/severity.js';
import { decideLocal, type Verdict } from '../gate/decide.js';
import { judge } from '../policy/judge.js';
import type { Evaluation } from '../policy/types.js';
import { InputError } from '../util/errors.js';

/** A snapshot file: where it is, and how it was named (what errors show). */
export interface SnapshotFile {
  path: string;
  name: string;
}

/** Two snapshot files compared under the default policy (the CLI `diff`): read both, judge, decide. */
export function diffFiles(o: { before: SnapshotFile; after: SnapshotFile; today: string; failOn?: Severity[] }): { diff: DiffResult; evaluation: Evaluation; verdict: Verdict } {
  const before = readSnapshot(o.before);
  const after = readSnapshot(o.after);
  const { diff, evaluation } = judge({ before, after, config: defaultConfig(), today: o.today, ...(o.failOn ? { failOn: o.failOn } : {}) });
  return { diff, evaluation, verdict: decideLocal(evaluation) };
}

/** A snapshot file; a lockfile given by mistake gets told which command reads it. */
function readSnapshot(file: SnapshotFile) {
  const data = readJsonInput(file.path);
  if (data && typeof data === 'object' && 'lockfileVersion' in data) {
    throw new InputError(
      `this is a lockfile, not a snapshot: \`mcp-contract-gate check --lockfile ${file.name}\` compares the live servers with it, and \`mcp-contract-gate snapshot --out F\` writes a snapshot diff reads`,
      file.name,
    );
  }
  return parseSnapshot(data, file.path);
}
