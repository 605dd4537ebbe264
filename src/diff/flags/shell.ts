import { defineSignal, matches } from './signal.js';

/** Shell commands: command substitution, curl/wget to a URL, piping into a shell. */
export const shell = defineSignal({
  family: 'shell',
  confidence: 'high',
  label: 'a shell command to run',
  rationale:
    'Command substitution, `&& curl …` or `curl … | bash` in a description are commands for the model to run or to smuggle into an argument (a commit message, a file), not documentation of the tool.',
  detect: matches(
    /\$\([^)]{1,200}\)|`[^`]*\b(?:curl|wget)\s[^`]*`|(?:&&|;|\|\|)\s*(?:curl|wget|bash|sh|nc|ncat|python\d?|rm\s+-rf|chmod|eval)\b|\b(?:curl|wget)\s+(?:-\S+\s+)*['"]?https?:\/\/|\|\s*(?:ba|z)?sh\b|\brm\s+-rf\s+[~/]|\bbase64\s+(?:-d|--decode)\b|\bnc\s+-e\b/i,
  ),
});
