// A seeded generator of realistic MCP tool lists (nested objects, arrays of objects, enums, defaults, long
// descriptions, output schemas, annotations) and of a "next release" of such a list with the kinds of change the
// corpus shows (renames, re-descriptions, narrowed enums, new required parameters, removed tools).
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'search list get create update delete export import sync fetch record table file page user repo issue branch commit index query filter sort limit offset cursor format region dataset schema field value status owner label token window timeout retry mode scope level'.split(
    ' ',
  );

function pick(r, list) {
  return list[Math.floor(r() * list.length)];
}
function words(r, n) {
  return Array.from({ length: n }, () => pick(r, WORDS)).join(' ');
}
function param(r, depth) {
  const kind = r();
  const description = `${words(r, 3 + Math.floor(r() * 12))}.`;
  if (kind < 0.35) return { type: 'string', description, ...(r() < 0.3 ? { maxLength: 64 + Math.floor(r() * 512) } : {}) };
  if (kind < 0.5) return { type: 'string', enum: Array.from({ length: 2 + Math.floor(r() * 5) }, (_, i) => `${pick(r, WORDS)}_${i}`), default: undefined, description };
  if (kind < 0.65) return { type: 'integer', minimum: 0, maximum: 1000, default: 10, description };
  if (kind < 0.75) return { type: 'boolean', default: false, description };
  if (kind < 0.88 && depth < 2) return { type: 'object', description, properties: props(r, 2 + Math.floor(r() * 3), depth + 1), required: [] };
  if (depth < 2) return { type: 'array', description, items: { type: 'object', properties: props(r, 2 + Math.floor(r() * 3), depth + 1) } };
  return { type: 'number', description };
}
function props(r, n, depth) {
  const out = {};
  for (let i = 0; i < n; i++) out[`${pick(r, WORDS)}_${i}`] = param(r, depth);
  return out;
}
function clean(value) {
  return JSON.parse(JSON.stringify(value));
}

export function generateTools(count, seed = 42) {
  const r = rng(seed);
  const tools = [];
  for (let i = 0; i < count; i++) {
    const properties = props(r, 3 + Math.floor(r() * 6), 0);
    const names = Object.keys(properties);
    const tool = {
      name: `${pick(r, WORDS)}_${pick(r, WORDS)}_${i}`,
      title: `Tool ${i}`,
      description: `${words(r, 20 + Math.floor(r() * 60))}.`,
      inputSchema: { type: 'object', properties, required: names.filter(() => r() < 0.3), additionalProperties: r() < 0.5 ? false : undefined },
      annotations: { readOnlyHint: r() < 0.5, openWorldHint: r() < 0.5 },
    };
    if (r() < 0.4) tool.outputSchema = { type: 'object', properties: props(r, 3, 1), required: [] };
    tools.push(clean(tool));
  }
  return tools;
}

/** The next release: about 5% of tools change, in the ways real releases change them. */
export function nextRelease(tools, seed = 7) {
  const r = rng(seed);
  const out = [];
  for (const original of tools) {
    const t = clean(original);
    const roll = r();
    if (roll < 0.005) continue; // removed
    if (roll < 0.015) {
      const [first] = Object.keys(t.inputSchema.properties);
      t.inputSchema.properties[`${first}_v2`] = t.inputSchema.properties[first];
      delete t.inputSchema.properties[first];
    } else if (roll < 0.03) t.description += ' Also returns archived items.';
    else if (roll < 0.04) {
      const p = Object.values(t.inputSchema.properties).find((x) => x.enum);
      if (p) p.enum = p.enum.slice(1);
    } else if (roll < 0.05) {
      t.inputSchema.properties.region = { type: 'string', description: 'data region' };
      t.inputSchema.required = [...(t.inputSchema.required ?? []), 'region'];
    }
    out.push(t);
  }
  return out;
}
