import type { PromptDef } from '../contract/types.js';
import type { Change } from './types.js';
/** Every difference between two versions of a prompt: description, title and arguments (added, removed, renamed, required). */
export declare function diffPrompt(before: PromptDef, after: PromptDef, push: (c: Change) => void): void;
