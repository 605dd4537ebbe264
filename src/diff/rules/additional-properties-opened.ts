import { defineRule, mirror, where } from '../rule.js';
import { outputWidened } from './output-widened.js';

export const additionalPropertiesOpened = defineRule<{ freeForm?: string[] } | undefined>()({
  id: 'additional-properties-opened',
  title: 'Schema opened to unknown arguments',
  scope: 'request',
  foundBy: 'pairing',
  severity: 'additive',
  inclusion: {},
  rationale:
    'Arguments that were rejected are now accepted (and ignored when unknown). An object loosened to any properties at all (`additionalProperties: true` or `{}` where properties were named) is one such finding: every call that passed still passes.',
  message: ({ site, meta }) =>
    meta?.freeForm
      ? `${where(site, 'object')} loosened to accept any properties (${meta.freeForm.length ? `${meta.freeForm.map((n) => `'${n}'`).join(', ')} no longer checked` : 'none were named'})`
      : `${where(site, 'object')} now accepts unknown properties`,
  // in a response, readers must handle whatever properties now come
  response: ({ before, after, meta }) =>
    mirror(outputWidened, before, after, { detail: meta?.freeForm ? 'loosened to any properties: readers must handle properties they never saw' : 'may now carry unknown properties' }),
});
