import { ZERO_VERSIONS_MODES, type ZeroVersions } from '../../model/config.js';
import { compareModes, defineKnob } from './knob.js';

/** With `versioning: semver` and in `release-check` (and the action's release mode), how 0.x versions read. */
export const zeroVersions = defineKnob({
  key: 'zero-versions',
  field: 'zeroVersions',
  default: 'caret',
  presence: 'when-set',
  example: 'exempt',
  schema: {
    type: 'string',
    enum: [...ZERO_VERSIONS_MODES],
    description:
      'With `versioning: semver`, and in `release-check` and the release mode, how 0.x versions read. `caret` (npm `^` ranges): in 0.y.z a minor bump is the breaking one and a patch bump may add features; in 0.0.z every bump is breaking. `exempt`: 0.x versions are not checked (semver §4: anything may change).',
    'x-expect': 'caret or exempt',
  },
  read: (value) => ((ZERO_VERSIONS_MODES as readonly unknown[]).includes(value) ? (value as ZeroVersions) : undefined),
  // `exempt` checks no 0.x version: the weaker mode
  compare: (base, head) => compareModes('zero-versions', ['exempt', 'caret'], base!, head!),
  appliedIn: 'judge (version findings) and the release check (releaseBump), src/policy/versioning.ts',
});
