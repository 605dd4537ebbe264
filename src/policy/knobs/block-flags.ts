import { BLOCK_FLAGS_MODES, type BlockFlags } from '../../model/config.js';
import { compareModes, defineKnob } from './knob.js';

/** Which security flags on text the model reads block: none < high < any. */
export const blockFlags = defineKnob({
  key: 'block-flags',
  field: 'blockFlags',
  default: 'high',
  presence: 'when-set',
  example: 'none',
  schema: {
    type: 'string',
    enum: [...BLOCK_FLAGS_MODES],
    description:
      "Security flags on text the model reads (a new tool's description, a changed one, parameter descriptions, prompts, resource templates, server instructions) that block until approved: `high` (default: alarm framing, concealment, priority claims, argument hijacking, credential paths, shell commands, hidden characters), `any` (also the review signals, such as an address to send data to), `none` (flags are shown, never block).",
    'x-expect': `one of ${BLOCK_FLAGS_MODES.join(', ')}`,
  },
  read: (value) => ((BLOCK_FLAGS_MODES as readonly unknown[]).includes(value) ? (value as BlockFlags) : undefined),
  // BLOCK_FLAGS_MODES runs from the weakest to the strongest
  compare: (base, head) => compareModes('block-flags', BLOCK_FLAGS_MODES, base!, head!),
  stage: 'blocking',
  each({ change, finding, effects }, level) {
    const flagged = change.flags?.find((fl) => fl.confidence === 'high' || (fl.confidence === 'review' && level === 'any'));
    if (flagged && level !== 'none') {
      if (!finding.blocking) effects.push({ kind: 'security-flag', message: `${flagged.message}: needs approval (policy.block-flags: ${level})` });
      finding.blocking = true;
    } else if (!finding.blocking && change.flags?.some((fl) => fl.confidence))
      effects.push({ kind: 'listed-for-review', message: 'security flag listed for review, not blocking (policy.block-flags)' });
  },
});
