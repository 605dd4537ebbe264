import { gated } from './literals.js';
import { defineSignal } from './signal.js';

const TAG = gated(/<\s*\/?\s*(?:important|system|instructions?|secret|hidden|admin|critical|sys)\s*>|\[\s*(?:important|system|admin)\s*\]/i);
const SHOUTED = gated(/\bSECURITY PROTOCOL\b|\bMANDATORY\b|\bCRITICAL INSTRUCTIONS?\b|\bVERY,? VERY\b|\bSYSTEM (?:OVERRIDE|NOTICE|MESSAGE)\b/);

/**
 * Alarm framing: pseudo-tags and shouted headings addressed to the model. Tags and brackets match in any case; the
 * shouted words only in capitals ("mandatory when exact is false" is a real description, and so is "**IMPORTANT -
 * Use map before agent:**", which is why a bare IMPORTANT or CRITICAL does not fire).
 */
export const alarm = defineSignal({
  family: 'alarm',
  confidence: 'high',
  spans: true,
  label: 'alarm framing addressed to the model',
  rationale:
    'A description that describes a tool has no use for <IMPORTANT> tags, [important] brackets or a "SECURITY PROTOCOL": they are how published poisoning examples make the model treat the text as an order.',
  detect: (s) => (TAG.test(s) || SHOUTED.test(s) ? {} : undefined),
});
