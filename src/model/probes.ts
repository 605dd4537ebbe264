import type { JsonObject, JsonValue } from '../util/json.js';

/** What a probe case expects of a tool's answer. */
export type Expectation =
  | { contains: string }
  /** A JSON Schema the structured output (structuredContent, else the text parsed as JSON) must satisfy. */
  | { schema: JsonObject }
  /** The call must fail (isError: true). */
  | { error: true };

/** A frozen case: call a tool with these arguments and check the answer, or check the surface lists no forbidden tool. */
export interface ProbeCase {
  id: string;
  /** Server id; may be left out when the config has one server. */
  server?: string;
  tool?: string;
  arguments?: JsonObject;
  expect?: Expectation[];
  /** Globs of tool names the server must not list. */
  forbiddenTools?: string[];
}

export interface ProbeResult {
  id: string;
  server: string;
  status: 'pass' | 'fail' | 'error';
  /** Why it failed or could not run (plain text; server output inside is untrusted). */
  reason?: string;
  /** What came back, shortened. */
  observed?: JsonValue;
}

export interface ProbeRun {
  /** `base` or `head`. */
  ref: string;
  results: ProbeResult[];
  passed: number;
  total: number;
}

export type ProbeDecision = 'promote' | 'hold' | 'rollback';

export interface ProbeVerdict {
  decision: ProbeDecision;
  reasons: string[];
  head: ProbeRun;
  base?: ProbeRun;
}
