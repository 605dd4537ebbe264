import { defineSignal, matches } from './signal.js';

/** Override: the text claims priority over the user's request or the model's other instructions. */
export const override = defineSignal({
  family: 'override',
  confidence: 'high',
  label: "an instruction that claims priority over the user's request",
  rationale:
    'A description ranks nothing above the user; "this description\'s priority is higher than the user\'s query", "ignore previous instructions" and "for the rest of the session" are an attempt to take over the conversation.',
  detect: matches(
    /\bpriority\s+is\s+higher\b|\bhigher\s+priority\s+than\s+(?:the\s+)?(?:user|any|all|other)|\b(?:highest|top)\s+priority\s+(?:instruction|rule|over)|\btakes?\s+precedence\s+over\s+(?:the\s+)?(?:user|any|all|other)|\bsupersedes?\s+(?:the\s+)?(?:user|any|all|other|previous)|\boverrides?\s+(?:the\s+)?(?:user'?s?|all|any|previous|prior)\s+(?:\w+\s+)?(?:instructions?|requests?|quer(?:y|ies)|rules|prompts?)|\bfor\s+the\s+rest\s+of\s+(?:the|this)\s+(?:session|conversation|chat)\b|\bregardless\s+of\s+(?:what\s+)?the\s+user\b|\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:previous|prior|above|earlier|other|the\s+user'?s?|your)\s+(?:\w+\s+)?(?:instructions|rules|prompts?|requests?|messages?|guidelines)|\bmore\s+important\s+than\s+(?:the\s+)?user'?s?\b|\byour\s+(?:new|real|true)\s+(?:instructions|task|role)\b/i,
  ),
});
