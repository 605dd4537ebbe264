import type { PromptDef, ToolDef } from '../../contract/types.js';
import type { PairingRule } from './assign.js';
/** A tool rename needs a clear winner: strong evidence, or a fair score that beats every rival by a margin. */
export declare const TOOL_RENAME_RULE: PairingRule;
/**
 * How likely tool `b` is tool `a` under a new name: name tokens (camelCase → kebab-case, go_back → navigate_back),
 * description words and parameter names, with a bonus for an identical input schema.
 */
export declare function toolRenameScore(a: ToolDef, b: ToolDef): number;
export declare function pairTools(removed: ToolDef[], added: ToolDef[]): Array<[ToolDef, ToolDef]>;
export declare function promptRenameScore(a: PromptDef, b: PromptDef): number;
export declare function pairPrompts(removed: PromptDef[], added: PromptDef[]): Array<[PromptDef, PromptDef]>;
