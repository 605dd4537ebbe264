import { statSync } from 'node:fs';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { expandWorkspaceFolder, type Env } from '../config/interpolate.js';
import { MACHINE_FACTS, type ServerConfig } from '../model/config.js';
import type { DiscoveryError, LaunchedPackage, ServerSnapshot } from '../contract/types.js';
import type { JsonObject } from '../util/json.js';
import { Deadline } from '../mcp-client/deadline.js';
import { launchSpec, startBudget, type ServerLaunch } from './launch.js';
import { describeFailure, failed } from '../mcp-client/failure.js';
import { DEFAULT_LIST_LIMITS, DiscoveryFailure, type ListLimits } from '../mcp-client/list-raw.js';
import { discoverRemote } from '../mcp-client/remote.js';
import { DISCOVER_ERA_VERSION } from '../model/protocol.js';
import { VersionRefused } from '../mcp-client/era.js';
import { readLists, type Progress } from '../mcp-client/session.js';
import { connectStdio, type StdioSlot } from '../mcp-client/stdio-connect.js';
import { runSetup, seconds, setupFailure } from './setup.js';
import { GroupStdioTransport } from '../mcp-client/stdio-transport.js';
import { droppedAnswers } from '../mcp-client/recording-transport.js';
import { debugLog } from '../util/debug.js';
import { neutralContext, neutralizeSnapshot, type NeutralContext } from '../contract/neutral-paths.js';
import { parseLaunchSpec, type LaunchSpec } from '../config/launch-spec.js';
import type { Slots } from '../process/limiter.js';
import { resolvePackage, type Resolution } from './package-resolve.js';
import { abandonedNpxEntry, brokenNpxEntry, removeNpxEntry, unremovableNpxEntry } from './npx-repair.js';
import { discoverUnderPrincipals, withReread } from './principals.js';

export interface DiscoverOptions {
  /** The checkout the server runs in (head working tree or base worktree); `cwd` and `${workspaceFolder}` resolve here. */
  rootDir: string;
  /** Source of the few default variables a server inherits (HOME, PATH, …). Default: process.env. */
  env?: Env;
  signal?: AbortSignal;
  /** SIGTERM → SIGKILL grace when ending a process group (ms, default 1000). */
  killGraceMs?: number;
  /** Pagination safety limits. */
  listLimits?: ListLimits;
  /** The download slots package-runner launches share (discoverAll makes them; see DEFAULT_DOWNLOAD_CONCURRENCY). */
  downloads?: Slots;
  /** Called once this server has started (its first output) or its discovery ended: hands its download slot on. */
  onStarted?: () => void;
  /** What discovery did on its own that the user should hear of (an npx cache entry it repaired), one line each. */
  onNote?: (text: string) => void;
}

/**
 * Discover one server: run its setup, start or reach it, initialize and read every list, raw. Never throws for a
 * server's fault: a failure is a snapshot with `tools: []` and `error` saying what happened (exit code, signal,
 * stderr tail, whether it timed out). Every process it starts is ended, with its whole process group, before it returns.
 */
export async function discoverServer(server: ServerConfig, options: DiscoverOptions): Promise<ServerSnapshot> {
  if (server.principals?.length) return discoverUnderPrincipals(server, options, discoverServer);
  const spec = server.transport === 'stdio' && server.command ? parseLaunchSpec(server.command, server.args ?? []) : undefined;
  // a registry package resolves beside the launch; an image, after it (the run pulled it)
  const early = spec && spec.manager !== 'docker' ? resolution(server, spec, options) : undefined;
  const raw = await discoverRaw(server, options);
  const snapshot = neutralizeSnapshot(raw, serverNeutralContext(server, options));
  const launched = launchedPackage(server);
  if (!launched || !spec) return withVariant(server, snapshot);
  // a server that failed still waits for its lookup (bounded), so no registry query outlives the discovery
  const resolved = early ? await early : raw.error ? undefined : await resolution(server, spec, options);
  return withVariant(server, { ...snapshot, package: resolved ? withResolution(launched, resolved) : launched });
}

/** The placeholders for one server's text: its paths and this machine's facts, each unless its knob is off. */
export function serverNeutralContext(server: ServerConfig, options: DiscoverOptions): NeutralContext {
  return neutralContext({
    rootDir: options.rootDir,
    env: options.env ?? process.env,
    paths: server.neutralPaths !== false,
    machine: server.neutralMachine ?? MACHINE_FACTS,
    ...(server.env?.TZ ? { serverTz: server.env.TZ } : {}),
  });
}

/**
 * What the snapshot records of the entry it was read from: the launch (ServerSnapshot.launch, read or not: a failed
 * start still launched it) and, for a variant, the environment it was read under (ServerSnapshot.variant).
 */
export function withVariant(server: ServerConfig, snapshot: ServerSnapshot): ServerSnapshot {
  const out = server.launch ? { ...snapshot, launch: server.launch } : snapshot;
  if (!server.variant) return out;
  return server.variant.principal ? { ...out, principal: server.variant.name } : { ...out, variant: server.variant.name };
}

function resolution(server: ServerConfig, spec: LaunchSpec, options: DiscoverOptions): Promise<Resolution> {
  const { cwd, env } = launchSpec(server, options.env, options.rootDir);
  return resolvePackage(spec, { command: server.command ?? '', cwd: isDirectory(cwd) ? cwd : options.rootDir, env });
}

/** The package with what it resolved to: `resolved` (when the spec named no exact version) and `integrity`. */
export function withResolution(pkg: LaunchedPackage, r: Resolution): LaunchedPackage {
  const out: LaunchedPackage = { ...pkg };
  if (r.version && r.version !== pkg.version) out.resolved = r.version;
  out.integrity = r.integrity;
  if (r.reason) out.reason = r.reason;
  return out;
}

/** The package a stdio server's launch spec runs, as the snapshot records it (see ServerSnapshot.package). */
export function launchedPackage(server: ServerConfig): LaunchedPackage | undefined {
  if (server.transport !== 'stdio' || !server.command) return undefined;
  const spec = parseLaunchSpec(server.command, server.args ?? []);
  if (!spec) return undefined;
  const out: LaunchedPackage = { manager: spec.manager, name: spec.package };
  if (spec.pin.kind === 'version') out.version = spec.pin.version;
  else out.requested = spec.pin.kind === 'range' ? spec.pin.range : spec.pin.kind === 'tag' ? spec.pin.tag : 'none';
  if (spec.digest) out.digest = spec.digest;
  return out;
}

async function discoverRaw(server: ServerConfig, options: DiscoverOptions): Promise<ServerSnapshot> {
  const clientCapabilities = (server.clientCapabilities ?? {}) as JsonObject;
  try {
    const expand = (s: string) => expandWorkspaceFolder(s, options.rootDir);
    const launch = launchSpec(server, options.env, options.rootDir);
    const { cwd, env } = launch;
    if (!isDirectory(cwd)) return failed({ message: `the working folder ${JSON.stringify(server.cwd ?? '.')} does not exist in the checkout (${cwd})` }, clientCapabilities);

    if (server.setup) {
      const setup = await runSetup(server.setup, { cwd, env, timeoutMs: server.setupTimeoutMs, signal: options.signal, killGraceMs: options.killGraceMs });
      if (!setup.ok) return failed(setupFailure(server.setup, server.setupTimeoutMs, setup), clientCapabilities);
    }
    const limits = options.listLimits ?? DEFAULT_LIST_LIMITS;
    if (server.transport === 'stdio') {
      return await discoverStdio(server, { launch, clientCapabilities, limits, options });
    }
    const headers = server.headers ? Object.fromEntries(Object.entries(server.headers).map(([k, v]) => [k, expand(v)])) : {};
    const remote = () => discoverRemote(server, { url: expand(server.url ?? ''), headers, clientCapabilities, limits, signal: options.signal, ...(options.onNote ? { onNote: options.onNote } : {}) });
    const first = await remote();
    // reread: a second session, compared with the first
    return server.reread && !first.error ? withReread(first, await remote()) : first;
  } catch (err) {
    return failed({ message: `discovery failed unexpectedly: ${(err as Error).message}` }, clientCapabilities);
  }
}

interface StdioContext {
  launch: ServerLaunch;
  clientCapabilities: JsonObject;
  limits: ListLimits;
  options: DiscoverOptions;
  /** The npx cache entry this launch found incomplete and removed (set by the first attempt: the one retry runs). */
  repaired?: string;
}

/**
 * A stdio server's discovery; when its npx launch fails on an incomplete cache entry of its own (npx-repair.ts), the
 * entry is removed and the launch started once more, and the note says so.
 */
async function discoverStdio(server: ServerConfig, ctx: StdioContext): Promise<ServerSnapshot> {
  const { command, args, env, cwd } = ctx.launch;
  const abandoned = abandonedNpxEntry(command, args, env, cwd);
  const refused = abandoned !== undefined ? removeNpxEntry(abandoned) : undefined;
  // npx would wait on the dead download's lock, then fail on the entry: say so now
  if (abandoned !== undefined && refused !== undefined) return failed({ message: unremovableNpxEntry(abandoned, refused) }, ctx.clientCapabilities);
  const before = abandoned !== undefined;
  if (before) ctx.repaired = abandoned;
  else {
    const first = await stdioAttempt(server, ctx);
    if (!ctx.repaired) return first;
  }
  const note = `npx's cache entry ${ctx.repaired} was incomplete (a download cut short leaves it so): removed it ${before ? 'before starting' : 'and started again'}`;
  ctx.options.onNote?.(note);
  const snapshot = await stdioAttempt(server, ctx);
  if (snapshot.error) snapshot.error.message += ` (after removing npx's incomplete cache entry ${ctx.repaired})`;
  else snapshot.warnings = [...(snapshot.warnings ?? []), note];
  return snapshot;
}

async function stdioAttempt(server: ServerConfig, ctx: StdioContext): Promise<ServerSnapshot> {
  const { command, args, env, cwd } = ctx.launch;
  const deadline = new Deadline(server.timeoutMs, ctx.options.signal, startBudget(server, ctx.launch));
  let spoke = false;
  const spawn = () => {
    const transport = new GroupStdioTransport({ command, args, env, cwd, killGraceMs: ctx.options.killGraceMs });
    transport.onFirstOutput = () => {
      spoke = true;
      deadline.started();
      ctx.options.onStarted?.();
    };
    return transport;
  };
  const slot: StdioSlot = { transport: spawn() };
  const progress: Progress = { phase: 'start' };
  try {
    try {
      await deadline.race(slot.transport.start());
    } catch (err) {
      if (deadline.reason) throw err;
      const code = (err as NodeJS.ErrnoException).code;
      const why = code === 'ENOENT' ? 'command not found (is it installed, and on PATH or relative to cwd?)' : (err as Error).message;
      return failed({ message: `cannot start ${JSON.stringify(command)}: ${why}` }, ctx.clientCapabilities);
    }
    const connected = await connectStdio(slot, spawn, server, ctx.clientCapabilities, deadline, progress);
    try {
      return withWarnings(await readTwice(server, () => readLists(connected, ctx.clientCapabilities, deadline, progress, ctx.limits)), slot.transport);
    } catch (err) {
      // A 2026-only server may end the connection on the `initialize` that negotiation sent while it was slow to
      // start: it answered in the 2026 era, so open it again speaking only that era.
      if (!connected.sentInitializeToo || deadline.reason || !(err instanceof McpError && err.code === ErrorCode.ConnectionClosed)) throw err;
      await slot.transport.close();
      slot.transport = spawn();
      await deadline.race(slot.transport.start());
      const again = await connectStdio(slot, spawn, { ...server, protocol: DISCOVER_ERA_VERSION }, ctx.clientCapabilities, deadline, progress);
      return withWarnings(await readTwice(server, () => readLists(again, ctx.clientCapabilities, deadline, progress, ctx.limits)), slot.transport);
    }
  } catch (err) {
    const error: DiscoveryError = { message: '' };
    if (deadline.reason === 'timeout') {
      error.message = timeoutMessage(server, deadline, progress);
      error.timedOut = true;
    } else if (deadline.reason === 'aborted') {
      error.message = `discovery was cancelled during ${progress.phase}`;
    } else if (slot.transport.violation) {
      error.message = slot.transport.violation;
    } else if (err instanceof VersionRefused) {
      error.message = `${progress.phase} failed: ${err.message}`;
    } else if (answered(err)) {
      // The server answered with a JSON-RPC error (and may have exited after it): the answer is the reason.
      error.message = `${progress.phase} failed: ${describeFailure(err)}`;
    } else {
      // When the connection closed under a request, the process has ended (or is about to): say how.
      const closed = err instanceof McpError && err.code === ErrorCode.ConnectionClosed;
      const end = closed ? await slot.transport.waitForEnd(2000) : slot.transport.ended;
      if (end && (end.code !== null || end.signal !== null)) {
        error.message = end.signal ? `the server was killed by ${end.signal} during ${progress.phase}` : `the server exited with code ${end.code} during ${progress.phase}`;
        error.exitCode = end.code;
        error.signal = end.signal;
      } else {
        error.message = err instanceof DiscoveryFailure ? err.message : `${progress.phase} failed: ${describeFailure(err)}`;
      }
    }
    await slot.transport.close();
    const stderr = slot.transport.stderr.text();
    if (stderr) error.stderr = stderr;
    // what the server said went wrong leads the message, not the stack frames that end its stderr
    const cause = slot.transport.stderr.cause();
    if (cause && !error.message.includes(cause)) error.message += `: ${cause}`;
    // npm's own failure (the server never wrote a line) on this launch's incomplete npx cache entry: removed, run again
    const entry = ctx.repaired === undefined && !spoke && !deadline.reason ? brokenNpxEntry(stderr, command, args) : undefined;
    const refused = entry ? removeNpxEntry(entry) : undefined;
    if (entry && refused === undefined) ctx.repaired = entry;
    const broken = entry ? (refused !== undefined ? unremovableNpxEntry(entry, refused) : undefined) : npxCacheHint(stderr);
    if (broken) error.message += `; ${broken}`;
    return withWarnings(failed(error, ctx.clientCapabilities), slot.transport);
  } finally {
    ctx.options.onStarted?.();
    deadline.dispose();
    await slot.transport.close();
    for (const d of droppedAnswers(slot.transport)) debugLog(ctx.options.env ?? process.env, `server ${server.id}: dropped ${d.reason} (wire id ${String(d.id)})`);
  }
}

/** The lists read once, or (reread) twice on the same connection, the second compared with the first. */
async function readTwice(server: ServerConfig, read: () => Promise<ServerSnapshot>): Promise<ServerSnapshot> {
  const first = await read();
  return server.reread ? withReread(first, await read()) : first;
}

/**
 * What to do about a broken npx cache entry: a download that was killed (a start budget that ran out, a cancelled job)
 * leaves `_npx/<hash>/` without its package.json, and every later `npx` of that package fails with npm's
 * `ENOENT … _npx/<hash>/package.json`. The folder to delete, when the stderr says so.
 */
export function npxCacheHint(stderr: string): string | undefined {
  const m = /((?:[A-Za-z]:)?[^\s'"`]*[\\/]_npx[\\/][0-9a-f]{6,})[\\/]package\.json/.exec(stderr);
  if (!m || !/ENOENT|no such file/i.test(stderr)) return undefined;
  return `npx's cache entry ${m[1]} is incomplete (a download that was cut short leaves it so): delete that folder (rm -rf ${JSON.stringify(m[1])}) and run again`;
}

/** Which budget ran out, and how to raise it. */
export function timeoutMessage(server: ServerConfig, deadline: Deadline, progress: Progress): string {
  if (deadline.phase === 'start')
    return `timed out after ${seconds(server.startTimeoutMs)} waiting for the server to start (no output on stdout yet; a package download by npx, uvx or docker counts here): raise start-timeout for this server, or pass --start-timeout`;
  if (!deadline.spoke && deadline.startMs === undefined)
    return `timed out after ${seconds(server.timeoutMs)} waiting for ${progress.phase}: the server wrote nothing on stdout (launched directly, not through a package runner, it has timeout from spawn and no start budget): raise timeout for this server, or pass --timeout`;
  return `timed out after ${seconds(server.timeoutMs)} waiting for ${progress.phase} (the server had started; raise timeout for this server, or pass --timeout)`;
}

/** An error the server sent as its JSON-RPC answer (not one the SDK made up for a closed connection or a timeout). */
function answered(err: unknown): boolean {
  return err instanceof McpError && err.code !== ErrorCode.ConnectionClosed && err.code !== ErrorCode.RequestTimeout;
}

function withWarnings(snapshot: ServerSnapshot, transport: GroupStdioTransport): ServerSnapshot {
  const junk = transport.junkWarning();
  if (junk) snapshot.warnings = [...(snapshot.warnings ?? []), junk];
  return snapshot;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
