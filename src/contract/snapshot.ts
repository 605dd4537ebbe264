import { InputError, parseJsonFile } from '../util/errors.js';
import { readAuthSurface } from './lockfile.js';
import { isObject, setOwn, type JsonObject } from '../util/json.js';
import { entryShapeProblem } from './tool-list.js';
import { readSkills, readUiList } from './surfaces.js';
import { readLaunchRecord } from '../model/launch.js';
import { DEFAULT_SERVER_ID, type LaunchedPackage, type PromptDef, type ServerSnapshot, type SnapshotSet, type ToolDef } from './types.js';
import { readUtf8 } from '../util/text-file.js';

const SHAPES = 'expected a tools/list result {"tools":[…]}, a bare array of tools, or a multi-server file {"servers":{"ID":{"tools":[…]}}}';

/** Read a snapshot file from disk (see parseSnapshot for the accepted shapes). */
export function readSnapshotFile(file: string): SnapshotSet {
  return parseSnapshot(readJsonInput(file), file);
}

/** A JSON file's value; a missing, unreadable or malformed file is an InputError naming it. */
export function readJsonInput(file: string): unknown {
  let text: string;
  try {
    text = readUtf8(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? (err as Error).message})`, file);
  }
  return parseJsonFile(text, file);
}

/**
 * Accepts a `tools/list` result (`{"tools":[…]}`, extra fields such as `serverInfo` and `prompts` kept), a JSON-RPC
 * response wrapping one (`{"result":{"tools":[…]}}`), a bare array of tools, or a multi-server file
 * `{"servers":{"ID":{"tools":[…]}}}`. Anything else is an InputError naming the file and the problem.
 */
export function parseSnapshot(data: unknown, file: string): SnapshotSet {
  if (Array.isArray(data)) return { servers: { [DEFAULT_SERVER_ID]: { tools: validateTools(data) } } };
  if (!isObject(data)) throw new InputError(`${SHAPES}; found ${describe(data)}`, file);
  if (isObject(data.result) && !('tools' in data) && !('servers' in data)) return parseSnapshot(data.result, file);
  if ('servers' in data && !('tools' in data)) {
    if (!isObject(data.servers)) throw new InputError(`"servers" must be an object mapping server ids to snapshots; found ${describe(data.servers)}`, file);
    const servers: Record<string, ServerSnapshot> = {};
    for (const id of Object.keys(data.servers)) setOwn(servers, id, parseServer(data.servers[id], file, `servers.${id}`));
    return { servers };
  }
  return { servers: { [DEFAULT_SERVER_ID]: parseServer(data, file, '') } };
}

function parseServer(data: unknown, file: string, where: string): ServerSnapshot {
  const at = where ? `${where}.` : '';
  if (!isObject(data)) throw new InputError(`${where || 'the snapshot'} must be an object with a "tools" array; found ${describe(data)}`, file);
  const snap: ServerSnapshot = { tools: [] };
  if (isObject(data.error)) {
    snap.error = { message: String(data.error.message ?? 'discovery failed') };
    for (const k of ['exitCode', 'signal', 'stderr', 'timedOut'] as const) if (data.error[k] !== undefined) (snap.error as unknown as JsonObject)[k] = data.error[k];
  }
  if (data.tools === undefined) {
    if (!snap.error) throw new InputError(`${at}tools is missing: ${SHAPES}`, file);
  } else if (!Array.isArray(data.tools)) {
    throw new InputError(`${at}tools must be an array; found ${describe(data.tools)}`, file);
  } else snap.tools = validateTools(data.tools);
  if (data.prompts !== undefined) {
    if (!Array.isArray(data.prompts)) throw new InputError(`${at}prompts must be an array; found ${describe(data.prompts)}`, file);
    snap.prompts = validatePrompts(data.prompts);
  }
  if (Array.isArray(data.resourceTemplates)) snap.resourceTemplates = data.resourceTemplates.filter(isObject);
  if (Array.isArray(data.resources)) snap.resources = data.resources.filter(isObject);
  if (typeof data.instructions === 'string') snap.instructions = data.instructions;
  if (Array.isArray(data.ui)) snap.ui = readUiList(data.ui);
  if (Array.isArray(data.skills)) snap.skills = readSkills(data.skills);
  // a side that did not pin them (a lockfile's, as a file): reported as not pinned, never as added
  if (data.uiUnpinned === true && snap.ui === undefined) snap.uiUnpinned = true;
  if (data.skillsUnpinned === true && snap.skills === undefined) snap.skillsUnpinned = true;
  const auth = readAuthSurface(data.auth);
  if (auth) snap.auth = auth;
  if (isObject(data.serverInfo)) snap.serverInfo = data.serverInfo;
  if (isObject(data.package) && typeof data.package.name === 'string' && typeof data.package.manager === 'string') snap.package = data.package as LaunchedPackage;
  const launch = readLaunchRecord(data.launch);
  if (launch) snap.launch = launch;
  if (typeof data.protocolVersion === 'string') snap.protocolVersion = data.protocolVersion;
  if (data.era === 'discover') snap.era = 'discover';
  if (typeof data.variant === 'string' && data.variant !== '') snap.variant = data.variant;
  if (Array.isArray(data.warnings)) snap.warnings = data.warnings.filter((w): w is string => typeof w === 'string');
  if (isObject(data.capabilities)) snap.capabilities = data.capabilities;
  if (isObject(data.clientCapabilities)) snap.clientCapabilities = data.clientCapabilities;
  return snap;
}

/**
 * Tools as listed (the objects of the caller's own parse: one without a null field is kept as it is). A malformed entry (null, no string name, a schema that is not an object, nested too deep) or a name
 * listed twice does not reject the file: the diff reports each as a finding of its own (`tool-invalid`,
 * `tool-duplicated`), the way it reports them for a live server, so one bad tool never loses the whole run.
 */
function validateTools(list: unknown[]): ToolDef[] {
  return list.map((tool) => (isObject(tool) && entryShapeProblem(tool, 'tool') === undefined ? (stripNulls(tool) as ToolDef) : (tool as ToolDef)));
}

function validatePrompts(list: unknown[]): PromptDef[] {
  return list.map((prompt) => (isObject(prompt) && entryShapeProblem(prompt, 'prompt') === undefined ? (stripNulls(prompt) as unknown as PromptDef) : (prompt as PromptDef)));
}

/** `"title": null` and an absent title mean the same on the wire; keep only the absent form. */
function stripNulls(obj: JsonObject): JsonObject {
  let nulls = false;
  for (const k in obj) if (obj[k] === null) nulls = true;
  if (!nulls) return obj; // (the object is this parse's own: nothing else holds it)
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(obj)) if (v !== null) setOwn(out, k, v);
  return out;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}
