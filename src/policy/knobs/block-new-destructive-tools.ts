import { defineKnob } from './knob.js';

const destructiveAdded = (flags: ReadonlyArray<{ id: string }> | undefined): boolean => flags?.some((fl) => fl.id === 'destructive-tool-added') === true;

/** A new tool annotated destructive blocks until approved. */
export const blockNewDestructiveTools = defineKnob({
  key: 'block-new-destructive-tools',
  field: 'blockNewDestructiveTools',
  default: true,
  presence: 'always',
  example: false,
  schema: { type: 'boolean', description: 'Block a newly added tool annotated `destructiveHint: true` until approved.', 'x-expect': 'true or false' },
  read: (value) => (typeof value === 'boolean' ? value : undefined),
  compare: (base, head) => (base === head ? [] : [{ key: 'policy.block-new-destructive-tools', shift: head ? 'strengthens' : 'weakens', detail: `${base} → ${head}` }]),
  stage: 'blocking',
  each({ change, finding, effects }, value) {
    if (!value || change.rule !== 'tool-added' || !destructiveAdded(change.flags)) return;
    if (!finding.blocking) effects.push({ kind: 'new-destructive-tool', message: 'a new destructive tool needs approval (policy.block-new-destructive-tools)' });
    finding.blocking = true;
  },
});

/** Whether block-new-destructive-tools already judged this change (a tool flagged destructive is not also unannotated). */
export const judgedAsDestructive = (blockNew: boolean, change: { rule: string; flags?: ReadonlyArray<{ id: string }> }): boolean =>
  blockNew && change.rule === 'tool-added' && destructiveAdded(change.flags);
