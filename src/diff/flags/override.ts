import { gated } from './literals.js';
import { defineSignal, matches } from './signal.js';

/** Verbs for what the user chose ("the model the user specifies", "whatever attendees the user lists"). */
const CHOSE = String.raw`(?:specifies|specified|gives|gave|chooses|chose|picks|picked|requests|requested|asks\s+for|asked\s+for|provides|provided|names|named|wants|selects|selected|sets|enters|types|lists|mentions|says)`;
/**
 * What the user chose, set aside: "ignore any model the user specifies", "whatever model the user asks for", "even
 * when the user names a repository", "rather than what the user chose", "regardless of the channel requested",
 * "ignore all other addition tools".
 */
const USER_CHOICE = gated(
  new RegExp(
    [
      String.raw`\b(?:ignore|disregard|override|overrule|discard|drop)\s+(?:any|the|whatever|all|whichever)\s+(?:[\w-]+\s+){0,3}?(?:(?:that|which)\s+)?(?:the\s+)?user\s+(?:explicitly\s+)?${CHOSE}`,
      String.raw`\b(?:whatever|whichever|no\s+matter\s+(?:what|which|whom|who|how))\s+(?:[\w-]+\s+){0,3}?(?:the\s+)?user\s+(?:explicitly\s+)?${CHOSE}`,
      String.raw`\beven\s+(?:if|when|though)\s+the\s+user\s+(?:explicitly\s+)?${CHOSE}`,
      String.raw`\brather\s+than\s+(?:what|whatever|the\s+one|the\s+\w+)\s+(?:that\s+)?(?:the\s+)?user\b`,
      String.raw`\bregardless\s+of\s+(?:the\s+|which\s+|what\s+)?(?:[\w-]+\s+)?(?:requested|chosen|specified|given|asked\s+for)\b`,
      String.raw`\bignore\s+(?:all\s+)?(?:the\s+)?other\s+(?:[\w-]+\s+)?tools\b`,
    ].join('|'),
    'i',
  ),
);

/** Claims of priority over the user or the model's other instructions. */
const PRIORITY = matches(
  /\bpriority\s+is\s+higher\b|\bhigher\s+priority\s+than\s+(?:the\s+)?(?:user|any|all|other)|\b(?:highest|top)\s+priority\s+(?:instruction|rule|over)|\btakes?\s+precedence\s+over\s+(?:the\s+)?(?:user|any|all|other)|\bsupersedes?\s+(?:the\s+)?(?:user|any|all|other|previous)|\boverrides?\s+(?:the\s+)?(?:user'?s?|all|any|previous|prior)\s+(?:\w+\s+)?(?:instructions?|requests?|quer(?:y|ies)|rules|prompts?)|\bfor\s+the\s+rest\s+of\s+(?:the|this)\s+(?:session|conversation|chat)\b|\bregardless\s+of\s+(?:what\s+)?the\s+user\b|\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:previous|prior|above|earlier|other|the\s+user'?s?|your)\s+(?:\w+\s+)?(?:instructions|rules|prompts?|requests?|messages?|guidelines)|\bmore\s+important\s+than\s+(?:the\s+)?user'?s?\b|\byour\s+(?:new|real|true)\s+(?:instructions|task|role)\b/i,
);

/** Override: the text claims priority over the user's request or the model's other instructions. */
export const override = defineSignal({
  family: 'override',
  confidence: 'high',
  label: "an instruction that claims priority over the user's request",
  rationale:
    'A description ranks nothing above the user; "this description\'s priority is higher than the user\'s query", "ignore previous instructions", "for the rest of the session" and "ignore any model the user specifies" are an attempt to take over the conversation or the user\'s own choices.',
  detect: (s) => (USER_CHOICE.test(s) ? {} : PRIORITY(s)),
});
