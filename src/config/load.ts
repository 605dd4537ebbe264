import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { InputError, parseJsonFile } from '../util/errors.js';
import { isObject, type JsonObject } from '../util/json.js';
import { clientConfigFrom, clientFlavour } from './client-config.js';
import { ConfigError } from './errors.js';
import { gateConfigFrom, rememberSource } from './gate-config.js';
import { stripJsonComments } from './jsonc.js';
import type { Env } from './interpolate.js';
import { SourceLines } from './source-lines.js';
import type { GateConfig } from '../model/config.js';
import { gateFileProblems } from './validate.js';
import { isServerJson, serverJsonConfig } from './server-json.js';

export interface LoadConfigOptions {
  /** Variables for `${VAR}` interpolation (the workflow step's env). Default: process.env. */
  env?: Env;
  /** Build and interpolate only this server's entry (the others are not read: their variables need not be set). */
  only?: string;
}

/**
 * Read the gate's config: its own YAML (`.github/mcp-contract-gate.yml`) or an MCP client config JSON (`.mcp.json`,
 * `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`), told apart by content. Every problem is an
 * InputError (a ConfigError) naming the file, the key path, the line where known, and the fix.
 */
export function loadConfig(file: string, options: LoadConfigOptions = {}): GateConfig {
  return parseConfig(readConfigText(file, file), file, options);
}

/** The config file's text; a missing or unreadable file is an InputError naming it as `name`. */
function readConfigText(path: string, name: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new InputError('no such file (create it, or point the config input at an MCP client config such as .mcp.json)', name);
    throw new InputError(`cannot read the file (${code ?? (err as Error).message})`, name);
  }
}

/** Parse config text; `file` names it in messages and in each server's origin. */
export function parseConfig(text: string, file: string, options: LoadConfigOptions = {}): GateConfig {
  const env = options.env ?? process.env;
  const { data, lines, json } = parseText(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, file);
  const flavour = json ? clientFlavour(data) : undefined;
  const config =
    json && isServerJson(data)
      ? serverJsonConfig(data, file, lines, env, options.only)
      : flavour
        ? clientConfigFrom(data as JsonObject, flavour, file, lines, env, options.only)
        : gateConfigFromChecked(data ?? {}, file, lines, env, options.only);
  config.file = resolve(file);
  return rememberSource(config, file, lines);
}

function gateConfigFromChecked(data: unknown, file: string, lines: SourceLines, env: Env, only?: string): GateConfig {
  const problems = gateFileProblems(data, lines);
  if (problems.length > 0) throw new ConfigError(file, problems);
  return gateConfigFrom(data as JsonObject, file, lines, env, only);
}

/**
 * JSON (comments and trailing commas allowed, as in VS Code's files) when the text is JSON whatever the name, else
 * YAML; syntax errors name the line. Only JSON text can be an MCP client config.
 */
function parseText(text: string, file: string): { data: unknown; lines: SourceLines; json: boolean } {
  const looksLikeJson = /^\s*[{[]/.test(text);
  if (looksLikeJson || file.endsWith('.json')) {
    const plain = stripJsonComments(text);
    try {
      return { data: JSON.parse(plain), lines: SourceLines.fromText(plain), json: true };
    } catch {
      if (file.endsWith('.json')) return { data: parseJsonFile(plain, file), lines: SourceLines.fromText(plain), json: true };
      // Not JSON after all: a YAML flow mapping such as `{servers: []}`.
    }
  }
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new ConfigError(
      file,
      doc.errors.map((e) => ({
        key: '',
        line: e.linePos?.[0].line,
        message: `not valid YAML: ${e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
      })),
    );
  }
  const data: unknown = doc.toJS({ maxAliasCount: 100 });
  if (data !== null && data !== undefined && !isObject(data)) {
    throw new ConfigError(file, [{ key: '', line: 1, message: `the file must be a mapping with keys such as servers and policy (found ${Array.isArray(data) ? 'a list' : JSON.stringify(data)})` }]);
  }
  return { data, lines: SourceLines.fromDocument(doc, counter), json: false };
}

/**
 * Load a config that lives under `rootDir`, naming it by its path relative to `rootDir` in messages, origins and
 * policy sources (`.github/mcp-contract-gate.yml: servers[1].timeout …`, not a runner's absolute path).
 */
export function loadConfigAt(rootDir: string, path: string, options: LoadConfigOptions = {}): GateConfig {
  const abs = resolve(rootDir, path);
  const rel = relative(rootDir, abs);
  const name = rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : abs;
  const text = readConfigText(abs, name);
  const config = parseConfig(text, name, options);
  config.file = abs;
  return config;
}
