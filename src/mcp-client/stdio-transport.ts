import { serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, McpError, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { MAX_MESSAGE_BYTES } from './http-body.js';
import { spawnGroup, terminateGroup, type ChildEnd, type GroupChild } from '../process/process-group.js';
import { LineTail } from '../process/tail.js';

export interface GroupStdioParams {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** SIGTERM → SIGKILL grace when closing (ms). */
  killGraceMs?: number;
}

/** How many skipped stdout lines are quoted in `junk` (the rest are counted). */
const MAX_JUNK_QUOTED = 3;

/**
 * MCP stdio client transport that starts the server as the leader of its own process group and, on close, ends the
 * whole group (SIGTERM, then SIGKILL), so that grandchildren (npx → node, workers) never outlive discovery. stderr is
 * kept (its tail) for error reports. Each stdout line should be one JSON-RPC message; anything else (a banner, a log
 * line) is skipped, as the official SDK clients do, and kept in `junk` for a warning. A line longer than
 * MAX_MESSAGE_BYTES ends the session (`violation`). Messages are passed on as the raw parsed JSON, so every field the
 * server sent is kept.
 */
export class GroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;

  readonly stderr = new LineTail(20);
  /** Set when the server broke the stdio framing beyond repair (a line without end). */
  violation?: string;
  /** Lines on stdout that were not JSON-RPC messages (skipped): the first few quoted, and how many in all. */
  readonly junk: { quoted: string[]; count: number } = { quoted: [], count: 0 };
  /** Set once the process has ended (exit code or signal, or the spawn error). */
  ended?: ChildEnd;
  /** Called once, on the server's first output on stdout: it has started (the start budget ends there). */
  onFirstOutput?: () => void;
  private spoke = false;

  private proc?: GroupChild;
  private starting?: Promise<void>;
  private buffer: Buffer[] = [];
  private bufferedBytes = 0;
  private closing?: Promise<void>;
  private closeNotified = false;

  constructor(private readonly params: GroupStdioParams) {}

  get pid(): number | undefined {
    return this.proc?.pgid;
  }

  /** Resolves when the server process has ended (immediately if it never started). */
  async waitForEnd(ms: number): Promise<ChildEnd | undefined> {
    if (!this.proc) return this.ended;
    const timer = new Promise<undefined>((r) => setTimeout(() => r(undefined), ms).unref());
    return (await Promise.race([this.proc.exited, timer])) ?? this.ended;
  }

  /** Spawn the server. Idempotent: the Client calls it again on connect when it was started beforehand. */
  start(): Promise<void> {
    this.starting ??= this.spawn();
    return this.starting;
  }

  private async spawn(): Promise<void> {
    const { command, args, env, cwd } = this.params;
    const proc = spawnGroup(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    this.proc = proc;
    void proc.exited.then(async (end) => {
      this.ended = end;
      // Read what is still in the pipe (the last response) before reporting the end; a grandchild may hold the
      // pipe open, so do not wait for it to close.
      await Promise.race([proc.closed, new Promise((r) => setTimeout(r, 200).unref())]);
      this.notifyClosed();
    });
    await new Promise<void>((resolve, reject) => {
      proc.child.once('spawn', () => resolve());
      proc.child.once('error', (error) => {
        this.ended = { code: null, signal: null, error };
        reject(error);
      });
    });
    proc.child.stderr?.on('data', (chunk: Buffer) => this.stderr.push(chunk));
    proc.child.stdout?.on('data', (chunk: Buffer) => this.onStdout(chunk));
    proc.child.stdin?.on('error', () => {
      // EPIPE when the server is gone; its exit is reported through onclose.
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.proc?.child.stdin;
      if (!stdin || stdin.destroyed || !stdin.writable || this.closing) {
        // The same error the Client gets when the connection closes under a request: the process has ended.
        reject(new McpError(ErrorCode.ConnectionClosed, 'Not connected'));
        return;
      }
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** End the session: close stdin, give the server a moment to exit, then end its whole process group. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    const proc = this.proc;
    if (proc) {
      try {
        proc.child.stdin?.end();
      } catch {
        // ignore
      }
      await Promise.race([proc.exited, new Promise((r) => setTimeout(r, 100).unref())]);
      await terminateGroup(proc.pgid, this.params.killGraceMs ?? 1000);
      await Promise.race([proc.closed, new Promise((r) => setTimeout(r, 1000).unref())]);
    }
    this.notifyClosed();
  }

  private notifyClosed(): void {
    if (this.closeNotified) return;
    this.closeNotified = true;
    this.onclose?.();
  }

  private onStdout(chunk: Buffer): void {
    if (!this.spoke) {
      this.spoke = true;
      this.onFirstOutput?.();
    }
    if (this.violation) return;
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, start)) {
      this.buffer.push(chunk.subarray(start, nl));
      const line = Buffer.concat(this.buffer).toString('utf8').replace(/\r$/, '');
      this.buffer = [];
      this.bufferedBytes = 0;
      start = nl + 1;
      this.onLine(line);
      if (this.violation) return;
    }
    if (start < chunk.length) {
      this.buffer.push(chunk.subarray(start));
      this.bufferedBytes += chunk.length - start;
      if (this.bufferedBytes > MAX_MESSAGE_BYTES) this.fail(`the server wrote more than ${MAX_MESSAGE_BYTES / 1024 / 1024} MiB on stdout without a line break`);
    }
  }

  private onLine(line: string): void {
    if (line.trim() === '') return;
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.skip(line);
      return;
    }
    if (!JSONRPCMessageSchema.safeParse(message).success) {
      this.skip(line);
      return;
    }
    this.onmessage?.(message as JSONRPCMessage);
  }

  private skip(line: string): void {
    this.junk.count++;
    if (this.junk.quoted.length < MAX_JUNK_QUOTED) this.junk.quoted.push(quote(line));
  }

  /** The warning for skipped stdout lines, if there were any. */
  junkWarning(): string | undefined {
    const { quoted, count } = this.junk;
    if (count === 0) return undefined;
    const more = count > quoted.length ? ` and ${count - quoted.length} more` : '';
    return `the server wrote ${count} line${count === 1 ? '' : 's'} on stdout that ${count === 1 ? 'is' : 'are'} not JSON-RPC (skipped): ${quoted.join(', ')}${more}; stdout carries only protocol messages, logs belong on stderr`;
  }

  private fail(reason: string): void {
    this.violation = `protocol violation: ${reason}`;
    this.onerror?.(new Error(this.violation));
    void this.close();
  }
}

function quote(line: string): string {
  return JSON.stringify(line.length > 200 ? `${line.slice(0, 200)}…` : line);
}
