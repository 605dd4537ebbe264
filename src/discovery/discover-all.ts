import type { ServerConfig } from '../model/config.js';
import { DEFAULT_CONCURRENCY, DEFAULT_DOWNLOAD_CONCURRENCY } from '../model/config.js';
import { packageRunner } from '../config/launch-spec.js';
import type { ServerSnapshot, SnapshotSet } from '../contract/types.js';
import { setOwn, type JsonObject } from '../util/json.js';
import { discoverServer, withVariant, type DiscoverOptions } from './discover-server.js';
import { failed } from '../mcp-client/failure.js';
import { createLimiter, createSlots, type Limiter } from '../process/limiter.js';
import { planSetups, type PlannedSetup, type SetupEvent } from './setup.js';

/**
 * Progress of discovery, for logs (the CLI's progress lines, the Action's log) and for tests that check what ran in
 * parallel. `start`/`end`: one server's discovery (after its setup); `setup-start`/`setup-end`: one distinct setup
 * command, shared by the servers in `setup.servers` (`server` is the first of them).
 */
export interface DiscoveryEvent {
  /** `note`: something discovery did on its own that the user should hear of (`text`: an npx cache entry repaired). */
  type: 'start' | 'end' | 'setup-start' | 'setup-end' | 'note';
  server: string;
  /** Which checkout: `head`, `base`, or undefined for a single discoverAll. */
  ref?: 'base' | 'head';
  /** performance.now() when it happened. */
  time: number;
  /** On `end`: the snapshot (its `error` says whether it failed). */
  snapshot?: ServerSnapshot;
  /** On `setup-*`: the setup, and on `setup-end` its error when it failed. */
  setup?: PlannedSetup;
  error?: ServerSnapshot['error'];
  /** On `note`: the line. */
  text?: string;
}

export interface DiscoverAllOptions extends Omit<DiscoverOptions, 'rootDir'> {
  rootDir: string;
  /** How many servers at once (default DEFAULT_CONCURRENCY). */
  concurrency?: number;
  /** How many package-runner launches download at once (default DEFAULT_DOWNLOAD_CONCURRENCY), within `concurrency`. */
  downloadConcurrency?: number;
  onEvent?: (event: DiscoveryEvent) => void;
}

/** Discover every server, at most `concurrency` at once; one failing never stops the others. Keys keep config order. */
export async function discoverAll(servers: ServerConfig[], options: DiscoverAllOptions): Promise<SnapshotSet> {
  const limit = createLimiter(options.concurrency ?? DEFAULT_CONCURRENCY);
  return discoverSet(servers, { ...options, downloads: options.downloads ?? createSlots(options.downloadConcurrency ?? DEFAULT_DOWNLOAD_CONCURRENCY) }, limit, undefined);
}

/** A setup's progress as a discovery event (named after the first server that declared it). */
export function setupEvent(e: SetupEvent, ref: DiscoveryEvent['ref']): DiscoveryEvent {
  return { type: e.type, server: e.setup.servers[0]!, ref, time: e.time, setup: e.setup, ...(e.error ? { error: e.error } : {}) };
}

/**
 * discoverAll under a limiter shared with other work (both refs in discoverRefs). Setups are planned first (one run
 * per distinct command and folder, see planSetups); each server waits, without holding a slot, until its setup is done,
 * then takes a slot for its own discovery. A failed setup fails the servers that declared it, each with the setup's error.
 */
export async function discoverSet(servers: ServerConfig[], options: DiscoverAllOptions, limit: Limiter, ref: 'base' | 'head' | undefined): Promise<SnapshotSet> {
  const plan = planSetups(servers, {
    rootDir: options.rootDir,
    env: options.env,
    signal: options.signal,
    killGraceMs: options.killGraceMs,
    limit,
    onEvent: (e) => emit(options, setupEvent(e, ref)),
  });
  const snapshots = await Promise.all(
    servers.map(async (server) => {
      const setupError = await plan.ready(server);
      if (setupError) {
        const snapshot = withVariant(server, failed(setupError, (server.clientCapabilities ?? {}) as JsonObject));
        emit(options, { type: 'end', server: server.id, ref, time: performance.now(), snapshot });
        return snapshot;
      }
      // Setup ran in the plan (or the folder is missing, which discovery reports): discovery itself only lists.
      const planned = plan.setups.some((s) => s.servers.includes(server.id));
      const { setup: _ran, ...withoutSetup } = server;
      const run: ServerConfig = planned ? withoutSetup : server;
      // a launch through a package runner takes a download slot first (without holding a discovery slot while it
      // waits), and hands it on at its first output: at most downloadConcurrency downloads at once
      const release = options.downloads && run.transport === 'stdio' && run.command && packageRunner(run.command, run.args ?? []) ? await options.downloads.acquire() : undefined;
      try {
        return await limit(async () => {
          emit(options, { type: 'start', server: server.id, ref, time: performance.now() });
          const onNote = (text: string) => emit(options, { type: 'note', server: server.id, ref, time: performance.now(), text });
          const snapshot = await discoverServer(run, { ...options, onNote, ...(release ? { onStarted: release } : {}) });
          emit(options, { type: 'end', server: server.id, ref, time: performance.now(), snapshot });
          return snapshot;
        });
      } finally {
        release?.();
      }
    }),
  );
  const set: SnapshotSet = { servers: {} };
  servers.forEach((server, i) => setOwn(set.servers, server.id, snapshots[i]!)); // an id is config text: `__proto__` too
  return set;
}

function emit(options: DiscoverAllOptions, event: DiscoveryEvent): void {
  try {
    options.onEvent?.(event);
  } catch {
    // A logging callback never breaks discovery.
  }
}
