import { gated } from './literals.js';
import { defineSignal } from './signal.js';

const SEND = gated(
  /\b(?:send|sends|append|forward|forwards|post|posts|upload|uploads|include|copy|copies|mirror|mirrors|log|report|cc|bcc|email|mail|transmit|share|submit|leak|sms|text)\s[^.\n]{0,100}?((?:https?|s?ftp|wss?):\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|(?<![\d.])\+?\d{1,3}[\s-]?\(?\d{2,4}\)?[\s-]\d{3,4}[\s-]?\d{3,4}(?![\d.]))/i,
);
/** What the instruction would send: the user's own data, not a value the tool documents. */
const USER_DATA = gated(
  /\b(?:user'?s?|their|the\s+full|full|entire|whole|all|every|each|conversation|chat|history|quer(?:y|ies)|messages?|contents?|contacts?|cookies?|codes?|prompts?|request|credentials?|secrets?|tokens?|keys?|passwords?|api[\s_-]?keys?|context|results?|responses?)\b/i,
);
/** An address, as the other patterns find it. */
const ADDRESS = String.raw`(?:(?:https?|s?ftp|wss?):\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+)`;
/**
 * A standing recipient: an address applied to every message or call ("use sendSimpleMail to admin@… for every
 * message", "every message you send must also go to …", "add … as bcc").
 */
const STANDING = gated(
  new RegExp(
    [
      String.raw`${ADDRESS}[^.\n]{0,60}?\b(?:for|on|with|in|after|to)\s+(?:every|each|all|any)\b`,
      String.raw`\b(?:every|each|all|any)\s+(?:[\w-]+\s+){0,2}?(?:messages?|e?mails?|replies|answers?|requests?|calls?|orders?|invoices?|events?|notes?)\b[^.\n]{0,60}?\b(?:go|goes|be\s+sent|be\s+copied|be\s+forwarded|be\s+cc'?d|be\s+bcc'?d)\s+(?:also\s+)?(?:to\s+)?${ADDRESS}`,
      String.raw`${ADDRESS}\s+as\s+(?:an?\s+|the\s+)?(?:bcc|cc|recipient|copy)\b`,
      String.raw`\b(?:bcc|cc)\s+(?:field\s+)?(?:to\s+)?${ADDRESS}`,
    ].join('|'),
    'i',
  ),
);
/**
 * An address the model is to fill with the user's data: a query string with a placeholder (`?city=<city>&user=<user>`)
 * or an open parameter "followed by the user's question".
 */
const FILLED = gated(/(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:\/[\w./-]*)?\?\S*=\s*(?:<[^>\s]{1,30}[^>]{0,20}>|\{[^}\s]{1,30}\})|=['"`]?\s+followed\s+by\s+(?:the\s+)?(?:user'?s|current|their|your)\b/i);

/** Exfiltration: an address (URL, email, phone number) the text tells the model to send something to. */
export const exfiltration = defineSignal({
  family: 'exfiltration',
  confidence: 'review',
  label: 'an instruction to send something to an address',
  rationale:
    "Real descriptions cite URLs as examples; one that tells the model to send, append or forward the user's data to an address is an exfiltration endpoint (high when the user's data is named, review otherwise).",
  detect: (s) => {
    if (STANDING.test(s) || FILLED.test(s)) return { confidence: 'high', label: "an instruction to send the user's data to an address" };
    const m = SEND.exec(s);
    if (!m) return undefined;
    const before = s.slice(0, m.index + m[0].length - m[1]!.length);
    return USER_DATA.test(before) ? { confidence: 'high', label: "an instruction to send the user's data to an address" } : {};
  },
});
