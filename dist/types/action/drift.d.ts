import type { GateConfig } from '../config/types.js';
import type { RunContext } from './event.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import { type Outcome } from './outcome.js';
/**
 * schedule / workflow_dispatch / push: the live servers against the committed lockfile. This is the monitor for
 * remote servers no commit controls (a vendor changing tools under you): blocking drift fails the run.
 */
export declare function runDrift(o: {
    io: ActionIO;
    ctx: RunContext;
    inputs: ActionInputs;
    config: GateConfig;
    rootDir: string;
    lockfile: string;
}): Promise<Outcome>;
