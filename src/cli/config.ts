import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { loadConfigAt, validateRuleIds } from '../config/index.js';
import { DEFAULT_CONFIG_PATH, type GateConfig } from '../config/types.js';
import { lockfileFromJson, type Lockfile } from '../contract/lockfile.js';
import { ALL_RULE_IDS } from '../policy/rules.js';
import { isObject } from '../util/json.js';
import { InputError, parseJsonFile } from '../util/errors.js';
import type { CliIO } from './io.js';
import { display, resolveFromRoot, resolveIn } from './paths.js';

export { display, resolveFromRoot, resolveIn };

/** Config files tried, in order, when --config is not given. */
export const CONFIG_CANDIDATES = [DEFAULT_CONFIG_PATH, '.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json', 'claude_desktop_config.json'];

/** The --config and --timeout help lines of the commands that read the live servers. */
export const CONFIG_FLAG_HELP = `  --config F        the config (default: ${CONFIG_CANDIDATES[0]}, ${CONFIG_CANDIDATES[1]}, … here or in a folder above,
                    up to the repository root)`;
export const TIMEOUT_FLAG_HELP = '  --timeout S       per-server discovery timeout in seconds (overrides the config)';

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
  throw new InputError(`no config found${where}: create ${DEFAULT_CONFIG_PATH} (see README "Configuration") or pass --config with an MCP client config such as .mcp.json`);
}

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Load and check the config (rule IDs included); `--timeout` overrides every server's timeout. */
export function loadCliConfig(io: CliIO, configFlag: string | undefined, timeoutFlag?: string): CliConfig {
  const file = findConfig(io, configFlag);
  const root = gitRoot(dirname(file)) ?? projectFolder(file);
  const config = loadConfigAt(root, file, { env: io.env });
  validateRuleIds(config, ALL_RULE_IDS);
  if (timeoutFlag !== undefined) {
    const seconds = Number(timeoutFlag);
    if (!Number.isFinite(seconds) || seconds <= 0) throw new InputError(`--timeout must be a positive number of seconds (got "${timeoutFlag}")`);
    for (const s of config.servers) s.timeoutMs = Math.round(seconds * 1000);
  }
  if (config.servers.length === 0) throw new InputError(`no servers configured in ${display(io, file)}: add at least one under "servers"`);
  return { config, root };
}

/**
 * The lockfile at `path`, or undefined when there is none; named as the user reads it in messages. A snapshot given
 * by mistake (what `snapshot` writes) is told apart and sent to the commands that read it.
 */
export function readCliLockfile(io: CliIO, path: string): Lockfile | undefined {
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
  return lockfileFromJson(data, name);
}
