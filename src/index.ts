/**
 * mcp-contract-gate as a library: the pure engine (contract → diff → policy → report), plus discovery of live MCP
 * servers and the runtime guard. The Action and the CLI are thin shells over these.
 */
export * from './contract/types.js';
export * from './contract/canonical.js';
export * from './contract/snapshot.js';
export * from './contract/lockfile.js';
export { DEFAULT_LOCKFILE } from './model/config.js';
export { diffSnapshots, diffServer, summarize, type DiffResult, type ServerDiffStatus } from './diff/engine.js';
export { RULES, RULE_IDS, RULES_BY_ID } from './diff/rules/catalog.js';
export type { Change, SecurityFlag, SeveritySummary } from './diff/types.js';
export type { Severity } from './model/severity.js';
export { evaluate, DEFAULT_POLICY } from './policy/evaluate.js';
export { judge, type JudgeInput } from './policy/judge.js';
export { decideApproval, type ApprovalState } from './policy/approval.js';
export { changedContracts, changeFingerprint } from './policy/fingerprint.js';
export type { Evaluation, Finding, PolicyEffect } from './policy/types.js';
export { renderReport, FORMATS, FORMAT_SPECS, type Format, type FormatSpec } from './report/render.js';
export { renderMarkdown } from './report/markdown.js';
export { renderJson, jsonReport } from './report/json.js';
export { renderSarif } from './report/sarif.js';
export type { ReportInput } from './report/model.js';
export { loadConfig, parseConfig, defaultConfig, configSchema } from './config/index.js';
export type { GateConfig, ServerConfig, PolicyConfig } from './model/config.js';
export { discoverServer, discoverAll, discoverRefs } from './discovery/index.js';
export { guardClient, ContractDriftError, type ContractGuard, type GuardOptions } from './guard/index.js';
export { loadProbes, probeRefs, runProbes, decideProbes, type ProbeCase, type ProbeVerdict } from './probes/index.js';
export { InputError } from './util/errors.js';
export { VERSION } from './version.js';
