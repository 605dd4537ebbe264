import { createHash } from 'node:crypto';
import { readSkill, readUiList, skillContract, uiContract } from '../contract/surfaces.js';
import { contractHash } from '../contract/canonical.js';
import type { LockServer } from '../contract/lockfile.js';
import type { SkillDef, ToolDef } from '../contract/types.js';
import { diffServer } from '../diff/engine.js';
import { readUiSurface } from '../mcp-client/surfaces.js';
import { isObject, type JsonObject } from '../util/json.js';
import type { ToolVerdict } from '../app/contract-checker.js';
import { CONTRACT_DRIFT_ERROR, type JsonRpcMessage } from './messages.js';

/**
 * The 2026 surfaces at run time, beside the tool checks: a tool whose MCP Apps UI resource is not the pinned one is
 * withheld (its `ui://` resource read by the proxy itself when the tools are listed), a `resources/read` of a `ui://`
 * resource or a skill file whose bytes differ from the pin is refused, and so is a `skills/get` whose entry (frontmatter
 * or file manifest) is not the pinned one. Only what the lockfile pins is judged: a lockfile without UI resources (or
 * skills) leaves them to `check`, which reports them as not pinned (`surface-unpinned`).
 */

/** What a client request asked, kept until its answer arrives. */
type Asked = { kind: 'skill'; uri: string } | { kind: 'read'; uri: string };

const digestOf = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/** What the enforcer asks of the judge of the other surfaces (the UI resources and skills: SurfaceGuard). */
export interface SurfaceJudge {
  /** Whether the lockfile pins UI resources (the tools' UIs are then read at each listing). */
  readonly watchesUi: boolean;
  /** Whether an answer to a noted request is awaited. */
  pending(): boolean;
  /** Read the listed tools' UI resources again and note which drifted. */
  refresh(tools: readonly unknown[]): Promise<void>;
  /** A listing's verdicts with the tools whose UI drifted marked `drifted`. */
  judge(verdicts: Map<string, ToolVerdict>): Map<string, ToolVerdict>;
  /** Note a client request whose answer is judged (`skills/get`, `resources/read` of a pinned URI). */
  noteRequest(key: string, method: string | undefined, params: unknown): void;
  /** The error answer that replaces a noted request's answer when it is not the pinned surface; else undefined. */
  judgeAnswer(key: string, msg: JsonRpcMessage): JsonRpcMessage | undefined;
  /** Whether the lockfile pins this resource URI (a UI resource or a skill file). */
  pins(uri: string): boolean;
}

export class SurfaceGuard implements SurfaceJudge {
  private readonly ui: Map<string, { hash: string; contract: JsonObject }>;
  private readonly skills: Map<string, SkillDef>;
  /** Pinned digests by resource URI: each UI resource's and each skill file's. */
  private readonly digests = new Map<string, Set<string>>();
  /** The tools whose UI drifted at the last refresh, with the findings that say how. */
  private drifted = new Map<string, ToolVerdict['changes']>();
  private readonly asked = new Map<string, Asked>();

  constructor(
    private readonly server: string,
    pinned: LockServer,
    /** One request of the proxy's own to the server (core.ts OwnRequest). */
    private readonly request: (method: string, params: JsonObject) => Promise<JsonRpcMessage>,
  ) {
    this.ui = new Map(Object.entries(pinned.ui ?? {}).map(([tool, e]) => [tool, { hash: e.hash, contract: e.contract }]));
    this.skills = new Map();
    for (const e of Object.values(pinned.skills ?? {})) {
      const s = readSkill(e.contract);
      if (s) this.skills.set(s.uri, s);
    }
    for (const u of readUiList([...this.ui.values()].map((x) => x.contract))) if (!('error' in u.resource)) this.pin(u.resourceUri, u.resource.digest);
    for (const s of this.skills.values()) if (s.resources !== 'dynamic') for (const f of s.resources) this.pin(f.uri, f.digest);
  }

  private pin(uri: string, digest: string): void {
    let set = this.digests.get(uri);
    if (!set) this.digests.set(uri, (set = new Set()));
    set.add(digest);
  }

  /** Whether the lockfile pins UI resources for this server (only then are the tools' UIs read at listing time). */
  get watchesUi(): boolean {
    return this.ui.size > 0;
  }

  /** Whether the lockfile pins this resource URI (a UI resource or a skill file). */
  pins(uri: string): boolean {
    return this.digests.has(uri);
  }

  /** Whether a client request's answer is awaited (a transport must then parse answers). */
  pending(): boolean {
    return this.asked.size > 0;
  }

  /**
   * The live tools' UI surfaces read again (each `ui://` resource they name, once) and compared with the pin: a tool
   * whose pinned UI differs, or that names a UI resource where its pin names none, is drifted until the next refresh.
   */
  async refresh(tools: readonly unknown[]): Promise<void> {
    if (!this.watchesUi) return;
    const listed = tools.filter((t): t is ToolDef => isObject(t) && typeof t.name === 'string');
    const client = {
      request: async (req: { method: string; params?: unknown }) => {
        const answer = await this.request(req.method, (req.params ?? {}) as JsonObject);
        if (!isObject(answer.result)) throw new Error(`${req.method} failed: ${JSON.stringify(answer.error ?? null)}`);
        return answer.result;
      },
    };
    const live = (await readUiSurface(client as never, listed, undefined, { signal: new AbortController().signal, requestTimeoutMs: () => 30_000 })) ?? [];
    const pinned = readUiList([...this.ui.values()].map((x) => x.contract));
    const drifted = new Map<string, ToolVerdict['changes']>();
    const liveByTool = new Map(live.map((u) => [u.tool, u]));
    for (const t of listed) {
      const now = liveByTool.get(t.name);
      const then = this.ui.get(t.name);
      if (!now && !then) continue;
      if (now && then && contractHash(uiContract(now)) === then.hash) continue;
      const changes = diffServer({ tools: listed, ui: pinned.filter((u) => u.tool === t.name) }, { tools: listed, ui: now ? [now] : [] }).filter((c) => c.rule.startsWith('ui-'));
      drifted.set(t.name, changes);
    }
    this.drifted = drifted;
  }

  /** The verdicts of a listing with the tools whose UI drifted marked `drifted` (their UI findings as the changes). */
  judge(verdicts: Map<string, ToolVerdict>): Map<string, ToolVerdict> {
    if (!this.drifted.size) return verdicts;
    const out = new Map(verdicts);
    for (const [name, changes] of this.drifted) {
      const v = out.get(name);
      if (v && (v.status === 'pinned' || v.status === 'compatible')) out.set(name, { ...v, status: 'drifted', changes: [...v.changes, ...changes] });
    }
    return out;
  }

  /** A client request: remember what a `skills/get` or a `resources/read` of a pinned URI asked, to judge its answer. */
  noteRequest(key: string, method: string | undefined, params: unknown): void {
    const uri = isObject(params) && typeof params.uri === 'string' ? params.uri : undefined;
    if (uri === undefined) return;
    if (method === 'skills/get') this.asked.set(key, { kind: 'skill', uri });
    else if (method === 'resources/read' && (this.digests.has(uri) || (this.watchesUi && uri.startsWith('ui://')))) this.asked.set(key, { kind: 'read', uri });
  }

  /**
   * The server's answer to a noted request: unchanged when it is the pinned surface, else an error answer in its place
   * (the content never reaches the client). Undefined: not an answer the guard awaits.
   */
  judgeAnswer(key: string, msg: JsonRpcMessage): JsonRpcMessage | undefined {
    const asked = this.asked.get(key);
    if (!asked) return undefined;
    this.asked.delete(key);
    if (!isObject(msg.result)) return undefined; // an error answer passes as it is
    const why = asked.kind === 'skill' ? this.skillProblem(asked.uri, msg.result.skill) : this.readProblem(asked.uri, msg.result.contents);
    if (!why) return undefined;
    return {
      jsonrpc: '2.0',
      id: msg.id ?? null,
      error: { code: CONTRACT_DRIFT_ERROR, message: `${why} (server '${this.server}'); not passed on (mcp-contract-gate proxy)`, data: { server: this.server, uri: asked.uri } },
    };
  }

  private skillProblem(uri: string, raw: unknown): string | undefined {
    const pinned = this.skills.get(uri);
    if (!pinned) return `skill ${uri} is not pinned in the lockfile`;
    const live = readSkill(raw);
    if (!live) return `skills/get of ${uri} answered something that is not a skill entry`;
    const strip = (s: SkillDef) => skillContract({ ...s, resources: s.resources === 'dynamic' ? 'dynamic' : s.resources.map(({ uri: u, digest, size }) => ({ uri: u, digest, size })) });
    return contractHash(strip(live)) === contractHash(strip(pinned)) ? undefined : `skill ${uri} differs from its pinned entry (frontmatter or file manifest)`;
  }

  private readProblem(uri: string, contents: unknown): string | undefined {
    const pinned = this.digests.get(uri);
    if (!pinned) return uri.startsWith('ui://') ? `UI resource ${uri} is not pinned in the lockfile` : undefined;
    const list = Array.isArray(contents) ? contents.filter(isObject) : [];
    const c = list.find((x) => x.uri === uri) ?? list[0];
    const bytes = !c ? undefined : typeof c.text === 'string' ? Buffer.from(c.text, 'utf8') : typeof c.blob === 'string' ? Buffer.from(c.blob, 'base64') : undefined;
    if (!bytes) return `resources/read of ${uri} answered no content to check against its pin`;
    return pinned.has(digestOf(bytes)) ? undefined : `${uri} as served (${digestOf(bytes).slice(0, 19)}…) differs from its pinned content`;
  }
}
