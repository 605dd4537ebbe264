import type { SecurityFlag } from '../types.js';

/**
 * Text aimed at the model rather than describing the tool: the "rug pull" and tool-poisoning patterns. Only text a
 * change *adds* is examined, and each flag quotes the sentence that triggered it.
 */

/** Patterns that are suspicious on their own. */
const STRONG: Array<[RegExp, string]> = [
  [/<!--[\s\S]*?-->/, 'a hidden HTML comment'],
  [/\bignore\s+(?:all\s+|any\s+)?(?:previous|prior|above|earlier|other|the\s+user'?s?)\s+(?:instructions|rules|prompts?|requests?|messages?)/i, 'an instruction to ignore other instructions'],
  [/\b(?:do\s+not|don'?t|never)\s+(?:tell|inform|mention|reveal|show|notify|alert|disclose)\b[^.]*\b(?:user|human)\b/i, 'an instruction to hide something from the user'],
  [/<\/?\s*(?:important|system|instructions?|secret|hidden|admin)\s*>/i, 'a pseudo-tag addressed to the model'],
  [/\b(?:system\s+prompt|previous\s+instructions|your\s+instructions)\b/i, "a reference to the model's own instructions"],
];

/**
 * Signal families measured on published poisoning examples and on real release text (see README "Poisoned text"):
 * each fires on what a tool description has no reason to say. `high` ones block by default; `review` ones are shown.
 */
const FAMILIES: Array<{ family: string; confidence: 'high' | 'review'; re: RegExp; label: string }> = [
  {
    family: 'alarm',
    confidence: 'high', // tags and brackets in any case; the shouted words only in capitals ("mandatory when exact is false" is a real description)
    re: /<\s*\/?\s*[Ii][Mm][Pp][Oo][Rr][Tt][Aa][Nn][Tt]\s*>|\[\s*[Ii][Mm][Pp][Oo][Rr][Tt][Aa][Nn][Tt]\s*\]|\bSECURITY PROTOCOL\b|\bMANDATORY\b|\bCRITICAL INSTRUCTIONS?\b/,
    label: 'alarm framing addressed to the model',
  },
  {
    family: 'concealment',
    confidence: 'high',
    re: /\b(?:do\s+not|don'?t|never|must\s+not)\s+(?:mention|tell|inform|reveal|disclose|notify|alert)\b|\bwithout\s+(?:telling|informing|notifying|alerting)\b|\b(?:silently|secretly|covertly)\s+(?:\w+\s+){0,3}(?:send|append|add|include|call|forward|copy|upload|read|pass|use|replace|change)/i,
    label: 'an instruction to hide something from the user',
  },
  {
    family: 'override',
    confidence: 'high',
    re: /\bpriority\s+is\s+higher\b|\btakes?\s+precedence\s+over\s+(?:the\s+)?(?:user|any|all|other)|\bsupersedes?\s+(?:the\s+)?(?:user|any|all|other|previous)|\bfor\s+the\s+rest\s+of\s+(?:the|this)\s+(?:session|conversation)\b|\bregardless\s+of\s+(?:what\s+)?the\s+user/i,
    label: "an instruction that claims priority over the user's request",
  },
  {
    family: 'hijack',
    confidence: 'high',
    re: /\binstead\s+of\s+the\s+(?:intended|requested|original|specified|user'?s?|actual)\b|\b(?:must|should|shall)\s+(?:always\s+)?be\s+(?:replaced|overridden|changed|set|redirected)\s+(?:with|to|by)\b|\balways\s+(?:override|replace|redirect)\s+(?:the\s+)?['"`]?\w+['"`]?\s+(?:with|to)\b/i,
    label: "an instruction to change the arguments of the user's request",
  },
  {
    family: 'exfiltration',
    confidence: 'high',
    re: /~\/\.(?:ssh|aws|cursor|config|gnupg|kube|npmrc|netrc)\b|\bid_(?:rsa|ed25519|ecdsa)\b|\bmcp\.json\b|\/etc\/(?:passwd|shadow)\b|\bclaude_desktop_config\.json\b/i,
    label: 'a reference to credentials or agent configuration on disk',
  },
  {
    family: 'shell',
    confidence: 'high',
    re: /\$\([^)]{1,200}\)|&&\s*(?:curl|wget|bash|sh|nc|python\d?)\b|\b(?:curl|wget)\s+(?:-\S+\s+)*['"]?https?:\/\/|\|\s*(?:bash|sh)\b/i,
    label: 'a shell command to run',
  },
  {
    family: 'contact',
    confidence: 'review',
    re: /\b(?:send|append|forward|post|upload|include|copy|log|report|cc|bcc|email)\b[^.\n]{0,80}(?:https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|\+?\d[\d\s().-]{7,}\d)/i,
    label: 'an instruction to send something to an address',
  },
];

/** Imperatives aimed at the model (what it should do besides calling this tool). */
const IMPERATIVE =
  /\b(?:if\s+the\s+user\b|before\s+(?:using|calling|you\s+(?:use|call))|after\s+(?:using|calling)|instead\s+of\s+(?:using|calling)|(?:also|first|always|must|should|make\s+sure\s+to|be\s+sure\s+to)\s+(?:call|use|invoke|run|send|include|attach|read|pass|forward|upload|add|append|collect|fetch|copy)\b)/i;
/** What such an imperative should not reach for: other tools, context, secrets, files. */
const SENSITIVE =
  /\b(?:other\s+tools?|another\s+tool|all\s+tools|(?:conversation|chat|attachment|session)\s+(?:history|context)|context|api[\s_-]?keys?|secrets?|passwords?|credentials?|tokens?|private\s+keys?|ssh|cookies?|crm|customer\s+(?:data|records|rows)|\.env\b|id_rsa|~\/|\/etc\/|files?\b|mcp\.json|environment\s+variables?)/i;

const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Name the invisible or bidirectional characters in a text, e.g. `U+200B ×2, U+202E`. */
export function invisibleCharacters(text: string): string[] {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(INVISIBLE)) {
    const code = `U+${(m[0].codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts.entries()].map(([c, n]) => (n > 1 ? `${c} ×${n}` : c));
}

/** Flags for text that `after` adds to `before` (a description, a parameter description). */
export function textFlags(before: string | undefined, after: string | undefined, what: string): SecurityFlag[] {
  if (!after) return [];
  const flags: SecurityFlag[] = [];
  const old = new Set(sentences(before ?? ''));
  const added = sentences(after).filter((s) => !old.has(s));
  const addedText = added.join(' ');
  for (const [re, label] of STRONG) {
    const m = re.exec(addedText);
    if (m && !re.test(before ?? '')) {
      flags.push({ id: 'instruction-text', message: `${what} newly contains ${label}`, evidence: clip(added.find((s) => re.test(s)) ?? m[0]) });
      break;
    }
  }
  if (!flags.length) {
    const hit = added.find((s) => IMPERATIVE.test(s) && SENSITIVE.test(s));
    if (hit) flags.push({ id: 'instruction-text', message: `${what} newly instructs the model to reach beyond this tool (other tools, context, secrets or files)`, evidence: clip(hit) });
  }
  for (const f of flags) Object.assign(f, { confidence: 'high', family: 'instruction' });
  // one flag per family, quoting the sentence it fired on; families already named by the patterns above add nothing
  for (const fam of FAMILIES) {
    if (flags.some((f) => f.family === fam.family)) continue;
    const hit = added.find((s) => fam.re.test(s));
    if (!hit || fam.re.test(before ?? '')) continue;
    if (flags.some((f) => f.evidence === clip(hit) && f.confidence === 'high')) continue;
    flags.push({ id: 'instruction-text', message: `${what} newly contains ${fam.label}`, evidence: clip(hit), confidence: fam.confidence, family: fam.family });
  }
  const hidden = invisibleCharacters(after);
  const hiddenBefore = new Set(invisibleCharacters(before ?? '').map((c) => c.split(' ')[0]));
  const newHidden = hidden.filter((c) => !hiddenBefore.has(c.split(' ')[0]));
  if (newHidden.length)
    flags.push({
      id: 'invisible-unicode',
      message: `${what} newly contains invisible or bidirectional characters (${newHidden.join(', ')})`,
      evidence: newHidden.join(', '),
      confidence: 'high',
      family: 'hidden',
    });
  return flags;
}
