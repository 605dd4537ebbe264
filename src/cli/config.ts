import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { loadConfigAt, validateRuleIds } from '../config/index.js';
import { SERVER_JSON } from '../config/server-json.js';
import { interpolatedNames } from '../config/interpolate.js';
import { DEFAULT_CONFIG_PATH, DEFAULT_START_TIMEOUT_MS, type GateConfig } from '../model/config.js';
import type { KeyObject } from 'node:crypto';
import { lockfileFromJson, type Lockfile } from '../contract/lockfile.js';
import { checkFreshness, readStamp, verifyLockfileJson } from '../contract/signature.js';
import type { LockfileVerify } from './keys.js';
import { rememberStamp, seenStamp } from './verify-state.js';
import { ALL_RULE_IDS } from '../policy/catalog.js';
import { isObject } from '../util/json.js';
import { InputError, parseJsonFile } from '../util/errors.js';
import type { CliIO } from './io.js';
import { display, resolveFromRoot, resolveIn } from './paths.js';

export { display, resolveFromRoot, resolveIn };

/** Config files tried, in order, when --config is not given. */
export const CONFIG_CANDIDATES = [DEFAULT_CONFIG_PATH, '.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json', 'claude_desktop_config.json', SERVER_JSON];

/** The --config and --timeout help lines of the commands that read the live servers. */
export const CONFIG_FLAG_HELP = `  --config F        the config (default: ${CONFIG_CANDIDATES[0]}, ${CONFIG_CANDIDATES[1]}, … here or in a folder above,
                    up to the repository root)`;
export const TIMEOUT_FLAG_HELP = `  --timeout S       seconds each server has to answer, from its first output (from spawn when launched directly,
                    not through a package runner) (overrides the config)
  --start-timeout S seconds a server launched through a package runner (npx, uvx, docker run, …) has to start,
                    to its first output (overrides the config; the download counts here; default ${DEFAULT_START_TIMEOUT_MS / 1000})`;
/** The budget flags of the commands that read live servers. */
export const TIMEOUT_FLAGS = { timeout: { type: 'string' }, 'start-timeout': { type: 'string' } } as const;
/** The flags of every command that reads a config's live servers: which config, the budgets, quiet, help. */
export const SERVER_FLAGS = { config: { type: 'string' }, ...TIMEOUT_FLAGS, quiet: { type: 'boolean', short: 'q' }, help: { type: 'boolean', short: 'h' } } as const;
/** SERVER_FLAGS and the lockfile (`--lockfile F`, default the config's). */
export const LOCKFILE_FLAGS = { ...SERVER_FLAGS, lockfile: { type: 'string' } } as const;

/** The lockfile a command reads, named relative to the root: `--lockfile` (typed from the working folder), else the config's. */
export function cliLockfile(io: CliIO, root: string, config: { lockfile: string }, flag: string | undefined): string {
  return display({ ...io, cwd: root }, flag !== undefined ? resolveIn(io, flag) : resolveFromRoot(root, config.lockfile));
}

/** Folders whose config belongs to the folder above them (`.vscode/mcp.json` → the project holding `.vscode`). */
const CONFIG_FOLDERS = ['.github', '.vscode', '.cursor'];

/** A loaded config and the folder its paths are relative to. */
export interface CliConfig {
  config: GateConfig;
  /**
   * The repository root holding the config (`git rev-parse --show-toplevel`), or, outside a git repository, the
   * config's project folder (the folder holding `.github/`, `.vscode/` or `.cursor/` for a config inside one, else
   * the config's own folder). Servers' `cwd`, `lockfile`, `probes` and `source` resolve here, whatever the working folder.
   */
  root: string;
}

/** The top of the git work tree holding `dir`, or undefined outside one. */
export function gitRoot(dir: string): string | undefined {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--show-toplevel'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function projectFolder(file: string): string {
  const dir = dirname(file);
  return CONFIG_FOLDERS.includes(basename(dir)) ? dirname(dir) : dir;
}

/**
 * Find the config: `--config` as typed (relative to the working folder), else the first of CONFIG_CANDIDATES in the
 * working folder or a folder above it, up to the repository root.
 */
function findConfig(io: CliIO, configFlag: string | undefined): string {
  if (configFlag) {
    const file = resolve(io.cwd, configFlag);
    if (!existsSync(file)) throw new InputError(`no config at ${configFlag} (${file})`);
    return file;
  }
  const top = gitRoot(io.cwd);
  for (let dir = resolve(io.cwd); ; dir = dirname(dir)) {
    const found = CONFIG_CANDIDATES.map((c) => join(dir, c)).find((c) => existsSync(c));
    if (found) return found;
    if (!top || dir === top || dirname(dir) === dir || !isInside(dir, top)) break;
  }
  const above = top && top !== resolve(io.cwd) ? ` and in each folder up to the repository root, ${top}` : '';
  const where = ` (looked for ${CONFIG_CANDIDATES.join(', ')} in ${resolve(io.cwd)}${above})`;
  throw new InputError(`no config found${where}: create ${DEFAULT_CONFIG_PATH} (see docs/config.md) or pass --config with an MCP client config such as .mcp.json`);
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The values of the variables the config's `${VAR}` references name are secrets as far as output goes (a header token,
 * a password passed as an argument), whatever their names: every server's, even with `only` (as the action does).
 */
function addConfigSecrets(io: CliIO, file: string): void {
  if (!io.scrubber) return;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return; // loading the config reports it
  }
  for (const name of interpolatedNames(text)) io.scrubber.add(io.env[name]);
}

/**
 * Load and check the config (rule IDs included); `--timeout` and `--start-timeout` override every server's budgets.
 * `only`: read (and interpolate) that server's entry alone (the proxy needs no other server's variables).
 */
export function loadCliConfig(io: CliIO, configFlag: string | undefined, budgets: { timeout?: string; 'start-timeout'?: string } = {}, only?: string): CliConfig {
  const file = findConfig(io, configFlag);
  addConfigSecrets(io, file);
  const root = gitRoot(dirname(file)) ?? projectFolder(file);
  const config = loadConfigAt(root, file, { env: io.env, ...(only !== undefined ? { only } : {}) });
  for (const s of config.servers) io.scrubber?.keep(s.id); // an id is no secret: never masked, even when a secret equals it
  validateRuleIds(config, ALL_RULE_IDS);
  const ms = (flag: string, text: string) => {
    const seconds = Number(text);
    if (!Number.isFinite(seconds) || seconds <= 0) throw new InputError(`${flag} must be a positive number of seconds (got "${text}")`);
    return Math.round(seconds * 1000);
  };
  if (budgets.timeout !== undefined) {
    const timeoutMs = ms('--timeout', budgets.timeout);
    for (const s of config.servers) s.timeoutMs = timeoutMs;
  }
  if (budgets['start-timeout'] !== undefined) {
    const startTimeoutMs = ms('--start-timeout', budgets['start-timeout']);
    for (const s of config.servers) s.startTimeoutMs = startTimeoutMs;
  }
  if (config.servers.length === 0 && only !== undefined) throw new InputError(`no server "${only}" in ${display(io, file)} (looked in ${dirname(resolve(file))})`);
  if (config.servers.length === 0) throw new InputError(`no servers configured in ${display(io, file)}: add at least one under "servers"`);
  return { config, root };
}

/**
 * The lockfile at `path`, or undefined when there is none; named as the user reads it in messages. A snapshot given
 * by mistake (what `snapshot` writes) is told apart and sent to the commands that read it. With `verify` (trusted
 * public keys), a lockfile that is unsigned or whose signature does not cover its content is refused (InputError).
 */
export function readCliLockfile(io: CliIO, path: string, verify?: KeyObject[] | LockfileVerify): Lockfile | undefined {
  const name = display(io, path);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(`cannot read the lockfile (${(err as Error).message})`, name);
  }
  const data = parseJsonFile(text, name); // a syntax error is named with its line
  if (isObject(data) && !('lockfileVersion' in data) && (Array.isArray(data.tools) || (isObject(data.servers) && Object.values(data.servers).some((s) => isObject(s) && Array.isArray(s.tools))))) {
    throw new InputError('this is a snapshot, not a lockfile: `mcp-contract-gate pin` writes the lockfile, and `mcp-contract-gate diff` compares two snapshots', name);
  }
  if (Array.isArray(verify)) verifyLockfileJson(data, verify, name);
  else if (verify) verifyFresh(io, data, path, name, verify);
  return lockfileFromJson(data, name);
}

/**
 * `--verify` with rollback and freeze protection: the signature, then the stamp against the highest sequence seen
 * for that key and lockfile (and `--max-age`); the stamp accepted is remembered.
 */
function verifyFresh(io: CliIO, data: unknown, path: string, name: string, verify: LockfileVerify): void {
  const keyId = verifyLockfileJson(data, verify.keys, name);
  const stateFile = display(io, verify.statePath);
  const seen = seenStamp(verify.statePath, keyId, path);
  const { remember, note } = checkFreshness({
    stamp: readStamp(data),
    keyId,
    seen,
    today: io.today,
    file: name,
    stateFile,
    ...(verify.maxAgeDays !== undefined ? { maxAgeDays: verify.maxAgeDays } : {}),
  });
  if (note) io.stderr(`note: ${name}: ${note}\n`);
  const warning = remember ? rememberStamp(verify.statePath, keyId, path, remember, io.today) : undefined;
  if (warning) io.stderr(`warning: ${warning}\n`);
}
