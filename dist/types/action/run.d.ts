import type { ActionIO } from './io.js';
import type { Outcome } from './outcome.js';
/** The action: route the event, run the gate, publish. Returns the outcome; never throws for bad input (it fails the step). */
export declare function run(io: ActionIO): Promise<Outcome>;
