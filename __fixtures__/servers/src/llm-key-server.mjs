// A server whose tool list depends on its environment, shaped like @sentry/mcp-server 0.29: with an LLM key
// (OPENAI_API_KEY set and non-empty) it lists search_events / search_issues, which take a natural-language query an
// LLM turns into a search; without one it lists list_events / list_issues, which take a raw Sentry query instead.
// find_organizations is listed either way. `--next` stands for a later release: search_events gains `limit`.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer } from '../lib/profile-server.mjs';

const withKey = Boolean(process.env.OPENAI_API_KEY);
const next = process.argv.includes('--next');
const org = { type: 'string', description: 'The organization slug.' };
const common = [
  {
    name: 'find_organizations',
    description: 'Find organizations that the user has access to in Sentry.',
    inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Filter organizations by name or slug.' } } },
    annotations: { readOnlyHint: true },
  },
];
const llm = [
  {
    name: 'search_events',
    description: 'Search for events in Sentry using natural language. An LLM translates the question into a Sentry search and aggregates counts.',
    inputSchema: {
      type: 'object',
      properties: {
        organizationSlug: org,
        naturalLanguageQuery: { type: 'string', description: 'What to look for, in plain words: "errors in checkout last hour".' },
        ...(next ? { limit: { type: 'integer', minimum: 1, maximum: 100, description: 'Maximum number of results.' } } : {}),
      },
      required: ['organizationSlug', 'naturalLanguageQuery'],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'search_issues',
    description: 'Search for grouped issues in Sentry using natural language; an LLM builds the issue query.',
    inputSchema: {
      type: 'object',
      properties: { organizationSlug: org, naturalLanguageQuery: { type: 'string', description: 'What to look for, in plain words.' } },
      required: ['organizationSlug', 'naturalLanguageQuery'],
    },
    annotations: { readOnlyHint: true },
  },
];
const raw = [
  {
    name: 'list_events',
    description: 'List events in Sentry matching a raw Sentry search query (no LLM).',
    inputSchema: {
      type: 'object',
      properties: { organizationSlug: org, query: { type: 'string', description: 'A Sentry search query: "level:error environment:prod".' } },
      required: ['organizationSlug'],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'list_issues',
    description: 'List grouped issues in Sentry matching a raw Sentry issue query (no LLM).',
    inputSchema: {
      type: 'object',
      properties: { organizationSlug: org, query: { type: 'string', description: 'A Sentry issue query: "is:unresolved".' } },
      required: ['organizationSlug'],
    },
    annotations: { readOnlyHint: true },
  },
];
const server = createProfileServer({ tools: [...common, ...(withKey ? llm : raw)] }, { name: 'llm-key-server', version: next ? '0.30.0' : '0.29.0' });
await server.connect(new StdioServerTransport());
