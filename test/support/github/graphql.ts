/**
 * GitHub's GraphQL schema (npm `@octokit/graphql-schema`, `schema.json` introspection; the SDL file in that package does
 * not build with graphql-js: it defines `EnterpriseOwnerInfo.repositoryDeployKeySetting` twice), loaded on first use.
 * Requests are parsed, validated and executed with graphql-js, so variables are coerced and checked against the real
 * input types (`CreateCommitOnBranchInput`, `GitObjectID!`, …); resolvers are supplied by the stand-in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildClientSchema, execute, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema, type IntrospectionQuery, type OperationDefinitionNode } from 'graphql';
import { ROOT } from '../paths.js';
import type { ValidationIssue } from './openapi.js';

export const GRAPHQL_SCHEMA_PATH = join(ROOT, 'node_modules/@octokit/graphql-schema/schema.json');

let schema: GraphQLSchema | undefined;
export function githubGraphqlSchema(): GraphQLSchema {
  if (!schema) {
    const json = JSON.parse(readFileSync(GRAPHQL_SCHEMA_PATH, 'utf8')) as { data?: IntrospectionQuery } & IntrospectionQuery;
    schema = buildClientSchema(json.data ?? json);
  }
  return schema;
}

/** An error a resolver raises the way GitHub reports it: `{ type, path, locations, message }` in `errors`. */
export class GitHubGraphqlError extends Error {
  constructor(
    readonly type: 'NOT_FOUND' | 'FORBIDDEN' | 'STALE_DATA' | 'UNPROCESSABLE' | 'INTERNAL' | string,
    message: string,
    readonly extensions?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface GraphqlRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphqlOutcome {
  status: number;
  body: { data?: unknown; errors?: unknown[] };
  /** Problems with the request itself (parse, validation, variables): the caller records them as invalid. */
  issues: ValidationIssue[];
  operationType?: 'query' | 'mutation' | 'subscription';
  operationName?: string | null;
  /** Top-level fields selected, e.g. ['createCommitOnBranch']. */
  fields: string[];
  document?: DocumentNode;
}

/**
 * Parses, validates and (when `run` is true) executes one GraphQL request. `beforeExecute` may veto execution (faults,
 * read-only tokens) by returning a body to answer instead.
 */
export async function runGraphql(
  request: GraphqlRequestBody,
  rootValue: Record<string, unknown>,
  beforeExecute?: (info: { operationType: 'query' | 'mutation' | 'subscription'; fields: string[]; operation: OperationDefinitionNode }) => { data?: unknown; errors: unknown[] } | undefined,
): Promise<GraphqlOutcome> {
  const fail = (message: string, keyword: string, extra: Partial<GraphqlOutcome> = {}): GraphqlOutcome => ({
    status: 200,
    body: { errors: [{ message }] },
    issues: [{ in: 'graphql', path: '', keyword, message }],
    fields: [],
    ...extra,
  });
  if (typeof request.query !== 'string' || request.query.trim() === '') {
    return fail('A query attribute must be specified and must be a string.', 'query');
  }
  if (request.variables !== undefined && request.variables !== null && (typeof request.variables !== 'object' || Array.isArray(request.variables))) {
    return fail('Variables must be an object.', 'variables');
  }
  const s = githubGraphqlSchema();
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (e) {
    const err = e as GraphQLError;
    return { status: 200, body: { errors: [{ message: err.message, locations: err.locations }] }, issues: [{ in: 'graphql', path: '', keyword: 'parse', message: err.message }], fields: [] };
  }
  const validationErrors = validate(s, document);
  if (validationErrors.length) {
    return {
      status: 200,
      body: { errors: validationErrors.map((e) => ({ locations: e.locations, message: e.message })) },
      issues: validationErrors.map((e) => ({ in: 'graphql' as const, path: '', keyword: 'validation', message: e.message })),
      fields: [],
      document,
    };
  }
  const operationName = typeof request.operationName === 'string' ? request.operationName : null;
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  const operation = operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
  if (!operation) return fail(operationName ? `Unknown operation named "${operationName}".` : 'An operation name is required when the document has several operations.', 'operationName', { document });
  const fields = operation.selectionSet.selections.flatMap((sel) => (sel.kind === 'Field' ? [sel.name.value] : []));
  const base = { operationType: operation.operation, operationName: operation.name?.value ?? null, fields, document };
  const veto = beforeExecute?.({ operationType: operation.operation, fields, operation });
  if (veto) return { status: 200, body: veto, issues: [], ...base };

  const result: ExecutionResult = await execute({
    schema: s,
    document,
    rootValue,
    variableValues: (request.variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: operationName ?? undefined,
  });
  const issues: ValidationIssue[] = [];
  const errors = (result.errors ?? []).map((e) => {
    const orig = e.originalError;
    if (orig instanceof GitHubGraphqlError) {
      return { type: orig.type, path: e.path, ...(orig.extensions ? { extensions: orig.extensions } : {}), locations: e.locations, message: orig.message };
    }
    // Anything else is either a variable that does not fit the schema (no data at all) or a bug in a resolver.
    issues.push({ in: 'graphql', path: (e.path ?? []).join('.'), keyword: result.data === undefined ? 'variables' : 'execution', message: e.message });
    return { ...(e.path ? { path: e.path } : {}), locations: e.locations, message: e.message };
  });
  const body: GraphqlOutcome['body'] = {};
  if (result.data !== undefined) body.data = result.data;
  if (errors.length) body.errors = errors;
  return { status: 200, body, issues, ...base };
}

export { GraphQLError };
