import type { Finding } from '../policy/types.js';
import type { JsonValue } from '../util/json.js';
import type { ReportInput } from './model.js';
export declare const REPORT_SCHEMA_VERSION = 1;
/** One change in the JSON report: fixed key order, so the same input gives the same bytes. */
export declare function findingJson(f: Finding): Record<string, JsonValue>;
/** The documented JSON report (see README "JSON report"). */
export declare function jsonReport(input: ReportInput): Record<string, JsonValue>;
export declare function renderJson(input: ReportInput): string;
