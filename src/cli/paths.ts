import { isAbsolute, relative, resolve } from 'node:path';
import type { CliIO } from './io.js';

/** A path the user typed (a flag or an argument): relative to the working folder. */
export function resolveIn(io: CliIO, path: string): string {
  return resolve(io.cwd, path);
}

/** A path from the config (`lockfile`, `probes`): relative to the root. */
export function resolveFromRoot(root: string, path: string): string {
  return resolve(root, path);
}

/** A path as the user should read it: relative to the working folder when inside it or near, else absolute. */
export function display(io: CliIO, path: string): string {
  const rel = relative(io.cwd, path);
  return rel === '' ? '.' : isAbsolute(rel) ? path : rel;
}
