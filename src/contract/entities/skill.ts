import { readSkills, skillContract } from '../surfaces.js';
import type { SkillDef } from '../types.js';
import type { Surface } from './types.js';

const NONE = Object.freeze([]) as readonly never[];

/**
 * Skills (extension `io.modelcontextprotocol/skills`, `skills/list`, paged): keyed by the URI of their SKILL.md; the
 * contract is the frontmatter and the whole file manifest (each file's URI, digest, size and short text), so an
 * approval binds to the file set. Pinned whenever the server advertises the extension; a lockfile pinned before
 * skills were pinned says nothing of them (`skillsUnpinned`).
 */
export const SKILL: Surface<SkillDef> = {
  kind: 'skill',
  label: 'skill',
  list: { method: 'skills/list', resultKey: 'skills', paginated: true },
  field: 'skills',
  key: 'uri',
  keyOf: (s) => s.uri,
  entries: (s) => ({ entries: readSkills(s.skills ?? []), invalid: NONE, duplicates: NONE, extraCopies: NONE }),
  contract: (s) => skillContract(s),
  lock: { field: 'skills', when: 'listed', keyedBy: 'SKILL.md URI' },
  unpinned: 'skillsUnpinned',
  reportsInvalid: false,
};
