import { alarm } from './alarm.js';
import { confusable } from './confusable.js';
import { concealment } from './concealment.js';
import { crossTool } from './cross-tool.js';
import { destruction } from './destruction.js';
import { exfiltration } from './exfiltration.js';
import { hidden } from './hidden.js';
import { hijack } from './hijack.js';
import { instruction } from './instruction.js';
import { override } from './override.js';
import { relay } from './relay.js';
import { sensitivePath } from './sensitive-path.js';
import { shell } from './shell.js';
import { tamper } from './tamper.js';
import type { Signal } from './signal.js';

/**
 * The signal families, one module each, in the order their flags are listed. This list is the only one: the combiner
 * (`textFlags`), the fixture test (`test/diff/flags.unit.test.ts`) and the yardstick iterate it.
 */
export const SIGNALS: readonly Signal[] = [alarm, concealment, override, hijack, tamper, crossTool, relay, destruction, exfiltration, sensitivePath, shell, hidden, instruction];

/** Signals about names rather than text (look-alike tool and parameter names), each with its fixture beside the families'. */
export const NAME_SIGNALS = [confusable] as const;
