/**
 * SARIF 2.1.0 (`diff --format sarif`, code-scanning upload).
 *
 * - One run per server (`automationDetails.id` = `mcp-contract-gate/<server>/`, its code-scanning category), one
 *   `result` per change; `ruleId` is our rule ID and `ruleIndex` points into `tool.driver.rules`, which lists the
 *   whole rule catalog (in catalog order, so indices are stable) plus any other rule ID a finding carries (policy checks).
 * - `level`: a blocking change is `error` whatever its severity (a new destructive tool is additive but blocks);
 *   otherwise by severity: breaking → `error`, silent → `warning` (calls still succeed, meaning changed), additive →
 *   `note`, cosmetic → `none`. A rule's `defaultConfiguration.level` is its catalog severity mapped the same way, with
 *   silent → `error` because silent changes block by default.
 * - Ignored changes carry an external, accepted `suppression` with the ignore entry's reason.
 * - Locations: `locate(finding)` gives a repository path (and line) for a physical location, percent-encoded into a URI
 *   reference; there is always a logical location
 *   `server/tool/path` (kind `function` for the tool, `parameter` below it).
 * - `message.text` is plain text: controls and hidden characters are shown as `\uXXXX`, and `[`/`]` are
 *   backslash-escaped so a name cannot form a SARIF embedded link.
 * - `partialFingerprints["mcpContractChange/v1"]`: SHA-256 of server, entity, tool, rule and pointer, so the same
 *   change keeps its alert across runs.
 * Deterministic: no timestamps, no absolute paths unless `locate` returns them.
 */
import { witnessJson } from './json.js';
import { sha256Hex } from '../contract/canonical.js';
import type { Severity } from '../model/severity.js';
import { rulesOf } from '../policy/catalog.js';
import type { Finding } from '../policy/types.js';
import { prettyJson, type JsonObject, type JsonValue } from '../util/json.js';
import { serverIds, serverOf, sideName } from './common.js';
import { truncate, visible } from './escape.js';
import type { ReportInput } from './model.js';

export const SARIF_SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const TOOL_NAME = 'mcp-contract-gate';

export type SarifLevel = 'error' | 'warning' | 'note' | 'none';

export interface SarifOptions {
  /** Where a finding lives in the repository (the tool's definition, else the lockfile line). */
  locate?: (finding: Finding) => { uri: string; line?: number } | undefined;
  toolVersion: string;
  /** The tool's home page (`tool.driver.informationUri`). */
  informationUri?: string;
  /** Base for `helpUri` of each rule (`<base>#<rule-id>`), when the rule reference is published. */
  helpUriBase?: string;
  /** Prefix of each run's category (default `mcp-contract-gate`): `<prefix>/<server>/`. */
  categoryPrefix?: string;
}

/** Level of one result (see the module comment). */
export function resultLevel(f: Pick<Finding, 'severity' | 'blocking'>): SarifLevel {
  if (f.blocking) return 'error';
  return ({ breaking: 'error', silent: 'warning', additive: 'note', cosmetic: 'none' } as const)[f.severity];
}

/** Default level of a rule from its catalog severity (breaking and silent block by default). */
export function ruleLevel(severity: Severity): SarifLevel {
  return ({ breaking: 'error', silent: 'error', additive: 'note', cosmetic: 'none' } as const)[severity];
}

/** Plain SARIF message text: visible controls, one line, `[` and `]` escaped so no embedded link forms (SARIF §3.11.6). */
export function sarifText(text: string, max = 2000): string {
  return visible(truncate(text, max)).replace(/[[\]]/g, (c) => `\\${c}`);
}

function fingerprint(f: Finding): string {
  return sha256Hex([serverOf(f), f.entity, f.tool, f.rule, f.pointer].join('\u0000'));
}

export function sarifLog(input: ReportInput, options: SarifOptions): JsonObject {
  const rules: JsonObject[] = [];
  const index = new Map<string, number>();
  const addRule = (id: string, title: string, rationale: string, severity: Severity | undefined) => {
    index.set(id, rules.length);
    const rule: JsonObject = {
      id,
      name: pascal(id),
      shortDescription: { text: title },
      fullDescription: { text: rationale },
      defaultConfiguration: { level: severity ? ruleLevel(severity) : 'warning' },
      properties: { tags: ['mcp', 'contract', ...(severity ? [severity] : [])], ...(severity ? { severity } : {}) },
    };
    if (options.helpUriBase) rule.helpUri = `${options.helpUriBase}#${id}`;
    rules.push(rule);
  };
  for (const r of rulesOf('diff')) addRule(r.id, r.title, r.rationale, r.severity);
  const extra = [...new Set(input.evaluation.findings.map((f) => f.rule).filter((id) => !index.has(id)))].sort();
  for (const id of extra) addRule(id, id, `Reported by a policy check (${id}).`, undefined);

  // One run per server, each with its own category (`automationDetails.id`): code scanning no longer merges runs that
  // share a category, and a category per server keeps each server's alerts apart across uploads.
  const runs = serverIds(input).map((server) => {
    const findings = input.evaluation.findings.filter((f) => serverOf(f) === server);
    const failures = input.evaluation.failures.filter((fl) => fl.server === server);
    const run: JsonObject = {
      tool: {
        driver: {
          name: TOOL_NAME,
          version: options.toolVersion,
          semanticVersion: /^\d+\.\d+\.\d+/.test(options.toolVersion) ? options.toolVersion : undefined,
          informationUri: options.informationUri,
          rules,
        } as JsonObject,
      },
      automationDetails: { id: `${sarifCategory(server, options.categoryPrefix)}/` },
      results: findings.map((f) => result(f, index.get(f.rule) as number, options)),
      columnKind: 'utf16CodeUnits',
    };
    const invocationNotes = failures.map((fl): JsonObject => ({
      level: 'error',
      message: { text: sarifText(`server ${fl.server} (${sideName(input.sides, fl.side)}) could not be read: ${fl.message}`) },
      descriptor: { id: 'server-unreadable' },
    }));
    run.invocations = [{ executionSuccessful: failures.length === 0, ...(invocationNotes.length ? { toolExecutionNotifications: invocationNotes } : {}) }];
    return run;
  });
  return JSON.parse(JSON.stringify({ $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs })) as JsonObject;
}

/** The code-scanning category of a server's run: `mcp-contract-gate/<server>` (characters outside [A-Za-z0-9._-] become `_`). */
function sarifCategory(server: string, prefix = TOOL_NAME): string {
  return `${prefix}/${server.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}

function result(f: Finding, ruleIndex: number, options: SarifOptions): JsonObject {
  const server = serverOf(f);
  const where = f.path ? `${f.tool}: ${f.path}` : f.tool;
  const logical: JsonObject = {
    name: f.path || f.tool,
    fullyQualifiedName: [server, f.tool, f.path].filter(Boolean).join('/'),
    kind: f.path ? 'parameter' : 'function',
  };
  const location: JsonObject = { logicalLocations: [logical] };
  const loc = options.locate?.(f);
  if (loc) {
    const physical: JsonObject = { artifactLocation: { uri: uriReference(loc.uri) } };
    if (loc.line !== undefined && loc.line >= 1) physical.region = { startLine: Math.floor(loc.line) };
    location.physicalLocation = physical;
  }
  const properties: JsonObject = {
    severity: f.severity,
    server,
    entity: f.entity,
    tool: f.tool,
    path: f.path,
    pointer: f.pointer,
    blocking: f.blocking,
    flags: (f.flags ?? []).map((fl) => fl.id),
  };
  if (f.originalSeverity) properties.originalSeverity = f.originalSeverity;
  if (f.flags?.length) properties.flagDetails = f.flags.map((fl): JsonObject => ({ id: fl.id, message: fl.message, ...(fl.evidence !== undefined ? { evidence: fl.evidence } : {}) }));
  if (f.effects?.length) properties.policy = f.effects.map((e): JsonObject => ({ kind: e.kind, message: e.message, ...(e.source ? { source: e.source } : {}) }));
  properties.before = f.before as JsonValue;
  properties.after = f.after as JsonValue;
  if (f.witness) properties.witness = witnessJson(f.witness);

  const out: JsonObject = {
    ruleId: f.rule,
    ruleIndex,
    level: resultLevel(f),
    message: { text: sarifText(`${where}: ${f.message}. ${f.reason}`) },
    locations: [location],
    partialFingerprints: { 'mcpContractChange/v1': fingerprint(f) },
    properties,
  };
  const ignored = f.effects?.find((e) => e.kind === 'ignored');
  if (ignored) out.suppressions = [{ kind: 'external', status: 'accepted', justification: sarifText(ignored.message, 1000) }];
  return out;
}

/**
 * A repository path as a URI reference (SARIF `artifactLocation.uri`): `\\` becomes `/` and each segment is
 * percent-encoded (`a b/c#1.ts` → `a%20b/c%231.ts`). Something that already has a scheme (`file:`, `https:`) is kept.
 */
function uriReference(path: string): string {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(path) && !/^[A-Za-z]:[\\/]/.test(path)) return path;
  return path
    .replace(/\\/g, '/')
    .split('/')
    .map((seg) => encodeURIComponent(seg))
    .join('/');
}

function pascal(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('');
}

/** The SARIF log as text: 2-space indent, trailing newline. */
export function renderSarif(input: ReportInput, options: SarifOptions): string {
  return prettyJson(sarifLog(input, options));
}
