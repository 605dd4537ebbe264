import { gated, type Pattern } from './literals.js';
/**
 * The vocabulary the directive families (`tamper`, `relay`, `destruction`) judge a sentence with: what it asks the
 * model to do, not whether it is worded as an order. A directive is dangerous when it moves data or authority; one
 * that only orders calls ("call resolve-library-id first to obtain the ID") is not. Every piece is a regex source
 * applied once per sentence: nothing here loops over the tools of a server, so the cost is linear in the text.
 */

/**
 * A word shaped like a tool name: snake_case or dotted (`search_nodes`, `mail.send`, `API_post`), kebab-case
 * (`get-library-docs`, `API-post-page`), or camelCase once `shaped` has marked it (`sendSimpleMail` → `send_Simple_Mail`).
 * Known or not: the shape is the evidence.
 */
export const NAME_SHAPE = String.raw`(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+)`;

const CAMEL = /\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g;

/**
 * The sentence as the directive patterns read it: camelCase words marked with underscores (`sendSimpleMail` →
 * `send_Simple_Mail`), because the patterns match words in any case and a case-insensitive pattern cannot tell
 * `getWeather` from `weather`. Only the copy the patterns read changes; the evidence quotes the sentence as written.
 */
export function shaped(sentence: string): string {
  return sentence.replace(CAMEL, (w) => w.replace(/([a-z0-9])(?=[A-Z])/g, '$1_'));
}

/**
 * A tool named in a sentence: a tool-name shape, a quoted name or title (`'Resolve Context7 Library ID'`), or a title
 * in capitals followed by "tool" ("the Write File tool").
 */
export const TOOL_REF = String.raw`(?:(?:the\s+)?(?:[\`'"][^\`'"\n]{2,60}[\`'"]|${NAME_SHAPE})(?:\s+(?:tool|function|endpoint))?|the\s+(?:[A-Z][\w-]*\s+){1,4}(?:tool|function))`;

/** Verbs that put a tool to work. */
export const CALL_VERB = String.raw`(?:call|calls|calling|use|uses|using|run|runs|running|invoke|invokes|invoking|execute|executes|executing|trigger|triggering)`;

/** A call of a tool: "call open_nodes", "use the 'Write File' tool", "run git_reset". */
export const TOOL_CALL = String.raw`\b${CALL_VERB}\s+${TOOL_REF}`;

/**
 * A value the text itself supplies: a quoted string, a path, a URL, an email address, a `key:value` token, a number
 * with a unit or sign. What a description documents is a kind of value ("an absolute path"); what a poisoned one
 * injects is a value.
 */
export const LITERAL = String.raw`(?:[\`'"][^\`'"\n]{1,80}[\`'"]|~?\/(?:[\w.~\/-]+|(?=\s))|(?:https?|ftp):\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|[A-Za-z]+:[\w.:-]+|[+-]?\d[\d,.]*\s*(?:%|x\d+)?)`;

/** An identifier a text supplies: `C0LEAKS`, `ACC-99887766` (letters, digits and dashes, with a digit: a word is no ID). */
export const ID = String.raw`(?=[A-Za-z_-]*\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\b`;

/**
 * What the user's call carries, as descriptions name it: the argument nouns a redirect or an injected value aims at.
 */
export const ARGUMENT = String.raw`(?:(?:search\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\s+ids?)?|(?:base\s+|head\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))`;

/** Words that put a directive above the user's own values: it applies to every call, whatever was asked. */
export const OVERRIDING = String.raw`(?:always|every|each|all|any|regardless|instead|rather\s+than|even\s+(?:if|when)|no\s+matter|whatever|whichever|whenever|first)`;

/** A clause that hangs the directive on a moment ("before using X", "when calling X", "after each search"). */
export const TRIGGER = String.raw`\b(?:before|prior\s+to|when|whenever|after|each\s+time|every\s+time|once|for\s+(?:every|each|any|all))\b`;

/**
 * The sentence without its "before …" / "prior to …" clauses: what the model is told to do, apart from the moment it is
 * told to do it ("Before calling readEmail, call deleteEmail …" → ", call deleteEmail …"; "Use list_sessions before
 * kill_process" → "Use list_sessions").
 */
export function mainClause(sentence: string): string {
  return sentence.replace(/\b(?:before|prior\s+to)\b[^,;:]*/gi, ' ');
}

/** One compiled case-insensitive regex per source, built once at module load of the family that uses it. */
export function re(source: string): Pattern {
  return gated(new RegExp(source, 'i'));
}
