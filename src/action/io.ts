import * as core from '@actions/core';

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
  };
}
