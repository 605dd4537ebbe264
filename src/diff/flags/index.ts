/** Text signals aimed at the model: the families (`SIGNALS`) and the combiner that applies them (`textFlags`). */
export { NAME_SIGNALS, SIGNALS } from './catalog.js';

export { invisibleCharacters } from './hidden.js';
export { confusablePairs, skeleton } from './confusable.js';
export { textFlags } from './instructions.js';
export type { FlagContext, Signal } from './signal.js';
