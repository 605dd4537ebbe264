import type { SkillDef } from '../../contract/types.js';
import { defineRule, type Detected } from '../rule.js';
import { shortDigest, skillName } from './surfaces.js';

/** A skill's files as `path digest` lines (paths relative to the skill's root), or `dynamic`. */
function manifest(skill: SkillDef): string[] | 'dynamic' {
  if (skill.resources === 'dynamic') return 'dynamic';
  const root = skill.uri.replace(/SKILL\.md$/, '');
  return skill.resources.map((f) => `${f.uri.startsWith(root) ? f.uri.slice(root.length) : f.uri} ${f.digest}`);
}

type FilesMeta = { name: string; changed: string[]; added: string[]; removed: string[] };

export const skillFilesChanged = defineRule<FilesMeta>()({
  id: 'skill-files-changed',
  title: "A skill's files (SKILL.md or a supporting file) changed, were added or removed",
  scope: 'server',
  severity: 'silent',
  rationale:
    "The extension binds a host's approval of a skill to its whole file set and revokes it when the set changes: new bytes in any file are new instructions, scripts or references the model acts on, and the server's own digests are no trust anchor (any intermediary can rewrite file and digest).",
  message: ({ meta }) => {
    const parts = [
      meta.changed.length ? `${meta.changed.join(', ')} edited` : '',
      meta.added.length ? `${meta.added.join(', ')} added` : '',
      meta.removed.length ? `${meta.removed.join(', ')} removed` : '',
    ];
    return `files of skill '${meta.name}' changed: ${parts.filter(Boolean).join('; ')}`;
  },
  on: {
    skill({ before: a, after: b }): Array<Detected<FilesMeta>> {
      const x = manifest(a);
      const y = manifest(b);
      if (JSON.stringify(x) === JSON.stringify(y)) return [];
      const name = skillName(b);
      if (x === 'dynamic' || y === 'dynamic') {
        const meta: FilesMeta = { name, changed: [], added: x === 'dynamic' ? ['(a file list)'] : [], removed: y === 'dynamic' ? ['(the file list: now "dynamic")'] : [] };
        return [{ pointer: '/resources', before: x, after: y, meta }];
      }
      const split = (lines: string[]) => new Map(lines.map((l) => [l.slice(0, l.lastIndexOf(' ')), l.slice(l.lastIndexOf(' ') + 1)]));
      const p = split(x);
      const q = split(y);
      const changed = [...p.keys()].filter((k) => q.has(k) && q.get(k) !== p.get(k));
      const added = [...q.keys()].filter((k) => !p.has(k));
      const removed = [...p.keys()].filter((k) => !q.has(k));
      const show = (m: Map<string, string>, keys: string[]) => keys.map((k) => `${k} ${shortDigest(m.get(k)!)}`);
      return [{ pointer: '/resources', before: show(p, [...changed, ...removed]), after: show(q, [...changed, ...added]), meta: { name, changed, added, removed } }];
    },
  },
});
