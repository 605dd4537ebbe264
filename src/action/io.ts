import { EOL } from 'node:os';
import type * as Core from '@actions/core';
import { logSafe } from '../report/escape.js';
import type { Scrubber } from '../util/secrets.js';

export interface AnnotationPlace {
  file?: string;
  startLine?: number;
  title?: string;
}

/** Everything the action reads from or writes to the runner: real `@actions/core` in production, a recorder in tests. */
export interface ActionIO {
  env: Record<string, string | undefined>;
  getInput(name: string): string;
  setOutput(name: string, value: string | number): void;
  info(message: string): void;
  warning(message: string, place?: AnnotationPlace): void;
  error(message: string, place?: AnnotationPlace): void;
  notice(message: string, place?: AnnotationPlace): void;
  setFailed(message: string): void;
  /** Append Markdown to the job summary. */
  summary(markdown: string): Promise<void>;
  /** Now, for approval records and expiry dates. */
  now(): Date;
  /** Register a secret with the runner's log masker. */
  mask?(value: string): void;
  /**
   * Load what the other methods need (for the runner: `@actions/core`, which brings undici). `run` calls it once the
   * inputs and the context are read, so a step missing them fails without loading it; until then only `env`,
   * `getInput` and `setFailed` may be used.
   */
  load?(): Promise<void>;
  /** Secrets out of a text written anywhere else (report files, SARIF, the discovery result): set by `safeIO`. */
  scrub?(text: string): string;
}

/**
 * The action's I/O with every text made safe to publish: secrets replaced by `***` everywhere (log, annotations, job
 * summary, outputs, failure message), and log lines that would be workflow commands (`::set-output`, `::stop-commands::`)
 * neutralised. Server-supplied text reaches all of these, so nothing is written around this wrapper.
 */
export function safeIO(io: ActionIO, scrubber: Scrubber): ActionIO {
  const clean = (m: string) => scrubber.scrub(m);
  const place = (p?: AnnotationPlace) => (p ? { ...p, ...(p.title !== undefined ? { title: clean(p.title) } : {}) } : undefined);
  return {
    env: io.env,
    getInput: (name) => io.getInput(name),
    setOutput: (name, value) => io.setOutput(name, typeof value === 'string' ? clean(value) : value),
    info: (m) => io.info(logSafe(clean(m))),
    warning: (m, p) => io.warning(clean(m), place(p)),
    error: (m, p) => io.error(clean(m), place(p)),
    notice: (m, p) => io.notice(clean(m), place(p)),
    setFailed: (m) => io.setFailed(clean(m)),
    summary: (markdown) => io.summary(clean(markdown)),
    now: () => io.now(),
    ...(io.mask ? { mask: io.mask } : {}),
    ...(io.load ? { load: io.load } : {}),
    scrub: clean,
  };
}

/**
 * The runner's I/O through `@actions/core`, loaded by `load()`. Before that, `getInput` and `setFailed` speak the
 * runner's protocol directly (exactly as `@actions/core` does: test/action/io.unit.test.ts compares them), so reading the
 * inputs, and failing on bad ones, loads nothing.
 */
export function coreIO(): ActionIO {
  let core: typeof Core | undefined;
  const loaded = (): typeof Core => {
    if (!core) throw new Error('coreIO: call load() before logging');
    return core;
  };
  return {
    env: process.env,
    getInput: (name) => (core ? core.getInput(name) : runnerInput(process.env, name)),
    setOutput: (name, value) => loaded().setOutput(name, value),
    info: (m) => loaded().info(m),
    warning: (m, p) => loaded().warning(m, p),
    error: (m, p) => loaded().error(m, p),
    notice: (m, p) => loaded().notice(m, p),
    setFailed: (m) => {
      if (core) return core.setFailed(m);
      process.exitCode = 1;
      process.stdout.write(runnerError(m));
    },
    summary: async (markdown) => {
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      await loaded().summary.addRaw(markdown, true).write();
    },
    now: () => new Date(),
    mask: (value) => loaded().setSecret(value),
    load: async () => {
      core ??= await import('@actions/core');
    },
  };
}

/** An input as `core.getInput(name)` reads it: INPUT_<NAME> (spaces as _), trimmed, '' when unset. */
export function runnerInput(env: Record<string, string | undefined>, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}

/** The line `core.error(message)` writes: an `::error::` workflow command, its data escaped. */
export function runnerError(message: string): string {
  return `::error::${message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}${EOL}`;
}
