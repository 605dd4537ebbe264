import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where every generated source goes (src/generated/, the lowest layer: it imports nothing of the project's own). */
export const GENERATED = 'src/generated';
