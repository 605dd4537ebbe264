import type { ConfigProblem } from './errors.js';
import { type KeyPath } from './key-path.js';
import type { SourceLines } from './source-lines.js';
export declare function gateFileProblems(data: unknown, lines: SourceLines): ConfigProblem[];
export declare function clientServerProblems(data: unknown, at: KeyPath, lines: SourceLines): ConfigProblem[];
/** A value as it appears in an error message: strings quoted, containers named. */
export declare function describeValue(value: unknown): string;
