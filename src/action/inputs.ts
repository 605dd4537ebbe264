import { ACTION_INPUT_DEFAULTS, type ActionInputName } from '../generated/action-inputs.js';
import type { Severity } from '../model/severity.js';
import { SEVERITIES } from '../model/severity.js';
import { InputError } from '../util/errors.js';
import { REPIN_MODES, type RepinMode } from '../gate/decide.js';
import type { ActionIO } from './io.js';
import type { PullRequestSettings } from '../app/publish-pull-request.js';

/** The action's inputs (action.yml), validated: a bad value names the input and the values it takes. */
export interface ActionInputs extends PullRequestSettings {
  /** Empty: the config's `lockfile` (default mcp-contracts.lock.json). */
  lockfile: string;
  token: string;
  workingDirectory: string;
  allowPullRequestTarget: boolean;
  botLogin: string;
  mode: GateMode;
  /** discover mode: the shard's server ids or globs (empty: all). */
  servers: string[];
  /** publish mode: where the discovery results are. */
  results: string;
  /** release mode: write the changelog into the GitHub release's notes. */
  releaseNotes: boolean;
  /** release mode: the last release as a git ref (empty: the highest version tag below the version). */
  since: string;
  /** release mode: the version being released (empty: server.json, package.json or pyproject.toml, else the tag's). */
  version: string;
  /** Restore and save the launches' package caches with the Actions cache (package-cache.ts). */
  cache: boolean;
}

/**
 * full: one job; discover: run the pull request's servers, write a result; publish: check where results came from (not
 * what they say) and publish them; release: check a release's version against its contract changes, with a changelog.
 */
export type GateMode = 'full' | 'discover' | 'publish' | 'release';
const GATE_MODES: readonly GateMode[] = ['full', 'discover', 'publish', 'release'];

/**
 * An input's default, from action.yml (src/generated/action-inputs.ts). The runner hands the default in itself; this is
 * for a run that is not given it (the in-process harness, a step that passes an empty value). An expression default
 * (`${{ github.token }}`) only the runner can evaluate: none here.
 */
function defaultOf(name: ActionInputName): string {
  const value = ACTION_INPUT_DEFAULTS[name];
  return value.includes('${{') ? '' : value;
}

function bool(io: ActionIO, name: ActionInputName): boolean {
  const raw = (io.getInput(name).trim() || defaultOf(name)).toLowerCase();
  if (['true', 'yes', 'on', '1'].includes(raw)) return true;
  if (['false', 'no', 'off', '0'].includes(raw)) return false;
  throw new InputError(`input "${name}" must be true or false (got "${raw}")`);
}

export function readInputs(io: ActionIO): ActionInputs {
  const get = (name: ActionInputName) => io.getInput(name).trim() || defaultOf(name);
  const failOnRaw = get('fail-on');
  let failOn: Severity[] | undefined;
  if (failOnRaw) {
    failOn = failOnRaw.split(/[,\s]+/).filter(Boolean) as Severity[];
    for (const s of failOn) if (!SEVERITIES.includes(s)) throw new InputError(`input "fail-on": unknown severity "${s}" (use a comma-separated list of ${SEVERITIES.join(', ')})`);
  }
  const repin = get('repin') as RepinMode;
  if (!REPIN_MODES.includes(repin)) throw new InputError(`input "repin" must be ${REPIN_MODES.join(', ')} (got "${repin}")`);
  const token = get('github-token') || (io.env.GITHUB_TOKEN ?? '');
  const mode = get('mode') as GateMode;
  if (!GATE_MODES.includes(mode)) throw new InputError(`input "mode" must be ${GATE_MODES.join(', ')} (got "${mode}")`);
  return {
    config: get('config'),
    lockfile: get('lockfile'),
    token,
    approveLabel: get('approve-label'),
    ...(failOn ? { failOn } : {}),
    checkName: get('check-name'),
    comment: bool(io, 'comment'),
    commentHeader: get('comment-header'),
    repin,
    workingDirectory: get('working-directory'),
    allowPullRequestTarget: bool(io, 'allow-pull-request-target'),
    botLogin: get('bot-login'),
    mode,
    servers: get('servers')
      .split(/[,\n]/)
      .map((x) => x.trim())
      .filter(Boolean),
    results: get('results'),
    signingKey: get('signing-key'),
    releaseNotes: bool(io, 'release-notes'),
    since: get('since'),
    version: get('version'),
    cache: bool(io, 'cache'),
  };
}
