import { compareModes, defineKnob } from './knob.js';

const MODES = ['none', 'semver'] as const;

/** Version discipline: a breaking change needs a major bump of serverInfo.version. */
export const versioning = defineKnob({
  key: 'versioning',
  field: 'versioning',
  default: 'none',
  presence: 'always',
  example: 'semver',
  schema: {
    type: 'string',
    enum: [...MODES],
    description: '`semver`: flag a breaking change that is not accompanied by a major bump of `serverInfo.version`.',
    'x-expect': 'none or semver',
  },
  read: (value) => ((MODES as readonly unknown[]).includes(value) ? (value as (typeof MODES)[number]) : undefined),
  compare: (base, head) => compareModes('versioning', MODES, base, head),
  appliedIn: 'judge (version findings, src/policy/versioning.ts)',
});
