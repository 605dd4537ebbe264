import { jsonEqual } from '../../util/json.js';
import { defineRule, mirror, q, where } from '../rule.js';
import { outputDefaultChanged } from './output-default-changed.js';

export const defaultChanged = defineRule<undefined>({
  id: 'default-changed',
  title: 'Default changed',
  scope: 'request',
  severity: 'silent',
  rationale: 'Callers that omit the parameter now get different behaviour, with no error.',
  message: ({ before, after, site }) => `default of ${where(site)} changed from ${q(before)} to ${q(after)}`,
  detect: {
    keywords: ['default'],
    compare({ before: va, after: vb, at }) {
      if (va.hasDefault === vb.hasDefault && (!va.hasDefault || jsonEqual(va.default, vb.default))) return undefined;
      return [{ before: va.hasDefault ? (va.default ?? null) : null, after: vb.hasDefault ? (vb.default ?? null) : null, pointer: at('default', vb.hasDefault) }];
    },
  },
  response: ({ before, after }) => mirror(outputDefaultChanged, before, after, undefined),
});
