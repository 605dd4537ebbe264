import type { ToolDef } from '../contract/types.js';
import { isObject } from '../util/json.js';

/** One piece of a tool the model reads: where it is (for a flag's message), its label (for the review text), the text. */
export interface ModelTextPart {
  what: string;
  label: string;
  text: string;
}

/**
 * Everything of a tool the model reads, in a fixed order: description, title, then each parameter's description,
 * title and enum values (by path, sorted). `at` names the tool in flag messages ("new tool 'x'").
 */
export function modelTextParts(tool: ToolDef, at: string): ModelTextPart[] {
  const parts: ModelTextPart[] = [];
  if (typeof tool.description === 'string' && tool.description) parts.push({ what: `the description of ${at}`, label: 'description', text: tool.description });
  if (typeof tool.title === 'string' && tool.title) parts.push({ what: `the title of ${at}`, label: 'title', text: tool.title });
  schemaParts(tool.inputSchema, '', at, parts, 0);
  return parts;
}

/** The review text of a new tool: what `modelTextParts` finds, as one plain text (escape before display). */
export function modelText(tool: ToolDef): string {
  const parts = modelTextParts(tool, 'the tool');
  if (!parts.length) return '(no description, title or parameter text)';
  return parts.map((p) => (p.label === 'description' ? p.text : `[${p.label}] ${p.text}`)).join('\n');
}

function schemaParts(schema: unknown, path: string, at: string, parts: ModelTextPart[], depth: number): void {
  if (!isObject(schema) || depth > 8) return;
  const where = path ? `parameter '${path}' of ${at}` : `the input schema of ${at}`;
  if (path) {
    if (typeof schema.description === 'string' && schema.description) parts.push({ what: `the description of ${where}`, label: `${path}`, text: schema.description });
    if (typeof schema.title === 'string' && schema.title) parts.push({ what: `the title of ${where}`, label: `${path} title`, text: schema.title });
  }
  if (Array.isArray(schema.enum)) {
    const words = schema.enum.filter((v): v is string => typeof v === 'string');
    if (words.length) parts.push({ what: `the enum values of ${where}`, label: `${path || 'input'} enum`, text: words.join(' | ') });
  }
  if (isObject(schema.properties))
    for (const [k, v] of Object.entries(schema.properties).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) schemaParts(v, path ? `${path}.${k}` : k, at, parts, depth + 1);
  if (isObject(schema.items)) schemaParts(schema.items, `${path}[]`, at, parts, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) for (const b of branches) schemaParts(b, path, at, parts, depth + 1);
  }
}
