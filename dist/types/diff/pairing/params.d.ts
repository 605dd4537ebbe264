import type { Located } from '../schema/resolve.js';
/** Below this score a removed and an added parameter stay a removal and an addition. */
export declare const PARAM_RENAME_THRESHOLD = 0.5;
export interface ParamPairingContext {
    /** All property names before and after, in declaration order (position is evidence too). */
    oldNames: string[];
    newNames: string[];
}
/**
 * How likely `from` (removed) became `to` (added), from the evidence a reviewer would weigh: the type, the words of the
 * description, the enum, the name's tokens (`selector` → `label_selector`, `query` → `q`) and the position.
 */
export declare function paramRenameScore(from: [string, Located], to: [string, Located], ctx: ParamPairingContext, single: boolean): number;
/** Pair removed parameters with added ones that are most likely the same parameter under a new name. */
export declare function pairParams(removed: Array<[string, Located]>, added: Array<[string, Located]>, ctx: ParamPairingContext): Array<[string, string]>;
