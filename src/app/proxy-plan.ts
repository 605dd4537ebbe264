import type { LockServer } from '../contract/lockfile.js';
import { interpolate, type Env } from '../config/interpolate.js';
import { launchRecord } from '../config/server-entry.js';
import type { ServerConfig } from '../model/config.js';
import type { LaunchRecord } from '../model/launch.js';
import { launchChangedFindings } from '../policy/launch.js';

/**
 * What the proxy is asked to serve, before it starts anything: the launch it was given (a config server, `-- COMMAND
 * ARGS…` or `--upstream URL`) as a LaunchRecord, compared with the launch the lockfile pinned for the server by the
 * comparison `check` makes (`server-launch-changed`, policy/launch.ts). A launch other than the pinned one is refused:
 * the proxy would otherwise vouch for a program nobody reviewed because it serves the pinned tools.
 */
export type GivenLaunch = { kind: 'config'; server: ServerConfig } | { kind: 'command'; command: string; args: readonly string[] } | { kind: 'upstream'; url: string; headers: readonly string[] };

/**
 * The given launch as a record comparable with the pinned one. A command line or an URL carries no config entry's
 * `cwd` and `env` names (nor an URL its pinned headers' names): those parts are the pinned record's, so that what is
 * compared is what the proxy was told to run (URL, command, args, the package without its version).
 */
export function givenLaunchRecord(given: GivenLaunch, pinned: LaunchRecord): LaunchRecord | undefined {
  if (given.kind === 'config') return given.server.launch;
  if (given.kind === 'command') {
    const r = launchRecord({ id: '', command: given.command, args: [...given.args] }, 'stdio');
    return { ...r, ...(pinned.cwd !== undefined ? { cwd: pinned.cwd } : {}), ...(pinned.env !== undefined ? { env: pinned.env } : {}) };
  }
  const headers = given.headers.length ? [...given.headers].sort() : pinned.headers;
  return { transport: pinned.transport === 'sse' ? 'sse' : 'http', url: given.url, ...(headers ? { headers } : {}) };
}

/**
 * Why the proxy must not serve `given` for the lockfile's server `id`, naming the pinned launch and the given one; or
 * undefined when they are the same launch, or when the lockfile records no launch for it (pinned before launches
 * were: `check` notes it and does not compare either). A pinned URL written with `${VAR}` is compared as `env` reads it.
 */
export function launchRefusal(id: string, pinned: LockServer, given: GivenLaunch, env: Env): string | undefined {
  const recorded = pinned.launch;
  if (!recorded) return undefined;
  let pin = recorded;
  if (given.kind === 'upstream' && recorded.url !== undefined) {
    try {
      pin = { ...recorded, url: new URL(interpolate(recorded.url, env)).href };
    } catch {
      pin = recorded; // not readable as an URL here: compared as written
    }
  }
  const now = givenLaunchRecord(given, pin);
  if (!now) return undefined;
  const { findings } = launchChangedFindings({ servers: { [id]: { tools: [], launch: pin } } }, { servers: { [id]: { tools: [], launch: now } } });
  const f = findings[0];
  if (!f) return undefined;
  return `refused to serve server '${id}': the lockfile pinned the launch ${String(f.before)}, but the proxy was given ${String(f.after)} (${f.rule}: ${f.message})`;
}
