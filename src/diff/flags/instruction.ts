import { defineSignal } from './signal.js';

/** Imperatives aimed at the model (what it should do besides calling this tool). */
const IMPERATIVE =
  /\b(?:if\s+the\s+user\b|before\s+(?:using|calling|you\s+(?:use|call))|after\s+(?:using|calling)|instead\s+of\s+(?:using|calling)|(?:also|first|always|must|should|make\s+sure\s+to|be\s+sure\s+to)\s+(?:call|use|invoke|run|send|include|attach|read|pass|forward|upload|add|append|collect|fetch|copy)\b)/i;
/** What such an imperative should not reach for: other tools, context, secrets, files. */
const SENSITIVE =
  /\b(?:other\s+tools?|another\s+tool|all\s+tools|(?:conversation|chat|attachment|session)\s+(?:history|context)|context|api[\s_-]?keys?|secrets?|passwords?|credentials?|tokens?|private\s+keys?|ssh|cookies?|crm|customer\s+(?:data|records|rows)|\.env\b|id_rsa|~\/|\/etc\/|files?\b|mcp\.json|environment\s+variables?)/i;

/**
 * Reaching beyond the tool: an imperative to the model together with what it should not reach for (other tools, the
 * conversation, secrets, files).
 */
export const instruction = defineSignal({
  family: 'instruction',
  confidence: 'high',
  label: 'an instruction to reach beyond this tool (other tools, context, secrets or files)',
  rationale: 'A description says what its own tool does; telling the model to also read files, pass the conversation or hand secrets to another tool is the core move of tool poisoning.',
  detect: (s) => (IMPERATIVE.test(s) && SENSITIVE.test(s) ? {} : undefined),
});
