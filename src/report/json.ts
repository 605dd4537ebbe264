import type { Witness } from '../diff/types.js';
import type { Finding } from '../policy/types.js';
import { prettyJson, type JsonValue } from '../util/json.js';
import type { ReportInput } from './model.js';
import { gateDecision } from './common.js';

const REPORT_SCHEMA_VERSION = 1;

/** One change in the JSON report: fixed key order, so the same input gives the same bytes. */
export function findingJson(f: Finding): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = { rule: f.rule, severity: f.severity };
  if (f.server !== undefined) out.server = f.server;
  out.entity = f.entity;
  out.tool = f.tool;
  out.path = f.path;
  out.pointer = f.pointer;
  out.before = f.before;
  out.after = f.after;
  if (f.witness) out.witness = witnessJson(f.witness);
  out.message = f.message;
  out.reason = f.reason;
  out.blocking = f.blocking;
  if (f.originalSeverity) out.originalSeverity = f.originalSeverity;
  if (f.flags?.length)
    out.flags = f.flags.map((fl) => ({
      id: fl.id,
      message: fl.message,
      ...(fl.evidence !== undefined ? { evidence: fl.evidence } : {}),
      ...(fl.confidence ? { confidence: fl.confidence } : {}),
      ...(fl.family ? { family: fl.family } : {}),
    }));
  if (f.modelText !== undefined) out.modelText = f.modelText;
  if (f.effects?.length) out.policy = f.effects.map((e) => ({ kind: e.kind, message: e.message, ...(e.source ? { source: e.source } : {}) }));
  return out;
}

/** A finding's witness: the value, what it is the value of ('' for a whole call or result), and where it is rejected. */
export function witnessJson(w: Witness): Record<string, JsonValue> {
  return { value: w.value, of: w.of, rejected: { path: w.rejected.path, keyword: w.rejected.keyword } };
}

/** The documented JSON report (see docs/reports.md). */
export function jsonReport(input: ReportInput): Record<string, JsonValue> {
  const { diff, evaluation } = input;
  const out: Record<string, JsonValue> = {
    reportVersion: REPORT_SCHEMA_VERSION,
    decision: gateDecision(input),
    blocking: evaluation.blocking,
    summary: { ...evaluation.summary },
    changes: evaluation.findings.map(findingJson),
    servers: JSON.parse(JSON.stringify(diff.servers)) as JsonValue,
    failures: evaluation.failures.map((f) => JSON.parse(JSON.stringify(f)) as JsonValue),
    notes: evaluation.notes,
  };
  if (input.subject) out.subject = { before: input.subject.before, after: input.subject.after };
  if (input.approval) out.approval = JSON.parse(JSON.stringify(input.approval)) as JsonValue;
  if (input.nextStep) out.nextStep = input.nextStep;
  if (input.probes) out.probes = JSON.parse(JSON.stringify(input.probes)) as JsonValue;
  if (input.nextStepCommand) out.nextStepCommand = input.nextStepCommand;
  return out;
}

export function renderJson(input: ReportInput): string {
  return prettyJson(jsonReport(input));
}
