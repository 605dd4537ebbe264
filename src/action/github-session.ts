import type { ActionIO } from './io.js';
import type { GitHubApi } from '../publish/github.js';

/**
 * GitHub writes that must not crash the run: a fork's read-only token (403), a missing permission, an outage. The
 * first 403 marks the token read-only and later writes are skipped; every failure is logged and remembered so the
 * report can say what could not be done.
 */
export class GitHubSession {
  readOnly = false;
  readonly problems: string[] = [];

  constructor(
    readonly api: GitHubApi,
    private readonly io: ActionIO,
  ) {}

  async read<T>(what: string, fn: () => Promise<T>): Promise<T | undefined> {
    try {
      return await fn();
    } catch (err) {
      this.note(what, err);
      return undefined;
    }
  }

  async write<T>(what: string, fn: () => Promise<T>): Promise<T | undefined> {
    if (this.readOnly) return undefined;
    try {
      return await fn();
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 403 || status === 404) this.readOnly = status === 403 || this.readOnly;
      this.note(what, err);
      return undefined;
    }
  }

  private note(what: string, err: unknown): void {
    const status = (err as { status?: number }).status;
    const msg = `${what} failed${status ? ` (HTTP ${status})` : ''}: ${(err as Error).message.split('\n')[0]}`;
    this.problems.push(msg);
    this.io.warning(msg);
  }
}
