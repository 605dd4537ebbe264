import type { PromptDef, ToolDef } from '../../contract/types.js';
import { isObject } from '../../util/json.js';
import { assignPairs, assignCandidates } from './assign.js';
import { inputSchemaKey, inputSchemaKeys, renameEvidence } from './evidence.js';
import { diceOfBags, nameSimilarity, nameSimilarityOf, nameTokens, textSimilarity, tokenBag, wordTokens, type TokenBag } from './similarity.js';

import type { PairingRule } from './assign.js';

/** A tool rename needs a clear winner: strong evidence, or a fair score that beats every rival by a margin. */
export const TOOL_RENAME_RULE: PairingRule = { threshold: 0.45, strong: 0.75, margin: 0.1 };

/**
 * A token shared by more tools than this (on either side) is too common to propose candidates on its own ("the",
 * "list", "id"): pairs that share only such tokens are still found through their rarer tokens, their parameter
 * names, an identical description or an identical input schema.
 */
export const CANDIDATE_TOKEN_LIMIT = 64;

function paramNames(tool: ToolDef): Set<string> {
  const props = isObject(tool.inputSchema) && isObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  return new Set(Object.keys(props));
}

/** Shared over all, of two sets (`aList`: the members of `a`, walked without an iterator). */
function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>, aList: readonly string[] = [...a]): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (let i = 0; i < aList.length; i++) if (b.has(aList[i] as string)) shared++;
  return shared / (a.size + b.size - shared);
}

/** What pairing weighs of one tool, computed once per tool rather than once per candidate pair. */
interface ToolFeatures {
  tool: ToolDef;
  nameTokens: string[];
  params: Set<string>;
  paramList: string[];
  words: TokenBag;
  /** Canonical normalised input schema; only compared when the tool has parameters. */
  schema: string | undefined;
}

function features(tool: ToolDef, schemaKey: (tool: ToolDef) => string = inputSchemaKey): ToolFeatures {
  const params = paramNames(tool);
  return {
    tool,
    nameTokens: nameTokens(tool.name),
    params,
    paramList: [...params],
    words: tokenBag(wordTokens(tool.description)),
    schema: params.size > 0 ? schemaKey(tool) : undefined,
  };
}

function scoreFeatures(a: ToolFeatures, b: ToolFeatures): number {
  // two tools without parameters share nothing by that measure: no evidence either way
  const params = a.params.size === 0 && b.params.size === 0 ? 0.5 : jaccard(a.params, b.params, a.paramList);
  const text = diceOfBags(a.words, b.words, a.tool.description, b.tool.description);
  let score = 0.35 * nameSimilarityOf(a.tool.name, a.nameTokens, b.tool.name, b.nameTokens) + 0.35 * text + 0.3 * params;
  if (a.schema !== undefined && a.schema === b.schema) score += 0.1;
  return score;
}

/**
 * How likely tool `b` is tool `a` under a new name: name tokens (camelCase → kebab-case, go_back → navigate_back),
 * description words and parameter names, with a bonus for an identical input schema.
 */
export function toolRenameScore(a: ToolDef, b: ToolDef): number {
  return scoreFeatures(features(a), features(b));
}

/** How many of a tool's description words (its rarest) index it: enough to meet a rename whose description was edited. */
export const CANDIDATE_WORDS = 8;

/** The keys under which a tool is indexed (its description words are added separately, rarest first). */
function indexKeys(f: ToolFeatures): string[] {
  const keys: string[] = [];
  for (const p of f.paramList) keys.push(`p:${p}`);
  for (const t of f.nameTokens) keys.push(`n:${t}`);
  keys.push(`d:${f.tool.description ?? ''}`);
  if (f.schema !== undefined) keys.push(`s:${f.schema}`);
  // without parameters, the name and description are all the evidence there is: a name edit (annotate → annotated)
  // can pair two such tools that share no token, so they are all compared with each other
  if (f.params.size === 0) keys.push('noparams');
  return keys;
}

/**
 * Candidate pairs from an inverted index instead of every removed × added pair: two tools are scored against each
 * other when they share a parameter name, a name token or one of their CANDIDATE_WORDS rarest description words, or
 * have the same description or input schema, or both lack parameters. Keys held by more than CANDIDATE_TOKEN_LIMIT
 * tools on a side are too common to propose a pair on their own (the exact-match keys excepted).
 */
function candidatePairs(left: ToolFeatures[], right: ToolFeatures[]): Array<[number, number]> {
  const wordFreq = new Map<string, number>();
  for (const f of [...left, ...right]) for (const w of f.words.tokens) wordFreq.set(w, (wordFreq.get(w) ?? 0) + 1);
  const keysOf = (f: ToolFeatures): string[] => {
    const words = f.words.tokens.slice().sort((a, b) => (wordFreq.get(a) as number) - (wordFreq.get(b) as number) || (a < b ? -1 : a > b ? 1 : 0));
    return [...indexKeys(f), ...words.slice(0, CANDIDATE_WORDS).map((w) => `w:${w}`)];
  };
  const index = new Map<string, number[]>();
  right.forEach((f, j) => {
    for (const k of keysOf(f)) {
      const list = index.get(k);
      if (list) list.push(j);
      else index.set(k, [j]);
    }
  });
  const leftCount = new Map<string, number>();
  const leftKeys = left.map(keysOf);
  for (const keys of leftKeys) for (const k of keys) leftCount.set(k, (leftCount.get(k) ?? 0) + 1);
  const exact = (k: string) => k.startsWith('d:') || k.startsWith('s:') || k === 'noparams';
  const out: Array<[number, number]> = [];
  leftKeys.forEach((keys, i) => {
    const seen = new Set<number>();
    for (const k of keys) {
      const list = index.get(k);
      if (!list) continue;
      if (!exact(k) && (list.length > CANDIDATE_TOKEN_LIMIT || (leftCount.get(k) ?? 0) > CANDIDATE_TOKEN_LIMIT)) continue;
      for (const j of list) {
        if (seen.has(j)) continue;
        seen.add(j);
        out.push([i, j]);
      }
    }
  });
  return out;
}

export interface ToolPairing {
  /** Pairs with enough evidence (src/diff/pairing/evidence.ts): reported as tool-renamed. */
  renamed: Array<[ToolDef, ToolDef]>;
  /** Pairs pairing proposed but the evidence rule turned down: a removal and an addition, noted as a possible rename. */
  possible: Array<[ToolDef, ToolDef]>;
}

export function pairTools(removed: ToolDef[], added: ToolDef[]): ToolPairing {
  if (removed.length === 0 || added.length === 0) return { renamed: [], possible: [] };
  const schemaKey = inputSchemaKeys();
  const left = removed.map((t) => features(t, schemaKey));
  const right = added.map((t) => features(t, schemaKey));
  const scored = candidatePairs(left, right).map(([i, j]): [number, number, number] => [i, j, scoreFeatures(left[i] as ToolFeatures, right[j] as ToolFeatures)]);
  const out: ToolPairing = { renamed: [], possible: [] };
  for (const [a, b] of assignCandidates(removed, added, scored, TOOL_RENAME_RULE)) (renameEvidence(a, b, schemaKey).renamed ? out.renamed : out.possible).push([a, b]);
  return out;
}

export function promptRenameScore(a: PromptDef, b: PromptDef): number {
  const args = (p: PromptDef) => new Set((p.arguments ?? []).map((x) => x.name));
  return 0.4 * nameSimilarity(a.name, b.name) + 0.35 * textSimilarity(a.description, b.description) + 0.25 * jaccard(args(a), args(b));
}

export function pairPrompts(removed: PromptDef[], added: PromptDef[]): Array<[PromptDef, PromptDef]> {
  return assignPairs(removed, added, promptRenameScore, TOOL_RENAME_RULE).map(([a, b]) => [a, b]);
}
