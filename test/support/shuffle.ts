/** A seeded re-serialisation of JSON (keys and `required` shuffled) for noise-invariance tests. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface ShuffleOptions {
  /** Swap `$schema` between draft-07 and 2020-12 and write `type: "x"` as `["x"]`. */
  representation?: boolean;
}

const D7 = 'http://json-schema.org/draft-07/schema#';
const D12 = 'https://json-schema.org/draft/2020-12/schema';

export function shuffleJson(value: unknown, rand: () => number, options: ShuffleOptions = {}, inSchema = false): unknown {
  if (Array.isArray(value)) return value.map((v) => shuffleJson(v, rand, options, inSchema));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of shuffled(Object.entries(value as Record<string, unknown>), rand)) {
      if (k === 'required' && Array.isArray(v)) out[k] = shuffled(v, rand);
      else if (options.representation && k === '$schema' && typeof v === 'string') out[k] = v.includes('draft-07') ? D12 : D7;
      else if (options.representation && inSchema && k === 'type' && typeof v === 'string') out[k] = [v];
      else out[k] = shuffleJson(v, rand, options, inSchema || k === 'inputSchema' || k === 'outputSchema');
    }
    return out;
  }
  return value;
}
