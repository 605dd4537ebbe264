/** GitHub test infrastructure: an API stand-in validated against GitHub's own descriptions, webhook payloads, git helpers. */
export * from './standin.js';
export * from './events.js';
export { CacheService, CACHE_SERVICE, type CacheCall, type BlobCall, type CacheEntry, type CacheMethod } from './cache.js';
export { Faults, type FaultSpec, type FaultMatch, type ActiveFault } from './faults.js';
export { createTestRepo, commitFiles, branchHead, gitEnv, git, type TestRepo } from './git.js';
export { openApi, HAND_LIMITS, PER_PAGE_MAX, type ValidationIssue, type OpenApiDescription } from './openapi.js';
export { githubGraphqlSchema, GitHubGraphqlError } from './graphql.js';
export { identity, GITHUB_ACTIONS_BOT, type Identity, type Role } from './objects.js';
export { standInOctokit, type StandInOctokitOptions } from './octokit.js';
