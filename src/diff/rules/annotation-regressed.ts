import { defineRule, q } from '../rule.js';
import { annotationChanges } from './hints.js';

export const annotationRegressed = defineRule<{ key: string; effectiveBefore: boolean; effectiveAfter: boolean }>()({
  id: 'annotation-regressed',
  title: 'Annotation regressed',
  scope: 'annotations',
  severity: 'silent',
  rationale: 'The tool now claims to be less safe (may write, destroy, repeat effects or reach the open world): hosts that auto-approve on the old hint run it unprompted.',
  message: ({ before, after, site, meta }) =>
    `annotation ${meta.key} of tool '${site.tool}' changed from ${q(before)} to ${q(after)} (in effect ${String(meta.effectiveBefore)} to ${String(meta.effectiveAfter)})`,
  on: {
    tool: (pair) =>
      annotationChanges(pair).flatMap((c) => {
        if (c.kind !== 'regressed') return [];
        const { key, before, after, effectiveBefore, effectiveAfter } = c;
        const flag = {
          id: 'annotation-regressed' as const,
          message: `${key} now says the tool is less safe (${String(effectiveBefore)} → ${String(effectiveAfter)})`,
          evidence: `${key}: ${JSON.stringify(after)}`,
        };
        return [{ before, after, pointer: c.pointer, meta: { key, effectiveBefore, effectiveAfter }, flags: [flag] }];
      }),
  },
});
