import type { Severity } from '../diff/types.js';
import type { Finding } from '../policy/types.js';
import type { JsonObject } from '../util/json.js';
import type { ReportInput } from './model.js';
export declare const SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
export declare const TOOL_NAME = "mcp-contract-gate";
export type SarifLevel = 'error' | 'warning' | 'note' | 'none';
export interface SarifOptions {
    /** Where a finding lives in the repository (the tool's definition, else the lockfile line). */
    locate?: (finding: Finding) => {
        uri: string;
        line?: number;
    } | undefined;
    toolVersion: string;
    /** The tool's home page (`tool.driver.informationUri`). */
    informationUri?: string;
    /** Base for `helpUri` of each rule (`<base>#<rule-id>`), when the rule reference is published. */
    helpUriBase?: string;
}
/** Level of one result (see the module comment). */
export declare function resultLevel(f: Pick<Finding, 'severity' | 'blocking'>): SarifLevel;
/** Default level of a rule from its catalog severity (breaking and silent block by default). */
export declare function ruleLevel(severity: Severity): SarifLevel;
/** Plain SARIF message text: visible controls, one line, `[` and `]` escaped so no embedded link forms (SARIF §3.11.6). */
export declare function sarifText(text: string, max?: number): string;
export declare function sarifLog(input: ReportInput, options: SarifOptions): JsonObject;
/**
 * A repository path as a URI reference (SARIF `artifactLocation.uri`): `\\` becomes `/` and each segment is
 * percent-encoded (`a b/c#1.ts` → `a%20b/c%231.ts`). Something that already has a scheme (`file:`, `https:`) is kept.
 */
export declare function uriReference(path: string): string;
/** The SARIF log as text: 2-space indent, trailing newline. */
export declare function renderSarif(input: ReportInput, options: SarifOptions): string;
