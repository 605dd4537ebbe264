import { gated } from './literals.js';
import { defineSignal } from './signal.js';

/**
 * An order to read or hand on something (what the model should do besides calling this tool). Ordering calls ("you
 * must call 'resolve-library-id' first") is not such an order: only verbs that read or move data count, and not when
 * negated ("should not include secrets").
 */
const IMPERATIVE = gated(
  /\b(?:if\s+the\s+user\b|before\s+(?:using|calling|you\s+(?:use|call))|after\s+(?:using|calling)|(?:also|first|always|must|should|make\s+sure\s+to|be\s+sure\s+to|please|then)\s+(?:(?!not\b|never\b)\w+\s+)?(?:send|include|attach|read|pass|forward|upload|collect|copy|share|post|export|dump|reveal|print|append|add|put|leak|provide|supply)\b)/i,
);
/** What such an order should not reach for: the conversation, other tools' data, secrets, files outside the tool. */
const SENSITIVE = gated(
  /\b(?:other\s+tools?'?\s+(?:data|results?|outputs?)|all\s+tools|(?:conversation|chat|attachment|session)\s+(?:history|context|logs?)|(?:the\s+)?conversation|api[\s_-]?keys?|secrets?|passwords?|credentials?|(?:access|auth|api|bearer|session|github|slack)\s+tokens?|private\s+keys?|ssh\s+keys?|cookies?|crm|customer\s+(?:data|records|rows)|id_rsa|mcp\.json|environment\s+variables?)\b|(?<![\w.])\.env\b|~\/|\/etc\//i,
);

/**
 * Reaching beyond the tool: an order to read or pass on what the tool has no business with (the conversation, other
 * tools' data, secrets, files in the home folder). Whether the text is worded as an order is not the signal; what it
 * orders is.
 */
export const instruction = defineSignal({
  family: 'instruction',
  confidence: 'high',
  label: 'an instruction to read or pass on what the tool has no business with (the conversation, secrets, files)',
  rationale:
    'A description says what its own tool does; telling the model to also read files, pass the conversation or hand secrets on is the core move of tool poisoning. Naming a prerequisite tool is not: only verbs that read or move data count.',
  detect: (s) => (IMPERATIVE.test(s) && SENSITIVE.test(s) ? {} : undefined),
});
