// A realistic release pair for the diff benchmark and the pairing pins: COUNT tools built from real corpus captures
// (../shared/corpus/snapshots, each tool copied under numbered names) when they are present, else from the seeded
// generator, and a next release in which about 10% of the tools change the ways real releases change them: removed,
// added, renamed (with or without a new description), a parameter renamed, a description or enum edited.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateTools, rng } from './generate.mjs';

/** Every distinct tool of every corpus snapshot, in a stable order; [] when the corpus is absent. */
export function corpusTools(corpusDir) {
  const base = join(corpusDir, 'snapshots');
  if (!existsSync(base)) return [];
  const seen = new Set();
  const out = [];
  for (const server of readdirSync(base).sort())
    for (const file of readdirSync(join(base, server)).sort()) {
      const doc = JSON.parse(readFileSync(join(base, server, file), 'utf8'));
      const lists = Array.isArray(doc.tools) ? [doc.tools] : Object.values(doc.servers ?? {}).map((s) => s.tools ?? []);
      for (const tools of lists)
        for (const t of tools) {
          const key = JSON.stringify(t);
          if (seen.has(key) || typeof t?.name !== 'string') continue;
          seen.add(key);
          out.push(t);
        }
    }
  return out;
}

const clone = (v) => JSON.parse(JSON.stringify(v));
const VERBS = ['fetch', 'lookup', 'find', 'read', 'browse', 'collect'];

/** The base release: `count` tools with unique names, cycling through `source` (corpus tools or generated ones). */
export function baseRelease(count, source) {
  return Array.from({ length: count }, (_, i) => {
    const t = clone(source[i % source.length]);
    t.name = `${t.name}_${i}`;
    // copies of one capture stand for distinct tools: a word of their own, as distinct tools have
    if (i >= source.length) t.description = `${t.description ?? ''} Instance ${i}.`;
    return t;
  });
}

/** The next release: ~2% removed, ~2% renamed, ~2% a parameter renamed, ~2% re-described, ~1% enum narrowed, +2% added. */
export function nextRelease(tools, source, seed = 7) {
  const r = rng(seed);
  const out = [];
  tools.forEach((original, i) => {
    const t = clone(original);
    const roll = r();
    const props = t.inputSchema && typeof t.inputSchema.properties === 'object' ? t.inputSchema.properties : undefined;
    const first = props ? Object.keys(props)[0] : undefined;
    if (roll < 0.02) return; // removed
    if (roll < 0.04) {
      const parts = t.name.split('_');
      t.name = `${VERBS[i % VERBS.length]}_${parts.slice(1).join('_') || parts[0]}_r`;
      if (r() < 0.5 && t.description) t.description = `${t.description} (renamed)`;
    } else if (roll < 0.06 && props && first) {
      props[`${first}Ref`] = props[first];
      delete props[first];
      if (Array.isArray(t.inputSchema.required)) t.inputSchema.required = t.inputSchema.required.map((x) => (x === first ? `${first}Ref` : x));
    } else if (roll < 0.08) t.description = `${t.description ?? ''} Also returns archived items.`;
    else if (roll < 0.09 && props) {
      const p = Object.values(props).find((x) => x && Array.isArray(x.enum) && x.enum.length > 1);
      if (p) p.enum = p.enum.slice(1);
    }
    out.push(t);
  });
  const extra = Math.round(tools.length * 0.02);
  for (let k = 0; k < extra; k++) {
    const t = clone(source[(k * 7919) % source.length]);
    t.name = `${t.name}_new_${k}`;
    out.push(t);
  }
  return out;
}

/** A before/after pair of snapshot documents with `count` tools, and where the tools came from. */
export function releasePair(count, corpusDir) {
  const real = corpusDir ? corpusTools(corpusDir) : [];
  const source = real.length > 0 ? real : generateTools(500, 42);
  const before = baseRelease(count, source);
  const after = nextRelease(before, source);
  const doc = (tools) => ({ tools });
  return { before: doc(before), after: doc(after), from: real.length > 0 ? `${real.length} real corpus tools` : 'the seeded generator (../shared/corpus absent)' };
}
