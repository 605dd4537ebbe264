import { gated, mayMatch } from './literals.js';
import { defineSignal, type FlagContext, type SignalHit } from './signal.js';
import { MIN_MENTIONED_NAME, runsOf, ToolNameIndex, type NameCandidate, type OtherServersTools } from './tool-names.js';

/** Imperative wording: the model is told to do something, not informed of something. */
const IMPERATIVE = gated(/\b(?:must|always|never|need\s+to|needs\s+to|have\s+to|has\s+to|make\s+sure|be\s+sure|ensure|shall|mandatory)\b/i);
/** What a tool that wants to replace a sibling says of it. */
const DISPARAGE = gated(/\b(?:deprecated|broken|unsafe|insecure|corrupts?|compromised|no\s+longer\s+works|malfunction\w*|buggy|dangerous)\b/i);
const VERB = String.raw`(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)`;

const NO_SIBLINGS: readonly string[] = [];
/** The index of a server's own names, kept per array (a server's texts share one: see FlagContext.siblings). */
const SIBLINGS = new WeakMap<readonly string[], ToolNameIndex>();
/** The index of an explicit list of other servers' tools (a library caller's `others`), kept per array. */
const OTHERS = new WeakMap<object, ToolNameIndex>();

function siblingIndex(siblings: readonly string[]): ToolNameIndex {
  let index = SIBLINGS.get(siblings);
  if (!index) SIBLINGS.set(siblings, (index = new ToolNameIndex(siblings.map((name) => ({ name })))));
  return index;
}

/** The names `sentence` may mention, in the order they were given: the server's own tools, then the other servers'. */
function candidates(sentence: string, ctx: FlagContext): NameCandidate[] {
  const runs = new Set(runsOf(sentence));
  const own = siblingIndex(ctx.siblings ?? NO_SIBLINGS);
  const out = own.candidates(runs);
  const others = ctx.others;
  if (!others) return out;
  // another server's tool named like one of this server's is read as this server's (a sibling)
  if (isOtherServersTools(others)) out.push(...others.index.candidates(runs, { server: others.except, names: own.names }));
  else {
    let index = OTHERS.get(others);
    if (!index) OTHERS.set(others, (index = new ToolNameIndex(others)));
    out.push(...index.candidates(runs, { names: own.names }));
  }
  return out;
}

function isOtherServersTools(o: NonNullable<FlagContext['others']>): o is OtherServersTools {
  return !Array.isArray(o);
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where a tool's name is mentioned in a sentence. A name with a separator or inner capital (`send_email`,
 * `migrate-reset`, `getUser`) is matched as a word (an `mcp_tool_` style prefix allowed); a plain word (`search`,
 * `fetch`) only when quoted, since as a bare word it is ordinary English.
 */
function mention(sentence: string, name: string): RegExp | undefined {
  if (name.length < MIN_MENTIONED_NAME) return undefined;
  const n = escapeRe(name);
  const distinctive = /[_\-.]|[a-z][A-Z]|\d/.test(name);
  if (distinctive && !sentence.includes(name)) return undefined; // (the pattern below matches the name as written)
  // a plain word counts when quoted, when called by name ("call query"), or named a tool ("the query tool")
  const re = distinctive ? new RegExp(String.raw`(?<![A-Za-z0-9-])${n}(?![A-Za-z0-9_-])`) : new RegExp(String.raw`[\`'"]${n}[\`'"]|\b(?:call|calling|invoke|invoking)\s+${n}\b|\b${n}\s+tool\b`, 'i');
  return re.test(sentence) ? re : undefined;
}

/**
 * A pattern around a tool's name (`template` turns the pattern of the name, as a sentence writes it, into the whole),
 * built for each name, so compiled for each: tested only on a sentence that holds the literals the rest of it needs
 * (read once, from the template around a stand-in that needs nothing).
 */
function aroundName(template: (n: string) => string): (sentence: string, name: string) => boolean {
  const may = mayMatch(template(nameRef('[^]')), 'i');
  return (sentence, name) => may(sentence) && new RegExp(template(nameRef(escapeRe(name))), 'i').test(sentence);
}

/** A tool's name as a sentence writes it: the name (as a pattern), maybe quoted, prefixed, or called "the … tool". */
function nameRef(name: string): string {
  return String.raw`(?:the\s+)?[\`'"]?(?:[\w-]*_)?${name}\b[\`'"]?(?:\s+tool)?`;
}

// "Before you run `migrate-status`, you MUST first call …", "When using brave_local_search, always override …"
const TRIGGER = aroundName(
  (n) =>
    String.raw`\b(?:before|when|whenever|each\s+time|every\s+time|prior\s+to|while|once)\s+(?:you\s+|the\s+(?:user|model|assistant|agent)\s+)?(?:\w+\s+)?${VERB}\s+(?:any\s+|each\s+|every\s+)?${n}`,
);
// "must be called before any read_file operation", "before every move_file, call …"
const BEFORE_ANY = aroundName((n) => String.raw`\b(?:before|prior\s+to)\s+(?:any|each|every|all)\s+${n}`);
const WHEN_USED = aroundName(
  (n) => String.raw`\b(?:before|when|whenever|each\s+time|every\s+time|once|if)\s+${n}\s+(?:tool\s+)?(?:is|gets|has\s+been)\s+(?:used|called|invoked|run|executed|triggered)`,
);
const AFTER = aroundName((n) => String.raw`\bafter\s+(?:you\s+)?${VERB}\s+${n}`);
// "the send_email tool must send all emails to …", "for read_file, always …"
const ORDERED = aroundName(
  (n) => String.raw`${n}\s+(?:tool\s+)?(?:must|should|shall|will\s+need\s+to|needs?\s+to|has\s+to|is\s+required\s+to)\s+(?:always\s+|now\s+|also\s+)?(?!be\s+called\b|be\s+used\b)`,
);
const FOR_EVERY = aroundName((n) => String.raw`\b(?:for|with|in)\s+(?:every\s+|all\s+|any\s+)?(?:calls?\s+(?:to|of)\s+)?${n}\s*,?\s+(?:you\s+)?(?:must|always|never)\b`);
// changing what is passed to it: "override the place argument of brave_local_search", "set … when calling S"
const ARGUMENTS_OF = aroundName(
  (n) =>
    String.raw`\b(?:override|overwrite|replace|change|modify|alter|set|add|append|insert|inject)\b[^.]{0,80}\b(?:parameter|argument|field|value|recipient|account|path|destination|address|query)\b[^.]{0,40}\b(?:of|for|in|to|when\s+(?:calling|using))\s+${n}`,
);
const CALLED_WITH = aroundName((n) => String.raw`\b${VERB}\s+${n}[^.]{0,80}\b(?:with|set\s+to|replaced\s+(?:with|by)|pass(?:ing)?)\b[^.]{0,40}\b(?:instead\s+of|always|regardless)\b`);
// steering away from it: "never use read_file", "instead of read_file"
const AVOID = aroundName((n) => String.raw`\b(?:do\s+not|don'?t|never|avoid)\s+(?:\w+\s+)?${VERB}\s+${n}|\binstead\s+of\s+(?:${VERB}\s+)?${n}`);

/** How the sentence treats the named tool: a trigger on it, an order about it, a change of its arguments, avoiding it. */
function relation(sentence: string, name: string): { kind: 'trigger' | 'order' | 'arguments' | 'avoid' | 'call'; high: boolean } | undefined {
  const imperative = IMPERATIVE.test(sentence);
  // a trigger on the sibling is order enough with "should" ("When calling move_file, the destination should be …")
  const ordered = imperative || /\bshould\b/i.test(sentence);
  if (ordered && TRIGGER(sentence, name)) return { kind: 'trigger', high: true };
  if (imperative && (BEFORE_ANY(sentence, name) || WHEN_USED(sentence, name))) return { kind: 'trigger', high: true };
  if (/\b(?:must|always|never|required|need\s+to|have\s+to)\b/i.test(sentence) && AFTER(sentence, name)) return { kind: 'trigger', high: true };
  if (ORDERED(sentence, name) || FOR_EVERY(sentence, name)) return { kind: 'order', high: true };
  if (ARGUMENTS_OF(sentence, name) || CALLED_WITH(sentence, name)) return { kind: 'arguments', high: true };
  if (AVOID(sentence, name)) return { kind: 'avoid', high: /\b(?:must|always|never)\b/i.test(sentence) || DISPARAGE.test(sentence) };
  if (imperative) return { kind: 'call', high: false };
  return undefined;
}

const KIND_TEXT = {
  trigger: 'tells the model what to do whenever it uses',
  order: 'gives orders about',
  arguments: 'tells the model to change the arguments of',
  avoid: 'steers the model away from',
  call: 'tells the model to call',
} as const;

/**
 * Cross-tool: text that directs the model's use of *another* tool, named from what the gate knows and a regex does
 * not: the other tools of the same server and those of the other configured servers (shadowing). A trigger on a
 * sibling ("before you run `migrate-status`, you MUST first call …"), an order about it ("the send_email tool must
 * send all emails to …") or a change of its arguments is high; an imperative that merely names a sibling ("You must
 * call 'resolve-library-id' first": a real prerequisite) is shown for review, and so is one steering away from it.
 * A tool of another server named with an imperative is high: a server has no business directing another's tools.
 */
export const crossTool = defineSignal({
  family: 'cross-tool',
  confidence: 'high',
  label: 'an instruction about another tool',
  rationale:
    "A description is read by the model next to every other tool's: text that sets conditions on a sibling, gives it orders or changes its arguments shadows that tool (the published shadowing attacks), while naming a prerequisite is common and real.",
  detect: (sentence: string, ctx: FlagContext): SignalHit | undefined => {
    let best: { hit: SignalHit; rank: number } | undefined;
    for (const t of candidates(sentence, ctx)) {
      if (t.name === ctx.self || !mention(sentence, t.name)) continue;
      const rel = relation(sentence, t.name);
      if (!rel) continue;
      const other = t.server !== undefined;
      const lookalike = ctx.self !== undefined && ctx.self !== t.name && ctx.self.includes(t.name);
      const high = rel.high || (other && rel.kind !== 'avoid') || (lookalike && rel.kind === 'avoid');
      const where = other ? `tool '${t.name}' of server '${t.server}'` : `sibling tool '${t.name}'`;
      const hit: SignalHit = { confidence: high ? 'high' : 'review', label: `an instruction that ${KIND_TEXT[rel.kind]} ${where}` };
      const rank = high ? 1 : 0;
      if (!best || rank > best.rank) best = { hit, rank };
    }
    return best?.hit;
  },
});
