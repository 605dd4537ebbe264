import { defineSignal, matches } from './signal.js';

/** Concealment: the text asks the model to keep something from the user. */
export const concealment = defineSignal({
  family: 'concealment',
  confidence: 'high',
  label: 'an instruction to hide something from the user',
  rationale:
    'A tool that does what it says needs no secrecy from the person using it; "do not mention", "silently forward" and "without telling the user" are how poisoned descriptions keep the user from noticing.',
  detect: matches(
    /\b(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t)\s+(?:ever\s+)?(?:mention|tell|inform|reveal|disclose|notify|alert|show|display|report|explain)\b(?![^.]*\b(?:unless|only\s+if)\b)|\bwithout\s+(?:telling|informing|notifying|alerting|asking|mentioning|showing)\b|\b(?:silently|secretly|covertly|quietly|discreetly)\s+(?:\w+\s+){0,3}(?:send|append|add|include|call|forward|copy|upload|read|pass|use|replace|change|collect|attach|log|store|share)|\b(?:user|human)\s+(?:does\s+not|doesn'?t|need\s+not|must\s+not|should\s+not)\s+(?:need\s+to\s+)?(?:know|see|be\s+(?:told|informed|aware))|\b(?:keep|hide)\s+(?:this|it|these)\s+(?:step\s+|instruction\s+)?(?:secret|hidden|confidential|private)\b|\bcould\s+(?:even\s+)?upset\s+the\s+user\b|\b(?:keep|leave)\s+(?:[\w-]+\s+){0,4}?out\s+of\s+(?:your|the)\s+(?:answer|reply|response|summary|output|message)s?\b|\b(?:user|human)\s+(?:must|should|shall|need|needs)\s+not\s+(?:ever\s+)?(?:learn|find\s+out|discover|notice|realize|realise|see|hear|know)\b|\bomit\s+(?:from\s+(?:your|the)\s+(?:answer|reply|response|summary|output)\s+)?(?:any|all)\s+(?:mention|reference|trace)s?\b/i,
  ),
});
