import { SKILL } from '../../contract/entities/skill.js';
import type { SkillDef } from '../../contract/types.js';
import { textFlags } from '../flags/instructions.js';
import { detectPair } from '../hooks.js';
import * as R from '../rules/index.js';
import { grants, skillName } from '../rules/surfaces.js';
import { nounOf, type DiffEntity } from './types.js';

/** Skills: paired by SKILL.md URI (no renames: a skill's URI is its identity); the skill hooks judge a kept one. */
export const SKILL_ENTITY: DiffEntity<SkillDef> = {
  ...SKILL,
  noun: nounOf(SKILL.label),
  suffix: ` (${SKILL.label})`,
  site: (s) => ({ entity: 'skill', tool: s.uri, path: '', pointer: '' }),
  diffPair: (a, b, ctx) => detectPair('skill', { before: a, after: b, site: SKILL_ENTITY.site(b) }, ctx.push),
  removed: (a) => R.skillRemoved.make(SKILL_ENTITY.site(a), skillName(a), null, { name: skillName(a) }),
  added(b) {
    const description = typeof b.frontmatter.description === 'string' ? b.frontmatter.description : undefined;
    const flags = textFlags(undefined, description, `the description of new skill '${skillName(b)}'`);
    return R.skillAdded.make(SKILL_ENTITY.site(b), null, skillName(b), { name: skillName(b), allowedTools: grants(b) }, flags);
  },
};
