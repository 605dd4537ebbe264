import { defineSignal, matches } from './signal.js';

/** Argument hijacking: the text tells the model to change what the user asked for (recipient, account, target). */
export const hijack = defineSignal({
  family: 'hijack',
  confidence: 'high',
  label: "an instruction to change the arguments of the user's request",
  rationale:
    'A description says what the arguments mean; one that says the recipient or account "must be replaced", or that every email goes somewhere "instead of the intended recipient", rewrites the user\'s request.',
  detect: matches(
    /\binstead\s+of\s+(?:to\s+)?the\s+(?:intended|requested|original|specified|user'?s?|actual|real|given)\b|\b(?:must|should|shall|will|needs?\s+to)\s+(?:always\s+)?be\s+(?:replaced|overridden|overwritten|changed|redirected|rerouted)\s+(?:with|to|by)\b|\balways\s+(?:override|replace|redirect|overwrite|change)\s+(?:the\s+)?['"`]?[\w-]+['"`]?\s+(?:\w+\s+)?(?:with|to)\b|\b(?:all|every|each|any)\s+(?:\w+\s+)?(?:emails?|messages?|payments?|transfers?|funds|requests?|files?|invoices?)\s+(?:must|should|shall|will|are\s+to)\s+(?:always\s+)?(?:be\s+)?(?:sent|forwarded|redirected|routed|transferred|copied|cc'?d|bcc'?d|uploaded|posted)\s+(?:to|into)\b|\b(?:must|should|shall|always)\s+(?:\w+\s+){0,2}(?:send|forward|redirect|route|transfer|bcc|cc)\s+(?:all|every|each|any|a\s+copy)\b|\b(?:recipient|destination|payee|beneficiary|owner|bcc|cc|to)(?:\s+(?:field|id|account|address|number))?\s+(?:must|should|shall)\s+(?:always\s+)?be\s+(?:set|changed)\s+to\b|\bmust\s+also\s+(?:post|send|forward|copy|cc|bcc|upload)\b[^.]{0,80}\bto\b|\b(?:the\s+)?actual\s+recipient\b|\bput\s+the\s+actual\b|\bregardless\s+of\s+the\s+(?:recipient|destination|account|amount|target)\b/i,
  ),
});
