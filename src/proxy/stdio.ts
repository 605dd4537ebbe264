import type { Readable, Writable } from 'node:stream';
import { spawnGroup, terminateGroup } from '../discovery/process-group.js';
import { isObject, type JsonObject } from '../util/json.js';
import { judgeClient, newEnforcer, OWN_ID_PREFIX, PROXY_PAGE_TIMEOUT_MS, type JudgeOptions } from './core.js';
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
        reject(new Error(`${method} got no answer in ${PROXY_PAGE_TIMEOUT_MS} ms`));
      }, PROXY_PAGE_TIMEOUT_MS);
      own.set(id, { resolve, reject, timer });
      toServer({ jsonrpc: '2.0', id, method, params });
    });
  const enforcer = newEnforcer(o, request);

  // client → server, one message at a time (a call may wait for a listing; later messages keep their order)
  let queue = Promise.resolve();
  const clientGone = eachLine(o.input, (line) => {
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
      if (forward === msg)
        child.stdin?.write(`${line}\n`); // unchanged: the line as the client wrote it
      else if (forward) toServer(forward);
    });
  });

  // server → client
  void eachLine(child.stdout!, (line) => {
    if (!line.trim()) return;
    // The common case, a call's result with nothing to note on it, goes through without being parsed and re-written.
    if (own.size === 0 && !enforcer.expectsAnswers() && line.startsWith('{') && !mayChangeList(line)) return void o.output.write(`${line}\n`);
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
    const out = isObject(msg) ? enforcer.fromServer(msg) : msg;
    if (out === msg) o.output.write(`${line}\n`);
    else toClient(out);
  });

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

/**
 * Whether a server line may be a `notifications/tools/list_changed`: it names it, or it escapes characters (a JSON
 * string may spell the name with \\u or \\/ escapes). Such lines are always parsed.
 */
function mayChangeList(line: string): boolean {
  return line.includes('list_changed') || line.includes('\\u') || line.includes('\\/');
}

/** Call `onLine` for each line of `input` (without its \n or \r\n); resolves when the stream ends or closes. */
function eachLine(input: Readable, onLine: (line: string) => void): Promise<void> {
  let rest = '';
  input.setEncoding('utf8');
  input.on('data', (chunk: string) => {
    let start = 0;
    let nl: number;
    while ((nl = chunk.indexOf('\n', start)) !== -1) {
      const piece = chunk.slice(start, nl);
      const line = rest ? rest + piece : piece;
      rest = '';
      onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
      start = nl + 1;
    }
    rest += chunk.slice(start);
  });
  return new Promise<void>((resolve) => {
    const done = () => {
      if (rest) onLine(rest);
      rest = '';
      resolve();
    };
    input.once('end', done);
    input.once('close', done);
  });
}
