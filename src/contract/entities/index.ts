import { INSTRUCTIONS } from './instructions.js';
import { PROMPT } from './prompt.js';
import { RESOURCE } from './resource.js';
import { RESOURCE_TEMPLATE } from './resource-template.js';
import { SKILL } from './skill.js';
import { TOOL } from './tool.js';
import type { Surface } from './types.js';

export { fieldOf, listOf, type ListSpec, type Surface } from './types.js';
export { INSTRUCTIONS_KEY } from './instructions.js';
export { INSTRUCTIONS, PROMPT, RESOURCE, RESOURCE_TEMPLATE, SKILL, TOOL };

/**
 * The contract surfaces, for the layers below the diff (lockfile, MCP client, proxy): how each is listed, keyed,
 * checked and projected. The diff's registry (src/diff/entities/index.ts, `ENTITIES`) is the one list of surfaces;
 * it holds each of these with its pairing and rules, in this order (a unit test holds the two to the same kinds).
 * A new surface: a module here (a Surface) and one in src/diff/entities (its DiffEntity), each listed once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const surfaces: Surface<any>[] = [INSTRUCTIONS, TOOL, PROMPT, RESOURCE, RESOURCE_TEMPLATE, SKILL];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SURFACES: readonly Surface<any>[] = surfaces;

/**
 * Add a surface to SURFACES (the diff registry's `registerEntity` does, so the two lists never part); returns the
 * function that takes it out again. A kind already listed is refused: entity ids are API.
 */
export function addSurface<T>(surface: Surface<T>): () => void {
  if (surfaces.some((s) => s.kind === surface.kind)) throw new Error(`a surface of kind '${surface.kind}' is already listed`);
  surfaces.push(surface);
  return () => {
    const at = surfaces.indexOf(surface);
    if (at >= 0) surfaces.splice(at, 1);
  };
}

/** The surface of an entity id, or undefined for one no surface declares. */
export function surfaceOf(kind: string): Surface<unknown> | undefined {
  return SURFACES.find((s) => s.kind === kind) as Surface<unknown> | undefined;
}
