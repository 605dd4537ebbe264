/**
 * The registry of contract surfaces (entities): tool, prompt, resource, resource template and the server's own
 * surface (its instructions). Each is described once, by one DiffEntity (./types.ts): how it is listed (method,
 * result key, pagination), its key, how entries are checked, its contract projection (what is hashed and pinned),
 * where the lockfile pins it, how removed and added entries pair, the diff of a kept entry, and the findings of an
 * entry added, removed or renamed. The engine (diffServer), the lockfile, the reports and the changelog run one path
 * over this list; the layers below the diff read the same surfaces from SURFACES (src/contract/entities).
 *
 * Adding a surface:
 *   1. src/contract/entities/<kind>.ts: its Surface (list method and result key, snapshot field, key, `entries`
 *      checking the list, `contract` projecting an entry, `lock` when the lockfile pins it as a map by key); list it
 *      in SURFACES (src/contract/entities/index.ts).
 *   2. src/diff/entities/<kind>.ts: its DiffEntity, spreading the Surface (`site`, `diffPair`, `pair` if entries can
 *      be renamed or moved, `removed`/`added`/`renamed` built by its rules); list it in BUILT_IN below.
 *   3. Its rules in src/diff/rules/ (and the catalog), each with its fixture (CONTRIBUTING.md).
 * Nothing else changes: a kind's label, heading and suffix in every report come from here. A surface defined outside
 * the source (a test's) is added with `registerEntity`.
 */
import { addSurface } from '../../contract/entities/index.js';
import { INSTRUCTIONS_ENTITY } from './instructions.js';
import { PROMPT_ENTITY } from './prompt.js';
import { RESOURCE_ENTITY } from './resource.js';
import { RESOURCE_TEMPLATE_ENTITY } from './resource-template.js';
import { SKILL_ENTITY } from './skill.js';
import { TOOL_ENTITY } from './tool.js';
import { nounOf, type DiffEntity, type Pairing } from './types.js';

export { nounOf, type DiffEntity, type EntityContext, type EntityLists, type Pairing } from './types.js';
export { INSTRUCTIONS_ENTITY, PROMPT_ENTITY, RESOURCE_ENTITY, RESOURCE_TEMPLATE_ENTITY, SKILL_ENTITY, TOOL_ENTITY };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = DiffEntity<any, any>;

/** The built-in surfaces, in the order reports list them (the server's own surface first). */
const BUILT_IN: readonly AnyEntity[] = [INSTRUCTIONS_ENTITY, TOOL_ENTITY, PROMPT_ENTITY, RESOURCE_ENTITY, RESOURCE_TEMPLATE_ENTITY, SKILL_ENTITY];

const entities: AnyEntity[] = [...BUILT_IN];

/** Every surface, in report order: what the engine diffs and the reports name. */
export const ENTITIES: readonly AnyEntity[] = entities;

/**
 * Add a surface (a DiffEntity and the rules it makes changes with) to ENTITIES and to SURFACES; returns the function
 * that removes it. A kind already registered is refused.
 */
export function registerEntity<T, P extends Pairing<T>>(entity: DiffEntity<T, P>): () => void {
  const dropSurface = addSurface(entity);
  entities.push(entity as AnyEntity);
  return () => {
    const at = entities.indexOf(entity as AnyEntity);
    if (at >= 0) entities.splice(at, 1);
    dropSurface();
  };
}

/** The registered surface of an entity id, or undefined. */
export function entityOf(kind: string): AnyEntity | undefined {
  return entities.find((e) => e.kind === kind);
}

/** Where a kind sits in report order (an unknown kind last). */
export function entityRank(kind: string): number {
  const at = entities.findIndex((e) => e.kind === kind);
  return at < 0 ? entities.length : at;
}

/** What follows an entry's name in a report heading (` (prompt)`); for a kind not registered, ` (<kind>)`. */
export function entitySuffix(kind: string): string {
  return entityOf(kind)?.suffix ?? ` (${kind})`;
}

/** How a heading names an entry: `Tool`, then the key; or the surface's own heading (`Server instructions`). */
export function entityHeading(kind: string, key: string): { noun: string; name?: string } {
  const e = entityOf(kind);
  if (e?.heading) return { noun: e.heading(key) };
  return { noun: e?.noun ?? nounOf(kind), name: key };
}
