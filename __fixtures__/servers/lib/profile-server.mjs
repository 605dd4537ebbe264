// A low-level MCP Server that serves a profile file verbatim: {"tools": [...], "calls": {...}, "prompts": [...],
// "resources": [...], "resourceTemplates": [...], "serverInfo": {...}}. The tool objects go over the wire exactly as written (no SDK
// schema in between), so a test sees byte-for-byte what the scenario file holds.
import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';

export function readProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(profile.tools)) throw new Error(`${file}: a profile needs a "tools" array`);
  return profile;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Items of one page: `cursor` is the offset of the page as a string. */
function page(items, cursor, pageSize) {
  if (!pageSize) return { items, next: undefined };
  const start = cursor ? Number(cursor) : 0;
  const end = start + pageSize;
  return { items: items.slice(start, end), next: end < items.length ? String(end) : undefined };
}

/**
 * options: pageSize (paginate every list), delayMs (wait before each list answer), name/version (serverInfo),
 * toolsFor(clientCapabilities) (the tool list to serve; default: the profile's).
 */
export function createProfileServer(profile, options = {}) {
  const capabilities = { tools: options.listChanged ? { listChanged: true } : {} };
  if (profile.prompts) capabilities.prompts = {};
  if (profile.resourceTemplates || profile.resources) capabilities.resources = {};
  const serverInfo = { name: 'scenario-server', version: '1.0.0', ...profile.serverInfo };
  if (options.name) serverInfo.name = options.name;
  if (options.version) serverInfo.version = options.version;
  const server = new Server(serverInfo, { capabilities, ...(profile.instructions ? { instructions: profile.instructions } : {}) });
  const delay = async () => {
    if (options.delayMs) await sleep(options.delayMs);
  };
  const tools = () => (options.toolsFor ? options.toolsFor(server.getClientCapabilities() ?? {}) : profile.tools);

  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    await delay();
    const { items, next } = page(tools(), request.params?.cursor, options.pageSize);
    return next === undefined ? { tools: items } : { tools: items, nextCursor: next };
  });

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args = {} } = request.params;
    const tool = tools().find((t) => t && t.name === name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `unknown tool: ${name}` }] };
    const scripted = profile.calls?.[name];
    if (scripted) {
      const structuredContent = scripted.structuredContent === undefined ? undefined : fill(scripted.structuredContent, args);
      const text = scripted.text === undefined ? JSON.stringify(structuredContent ?? {}) : fill(scripted.text, args);
      return structuredContent === undefined ? { content: [{ type: 'text', text }] } : { content: [{ type: 'text', text }], structuredContent };
    }
    const text = JSON.stringify(args);
    if (tool.outputSchema) return { content: [{ type: 'text', text }], structuredContent: sample(tool.outputSchema, args) };
    return { content: [{ type: 'text', text }] };
  });

  if (profile.prompts) {
    server.setRequestHandler(ListPromptsRequestSchema, async (request) => {
      await delay();
      const { items, next } = page(profile.prompts, request.params?.cursor, options.pageSize);
      return next === undefined ? { prompts: items } : { prompts: items, nextCursor: next };
    });
    server.setRequestHandler(GetPromptRequestSchema, async (request) => ({
      messages: [{ role: 'user', content: { type: 'text', text: `${request.params.name} ${JSON.stringify(request.params.arguments ?? {})}` } }],
    }));
  }
  if (profile.resources) {
    server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
      await delay();
      const { items, next } = page(profile.resources, request.params?.cursor, options.pageSize);
      return next === undefined ? { resources: items } : { resources: items, nextCursor: next };
    });
  }
  if (profile.resourceTemplates) {
    server.setRequestHandler(ListResourceTemplatesRequestSchema, async (request) => {
      await delay();
      const { items, next } = page(profile.resourceTemplates, request.params?.cursor, options.pageSize);
      return next === undefined ? { resourceTemplates: items } : { resourceTemplates: items, nextCursor: next };
    });
  }
  return server;
}

/**
 * `{{arg}}` substitution. A string that is exactly one placeholder becomes the argument's value (any type), and the
 * key is dropped when the argument is missing; inside longer text a missing argument becomes "".
 */
export function fill(template, args) {
  if (typeof template === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(template);
    if (whole) return args[whole[1]];
    return template.replace(/\{\{(\w+)\}\}/g, (_, key) => (args[key] === undefined ? '' : typeof args[key] === 'string' ? args[key] : JSON.stringify(args[key])));
  }
  if (Array.isArray(template)) return template.map((t) => fill(t, args)).filter((v) => v !== undefined);
  if (template && typeof template === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(template)) {
      const value = fill(v, args);
      if (value !== undefined) out[k] = value;
    }
    return out;
  }
  return template;
}

/** A small instance of a JSON Schema: arguments of the same name where they fit, else the simplest valid value. */
export function sample(schema, args = {}) {
  if (!schema || typeof schema !== 'object') return null;
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (key in args) out[key] = args[key];
        else if ((schema.required ?? []).includes(key)) out[key] = sample(sub);
      }
      return out;
    }
    case 'array':
      return [];
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}
