import { configSchema } from '../config/schema.js';

type Schema = { type?: unknown; description?: string; default?: unknown; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; additionalProperties?: unknown; [k: string]: unknown };

function typeOf(s: Schema): string {
  if (s.enum) return s.enum.map((v) => `\`${String(v)}\``).join(' \\| ');
  const t = Array.isArray(s.type) ? s.type.join(' or ') : String(s.type ?? 'any');
  if (t === 'array' && s.items) return `list of ${typeOf(s.items)}`;
  return t;
}

function cell(text: string | undefined): string {
  return (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** The config reference in docs/config.md, generated from the config's JSON Schema (a test checks the page carries it). */
export function configReferenceMarkdown(): string {
  const rows: string[] = ['| Key | Type | Default | Description |', '|---|---|---|---|'];
  const walk = (props: Record<string, Schema>, prefix: string) => {
    for (const [key, s] of Object.entries(props)) {
      const path = `${prefix}${key}`;
      const dflt = s.default === undefined ? '' : `\`${JSON.stringify(s.default)}\``;
      rows.push(`| \`${path}\` | ${cell(typeOf(s))} | ${dflt} | ${cell(s.description)} |`);
      if (s.properties) walk(s.properties, `${path}.`);
      if (s.items?.properties) walk(s.items.properties, `${path}[].`);
      // a mapping of named entries (`variants`): their keys, under a placeholder name
      const named = s.additionalProperties as Schema | undefined;
      if (named && typeof named === 'object' && named.properties) walk(named.properties, `${path}.<name>.`);
    }
  };
  walk((configSchema as unknown as Schema).properties ?? {}, '');
  return `${rows.join('\n')}\n`;
}
