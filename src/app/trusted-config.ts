import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPolicy, parseConfig } from '../config/index.js';
import type { GateConfig } from '../model/config.js';
import { fileAt } from '../git/worktree.js';
import { configChangeFindings, policyShiftDigest, policySide } from '../policy/config-change.js';
import type { Finding } from '../policy/types.js';
import { interpolatedNames, type Env } from '../config/interpolate.js';
import { serverJsonEnvNames } from '../config/server-json.js';
import type { LaunchRecord } from '../model/launch.js';

/**
 * The policy that judges a pull request comes from where its author cannot write: the base commit's config (and its
 * probe cases). Servers, how to start them and their versions come from the head: they are the change under review.
 */
export interface TrustedConfig {
  /** Head servers judged by the base policy. */
  config: GateConfig;
  /** The probe cases' text at base (what the probes run), when the base config names a probes file. */
  probesText?: string;
  /** `gate-config-changed` findings: what the head config would weaken or strengthen once merged. */
  findings: Finding[];
  /** Said when `findings` is not empty: which policy judges, and when the new one applies. */
  policyChangeNote?: string;
  /** Folded into the approved change set, so a later policy edit makes an approval stale. */
  policyDigest: string;
  notes: string[];
  /** Whether the base commit had a config to read: `absent` and `unreadable` leave the built-in defaults to judge. */
  baseConfig: 'read' | 'absent' | 'unreadable';
  /**
   * What each server of the base commit's config launches, by id: the baseline's launch where the base lockfile
   * records none (pinned before launches were pinned).
   */
  baseLaunches?: Record<string, LaunchRecord>;
}

/** What takes secret values to keep out of every output (a Scrubber). */
export interface SecretSink {
  add(value: string | undefined): void;
}

function readHead(rootDir: string, path: string | undefined): string | undefined {
  if (!path) return undefined;
  try {
    return readFileSync(join(rootDir, path), 'utf8');
  } catch {
    return undefined;
  }
}

export async function trustedConfig(o: {
  rootDir: string;
  configPath: string;
  baseSha: string;
  head: GateConfig;
  env: Env;
  /** The head's probe cases, when the head is not on disk (the publish job reads them from GitHub). */
  headProbesText?: string;
  /** How the base commit is named in messages (default: its first 7 characters). */
  baseLabel?: string;
  /**
   * Where the values of the variables the base config's `${VAR}` references name go (the run's scrubber): secrets as
   * far as output goes, like the head config's, even when only the base names them (a server the pull request removes).
   */
  secrets?: SecretSink;
}): Promise<TrustedConfig> {
  const { head } = o;
  const text = await fileAt(o.rootDir, o.baseSha, o.configPath);
  if (text !== undefined && o.secrets) for (const name of [...interpolatedNames(text), ...serverJsonEnvNames(text)]) o.secrets.add(o.env[name]);
  const at = o.baseLabel ?? o.baseSha.slice(0, 7);
  let base: GateConfig | undefined;
  let problem: string | undefined;
  if (text !== undefined) {
    try {
      base = parseConfig(text, `${o.configPath} at ${at}`, { env: o.env });
    } catch (err) {
      problem = (err as Error).message;
    }
  }
  if (!base) {
    // No trusted policy to read: the built-in defaults judge, never the pull request's own policy.
    const why = problem ? `The gate config at the base commit ${at} could not be read (${problem.split('\n')[0]})` : `There is no gate config at the base commit ${at}`;
    const probesText = o.headProbesText ?? readHead(o.rootDir, head.probes);
    const config: GateConfig = { ...head, policy: defaultPolicy() };
    delete config.approvers; // who may approve is policy: never the pull request's own
    return {
      config,
      ...(probesText !== undefined ? { probesText } : {}),
      findings: [],
      policyDigest: '',
      baseConfig: problem ? 'unreadable' : 'absent',
      notes: [`${why}: the built-in default policy judges this pull request; the policy in ${o.configPath} applies once it is merged.`],
    };
  }
  const baseProbes = base.probes ? await fileAt(o.rootDir, o.baseSha, base.probes) : undefined;
  const headProbes = o.headProbesText ?? readHead(o.rootDir, head.probes);
  const baseSide = policySide(base, baseProbes);
  const headSide = policySide(head, headProbes);
  const forbidden = baseSide.forbidden;
  const config: GateConfig = {
    ...head,
    policy: base.policy,
    lockfile: base.lockfile,
    includeMeta: base.includeMeta,
    ...(base.probes ? { probes: base.probes } : {}),
    servers: head.servers.map((s) => {
      const globs = forbidden.get(s.id);
      return globs === undefined ? s : { ...s, forbiddenTools: [...globs] };
    }),
  };
  if (!base.probes) delete config.probes; // the head's probes file is not the trusted one
  if (base.approvers) config.approvers = base.approvers;
  else delete config.approvers; // who may approve is policy: never the pull request's own list
  const findings = configChangeFindings(baseSide, headSide, o.configPath);
  const policyChangeNote = findings.length
    ? `This pull request changes the gate's policy in ${o.configPath}; the policy at the base commit ${at} judges it, and the new policy applies once it is merged.`
    : undefined;
  return {
    config,
    ...(baseProbes !== undefined ? { probesText: baseProbes } : {}),
    findings,
    ...(policyChangeNote ? { policyChangeNote } : {}),
    policyDigest: policyShiftDigest(baseSide, headSide),
    notes: [],
    baseConfig: 'read',
    baseLaunches: Object.fromEntries(base.servers.flatMap((s) => (s.launch ? [[s.id, s.launch]] : []))),
  };
}
