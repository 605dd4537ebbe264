import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { spawnGroup, terminateGroup } from '../discovery/process-group.js';
import { isObject, type JsonObject } from '../util/json.js';
import { judgeClient, newEnforcer, OWN_ID_PREFIX, PROXY_LIST_LIMITS, type JudgeOptions } from './core.js';
import type { JsonRpcMessage } from './enforcer.js';

export interface StdioProxyOptions extends JudgeOptions {
  command: string;
  args: string[];
  env: Record<string, string | undefined>;
  cwd?: string;
  /** The client's side: newline-delimited JSON-RPC in, and out (nothing else is ever written there). */
  input: Readable;
  output: Writable;
  /** The proxy's and the server's log lines (stderr). */
  log: (text: string) => void;
}

/**
 * The stdio proxy: the agent starts `mcp-contract-gate proxy -- CMD ARGS…` instead of the server; every message is
 * forwarded both ways, judged on the way. Resolves with the server's exit code once either side ends.
 */
export async function runStdioProxy(o: StdioProxyOptions): Promise<number> {
  const proc = spawnGroup(o.command, o.args, { cwd: o.cwd, env: o.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const { child } = proc;
  const toServer = (m: JsonRpcMessage) => child.stdin?.write(`${JSON.stringify(m)}\n`);
  const toClient = (m: JsonRpcMessage) => o.output.write(`${JSON.stringify(m)}\n`);
  child.stderr?.on('data', (d: Buffer) => o.log(d.toString('utf8')));
  child.stdin?.on('error', () => undefined);

  let nextId = 0;
  const own = new Map<string, { resolve: (m: JsonRpcMessage) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  const request = (method: string, params: JsonObject): Promise<JsonRpcMessage> =>
    new Promise((resolve, reject) => {
      const id = `${OWN_ID_PREFIX}${++nextId}`;
      const timer = setTimeout(() => {
        own.delete(id);
        reject(new Error(`${method} got no answer in ${PROXY_LIST_LIMITS.pageTimeoutMs} ms`));
      }, PROXY_LIST_LIMITS.pageTimeoutMs);
      own.set(id, { resolve, reject, timer });
      toServer({ jsonrpc: '2.0', id, method, params });
    });
  const enforcer = newEnforcer(o, request);

  // client → server, one message at a time (a call may wait for a listing; later messages keep their order)
  let queue = Promise.resolve();
  const clientLines = createInterface({ input: o.input, crlfDelay: Infinity });
  clientLines.on('line', (line) => {
    if (!line.trim()) return;
    queue = queue.then(async () => {
      let msg: JsonRpcMessage;
      try {
        msg = JSON.parse(line) as JsonRpcMessage;
      } catch {
        child.stdin?.write(`${line}\n`); // not ours to judge: the server answers it
        return;
      }
      if (!isObject(msg)) return void child.stdin?.write(`${line}\n`);
      const { forward, reply } = await judgeClient(enforcer, msg, o.log);
      if (reply) toClient(reply);
      if (forward) toServer(forward);
    });
  });

  // server → client
  const serverLines = createInterface({ input: child.stdout!, crlfDelay: Infinity });
  serverLines.on('line', (line) => {
    if (!line.trim()) return;
    let msg: JsonRpcMessage;
    try {
      msg = JSON.parse(line) as JsonRpcMessage;
    } catch {
      o.log(`mcp-contract-gate proxy: skipped a line the server wrote on stdout that is not JSON-RPC: ${line.slice(0, 200)}\n`);
      return;
    }
    if (isObject(msg) && typeof msg.id === 'string' && own.has(msg.id) && msg.method === undefined) {
      const pending = own.get(msg.id)!;
      own.delete(msg.id);
      clearTimeout(pending.timer);
      pending.resolve(msg);
      return;
    }
    toClient(isObject(msg) ? enforcer.fromServer(msg) : msg);
  });

  const clientGone = new Promise<void>((resolve) => clientLines.once('close', () => resolve()));
  const ended = await Promise.race([proc.exited.then((e) => ({ who: 'server' as const, e })), clientGone.then(() => ({ who: 'client' as const, e: undefined }))]);
  for (const p of own.values()) p.reject(new Error('the server ended'));
  if (ended.who === 'client') {
    await queue;
    child.stdin?.end();
    const exit = await Promise.race([proc.exited, new Promise<undefined>((r) => setTimeout(() => r(undefined), 2000))]);
    if (!exit) await terminateGroup(proc.pgid);
    return exit?.code ?? 0;
  }
  await queue;
  return ended.e?.code ?? 1;
}
