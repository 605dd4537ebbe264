import * as core from '@actions/core';
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
  };
}

export function coreIO(): ActionIO {
  return {
    env: process.env,
    getInput: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    info: (m) => core.info(m),
    warning: (m, p) => core.warning(m, p),
    error: (m, p) => core.error(m, p),
    notice: (m, p) => core.notice(m, p),
    setFailed: (m) => core.setFailed(m),
    summary: async (markdown) => {
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(markdown, true).write();
    },
    now: () => new Date(),
    mask: (value) => core.setSecret(value),
  };
}
