import { z } from 'zod';

/**
 * The strict shape of a discovery result (`mcp-contract-gate/discovery@1`). A result is written by a job that ran the
 * pull request's code, so every field is checked for type, length and count, unknown keys are refused, numbers must be
 * numbers and counts must agree with what they count. Strings that pass are still untrusted server text: every
 * renderer escapes them.
 */
const RESULT_LIMITS = {
  /** Server ids, probe case ids, refs, versions. */
  idChars: 200,
  /** Notes, probe reasons, error messages. */
  textChars: 8_000,
  /** A stderr tail. */
  stderrChars: 65_536,
  /** A server's `instructions`. */
  instructionsChars: 65_536,
  servers: 1_000,
  /** Tools (or prompts, resource templates) per server. */
  entries: 10_000,
  notes: 1_000,
  probeCases: 10_000,
} as const;

const L = RESULT_LIMITS;
const id = z.string().min(1).max(L.idChars);
const text = z.string().max(L.textChars);
const sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'a commit SHA (40 or 64 hex digits)');
/**
 * Any JSON value: a tool or prompt as the server listed it. The engine checks these entry by entry (an unusable one is an
 * invalid tool of its own, never a lost run), so the result's schema does not judge them.
 */
const json = z.unknown();
const jsonObject = z.record(z.string().max(L.idChars), json);

const discoveryError = z.strictObject({
  message: text,
  exitCode: z.number().int().nullable().optional(),
  signal: z.string().max(L.idChars).nullable().optional(),
  stderr: z.string().max(L.stderrChars).optional(),
  timedOut: z.boolean().optional(),
});

/** The package a launch spec ran and what it resolved to (ServerSnapshot.package). */
const launchedPackage = z.strictObject({
  manager: id,
  name: id,
  version: id.optional(),
  requested: id.optional(),
  resolved: id.optional(),
  integrity: id.optional(),
  reason: text.optional(),
  digest: id.optional(),
});

/** What the config entry launched (ServerSnapshot.launch); publish takes the head's from the head config, not from here. */
const launchRecord = z.strictObject({
  transport: z.enum(['stdio', 'http', 'sse']),
  command: text.optional(),
  args: z.array(text).max(L.entries).optional(),
  cwd: text.optional(),
  env: z.array(id).max(L.entries).optional(),
  url: text.optional(),
  headers: z.array(id).max(L.entries).optional(),
});

const snapshot = z.strictObject({
  tools: z.array(json).max(L.entries),
  prompts: z.array(json).max(L.entries).optional(),
  resourceTemplates: z.array(jsonObject).max(L.entries).optional(),
  resources: z.array(jsonObject).max(L.entries).optional(),
  instructions: z.string().max(L.instructionsChars).optional(),
  serverInfo: jsonObject.optional(),
  package: launchedPackage.optional(),
  launch: launchRecord.optional(),
  variant: id.optional(),
  protocolVersion: z.string().max(L.idChars).optional(),
  era: z.literal('discover').optional(),
  capabilities: jsonObject.optional(),
  clientCapabilities: jsonObject.optional(),
  error: discoveryError.optional(),
  warnings: z.array(text).max(L.notes).optional(),
});

const snapshotSet = z.strictObject({
  servers: z.record(id, snapshot).refine((s) => Object.keys(s).length <= L.servers, `more than ${L.servers} servers`),
});

const probeResult = z.strictObject({
  id,
  server: z.string().max(L.idChars),
  status: z.enum(['pass', 'fail', 'error']),
  reason: text.optional(),
  observed: json.optional(),
});

const probeRun = z
  .strictObject({
    ref: z.enum(['base', 'head']).or(id),
    results: z.array(probeResult).max(L.probeCases),
    passed: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  })
  .refine((r) => r.total === r.results.length && r.passed === r.results.filter((x) => x.status === 'pass').length, {
    message: '"passed" and "total" must count the results (total = results, passed = results with status pass)',
  });

const discoveryResultSchema = z.strictObject({
  format: z.literal('mcp-contract-gate/discovery@1'),
  toolVersion: z.string().max(L.idChars),
  pullRequest: z.number().int().positive(),
  baseSha: sha,
  headSha: sha,
  config: z.strictObject({ path: z.string().min(1).max(1_000), sha256: z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in lower-case hex') }),
  shard: z.strictObject({ servers: z.array(id).max(L.servers), of: z.array(id).max(L.servers) }),
  baselineFrom: z.enum(['base-lockfile', 'base-discovery']),
  before: snapshotSet.optional(),
  after: snapshotSet,
  probes: z.strictObject({ head: probeRun, base: probeRun.optional() }).optional(),
  notes: z.array(text).max(L.notes),
});

/** The problems of a result that does not fit, one line each with its path (at most `max`). */
export function resultProblems(data: unknown, max = 10): string[] | undefined {
  const parsed = discoveryResultSchema.safeParse(data);
  if (parsed.success) return undefined;
  return parsed.error.issues.slice(0, max).map((i) => `${i.path.length ? i.path.map(String).join('.') : '(top level)'}: ${i.message}`);
}
