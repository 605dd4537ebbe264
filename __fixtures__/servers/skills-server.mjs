#!/usr/bin/env node
// A server of the skills extension (io.modelcontextprotocol/skills, SEP-2640), written from its specification with
// plain JSON-RPC over stdio (no SDK helper): `skills/list` and `skills/get` answer each skill's verbatim frontmatter
// and a complete manifest of its files (SHA-256 digest and size of the raw bytes), and every file is a resource under
// `skill://<skill-path>/<file-path>` read with `resources/read`. An initialize-era server: `server/discover` is
// answered "method not found".
//   --skills <dir>   every folder of <dir> holding a SKILL.md is a skill (its folder name is its path), read per request
//                    so a test can edit a file between two reads
//   --tools <file>   the tools to list (JSON array; default: one tool, search_issues)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { send, serveRequests } from './lib/json-rpc-lines.mjs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { skills: { type: 'string' }, tools: { type: 'string' } } });
if (!values.skills) {
  process.stderr.write('skills-server: --skills <dir> is required\n');
  process.exit(2);
}
const root = values.skills;
const tools = values.tools
  ? JSON.parse(readFileSync(values.tools, 'utf8'))
  : [{ name: 'search_issues', description: 'Search issues by text.', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } }];

/** The frontmatter of a SKILL.md as a JSON object: `key: value` lines between the `---` fences (the subset the fixtures use). */
function frontmatter(text) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) return {};
  const out = {};
  for (const line of m[1].split('\n')) {
    const kv = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (kv) out[kv[1]] = kv[2];
  }
  return out;
}

function filesOf(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? filesOf(p) : [p];
    });
}

/** Every skill under the root, read now: { uri, frontmatter, resources, files: Map<uri, bytes> }. */
function skills() {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort()
    .filter((name) => existsSync(join(root, name, 'SKILL.md')))
    .map((name) => {
      const dir = join(root, name);
      const files = new Map();
      for (const p of filesOf(dir)) files.set(`skill://${name}/${relative(dir, p).split(sep).join('/')}`, readFileSync(p));
      const uri = `skill://${name}/SKILL.md`;
      const resources = [...files].map(([u, bytes]) => ({ uri: u, digest: `sha256:${createHash('sha256').update(bytes).digest('hex')}`, size: bytes.length }));
      return { uri, frontmatter: frontmatter(files.get(uri).toString('utf8')), resources, files };
    });
}
const entry = ({ uri, frontmatter, resources }) => ({ uri, frontmatter, resources });

const fail = (id, code, message) => send({ id, error: { code, message } });

function answer(msg) {
  const { id, method, params } = msg;
  switch (method) {
    case 'initialize':
      return send({
        id,
        result: {
          protocolVersion: params?.protocolVersion ?? '2025-06-18',
          capabilities: { tools: {}, resources: {}, extensions: { 'io.modelcontextprotocol/skills': {} } },
          serverInfo: { name: 'skills-server', version: '1.0.0' },
        },
      });
    case 'ping':
      return send({ id, result: {} });
    case 'tools/list':
      return send({ id, result: { tools } });
    case 'skills/list':
      return send({ id, result: { resultType: 'complete', skills: skills().map(entry), ttlMs: 300000, cacheScope: 'public' } });
    case 'skills/get': {
      const skill = skills().find((s) => s.uri === params?.uri);
      if (!skill) return fail(id, -32602, `no skill at ${String(params?.uri)}`);
      return send({ id, result: { resultType: 'complete', skill: entry(skill), ttlMs: 300000, cacheScope: 'public' } });
    }
    case 'resources/list':
      return send({ id, result: { resources: skills().map((s) => ({ uri: s.uri, name: s.frontmatter.name, description: s.frontmatter.description, mimeType: 'text/markdown' })) } });
    case 'resources/templates/list':
      return send({ id, result: { resourceTemplates: [] } });
    case 'resources/read': {
      for (const s of skills()) {
        const bytes = s.files.get(params?.uri);
        if (bytes) return send({ id, result: { contents: [{ uri: params.uri, mimeType: params.uri.endsWith('.md') ? 'text/markdown' : 'text/plain', text: bytes.toString('utf8') }] } });
      }
      return fail(id, -32602, `no resource at ${String(params?.uri)}`);
    }
    case 'tools/call':
      return send({ id, result: { content: [{ type: 'text', text: JSON.stringify(params?.arguments ?? {}) }] } });
    default:
      return fail(id, -32601, `Method not found: ${method}`);
  }
}

await serveRequests(answer);
