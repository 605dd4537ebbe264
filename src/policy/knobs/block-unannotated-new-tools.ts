import { blockNewDestructiveTools, judgedAsDestructive } from './block-new-destructive-tools.js';
import { defineKnob } from './knob.js';
import { knobValue } from './value.js';

/** A new tool with no readOnlyHint/destructiveHint (destructive only by the spec defaults) blocks too, when on. */
export const blockUnannotatedNewTools = defineKnob({
  key: 'block-unannotated-new-tools',
  field: 'blockUnannotatedNewTools',
  default: false,
  presence: 'when-set',
  example: true,
  schema: {
    type: 'boolean',
    description:
      'Also block a new tool that has neither `readOnlyHint` nor `destructiveHint` (the spec defaults call it destructive). Off by default: most servers annotate nothing, so such a tool is flagged `unannotated-tool-added` and listed for review without blocking. Needs `block-new-destructive-tools`.',
    'x-expect': 'true or false',
  },
  read: (value) => (typeof value === 'boolean' ? value : undefined),
  compare: (base, head) => (base === head ? [] : [{ key: 'policy.block-unannotated-new-tools', shift: head ? 'strengthens' : 'weakens', detail: `${base} → ${head}` }]),
  stage: 'blocking',
  each({ change, finding, effects, policy }, value) {
    const blockNew = knobValue(blockNewDestructiveTools, policy);
    if (judgedAsDestructive(blockNew, change)) return;
    if (change.rule !== 'tool-added' || !change.flags?.some((fl) => fl.id === 'unannotated-tool-added')) return;
    if (blockNew && value) {
      if (!finding.blocking) effects.push({ kind: 'new-destructive-tool', message: 'a new tool without safety annotations needs approval (policy.block-unannotated-new-tools)' });
      finding.blocking = true;
    } else if (!finding.blocking)
      effects.push({ kind: 'listed-for-review', message: 'no readOnlyHint or destructiveHint: listed for review, not blocking (policy.block-unannotated-new-tools: false)' });
  },
});
