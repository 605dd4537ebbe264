import { CHANGE_CLASSES, DEFAULT_RELEASE_BUMPS, RELEASE_BUMP_NAMES, type ReleaseBumps } from '../../model/config.js';
import { isObject } from '../../util/json.js';
import { defineKnob, type Shift } from './knob.js';

const RANK = { patch: 1, minor: 2, major: 3 } as const;

/**
 * The bump a release needs for each class of change, in `release-check`, `changelog` and the release mode:
 * `breaking` and `silent` need major, `meaning` (a re-described tool, parameter or prompt, a changed default) and
 * `additive` minor, `cosmetic` patch, unless this says otherwise. A smaller bump than before weakens the policy.
 */
export const releaseBumps = defineKnob({
  key: 'release-bumps',
  field: 'releaseBumps',
  default: undefined,
  presence: 'when-set',
  example: { meaning: 'patch' },
  schema: {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      CHANGE_CLASSES.map((c) => [
        c,
        { type: 'string', enum: [...RELEASE_BUMP_NAMES], description: `The bump a ${c} change needs (default: ${DEFAULT_RELEASE_BUMPS[c]}).`, 'x-expect': 'major, minor or patch' },
      ]),
    ),
    description:
      'The semver bump a release needs per class of change (release-check, changelog, the release mode): `breaking` (old calls fail), `silent` (old calls do something else), `meaning` (old calls work; a description or default changed), `additive`, `cosmetic`. Default: major, major, minor, minor, patch.',
    'x-expect': `a mapping of ${CHANGE_CLASSES.join(', ')} to major, minor or patch`,
  },
  read: (value) => (isObject(value) ? (value as ReleaseBumps) : undefined),
  compare(base, head) {
    const out: Shift[] = [];
    for (const c of CHANGE_CLASSES) {
      const a = base?.[c] ?? DEFAULT_RELEASE_BUMPS[c];
      const b = head?.[c] ?? DEFAULT_RELEASE_BUMPS[c];
      if (a !== b) out.push({ key: `policy.release-bumps.${c}`, shift: RANK[b] < RANK[a] ? 'weakens' : 'strengthens', detail: `${a} → ${b}` });
    }
    return out;
  },
  appliedIn: 'the release check and the changelog (releaseBump, bumpOf), src/policy/versioning.ts',
});
