import type { Severity } from '../diff/types.js';
import type { ActionIO } from './io.js';
export type RepinMode = 'auto' | 'on-approval' | 'never';
/** The action's inputs (action.yml), validated: a bad value names the input and the values it takes. */
export interface ActionInputs {
    config: string;
    /** Empty: the config's `lockfile` (default mcp-contracts.lock.json). */
    lockfile: string;
    token: string;
    approveLabel: string;
    /** Empty: the config's `policy.fail-on`. */
    failOn?: Severity[];
    checkName: string;
    comment: boolean;
    commentHeader: string;
    repin: RepinMode;
    workingDirectory: string;
    allowPullRequestTarget: boolean;
    botLogin: string;
}
export declare function readInputs(io: ActionIO): ActionInputs;
