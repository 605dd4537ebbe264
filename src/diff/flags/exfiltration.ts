import { defineSignal } from './signal.js';

const SEND =
  /\b(?:send|sends|append|forward|post|upload|include|copy|log|report|cc|bcc|email|mail|transmit|share|submit|leak|sms)\s[^.\n]{0,100}?(https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|(?<![\d.])\+?\d{1,3}[\s-]?\(?\d{2,4}\)?[\s-]\d{3,4}[\s-]?\d{3,4}(?![\d.]))/i;
/** What the instruction would send: the user's own data, not a value the tool documents. */
const USER_DATA =
  /\b(?:user'?s?|their|the\s+full|full|entire|whole|all|every|conversation|chat|history|quer(?:y|ies)|messages?|contents?|prompts?|request|credentials?|secrets?|tokens?|keys?|passwords?|api[\s_-]?keys?|context|results?|responses?)\b/i;

/** Exfiltration: an address (URL, email, phone number) the text tells the model to send something to. */
export const exfiltration = defineSignal({
  family: 'exfiltration',
  confidence: 'review',
  label: 'an instruction to send something to an address',
  rationale:
    "Real descriptions cite URLs as examples; one that tells the model to send, append or forward the user's data to an address is an exfiltration endpoint (high when the user's data is named, review otherwise).",
  detect: (s) => {
    const m = SEND.exec(s);
    if (!m) return undefined;
    const before = s.slice(0, m.index + m[0].length - m[1]!.length);
    return USER_DATA.test(before) ? { confidence: 'high', label: "an instruction to send the user's data to an address" } : {};
  },
});
