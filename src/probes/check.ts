import { Ajv } from 'ajv';
import picomatch from 'picomatch';
import { isObject, type JsonValue } from '../util/json.js';
import type { Expectation, ProbeCase, ProbeResult } from '../model/probes.js';

/** Made on first use: a run without probes does not pay for it at start. */
let shared: Ajv | undefined;
const ajvOf = (): Ajv => (shared ??= new Ajv({ allErrors: true, strict: false }));

/** The text of a tools/call result (its text content items, joined). */
export function textOf(result: Record<string, unknown>): string {
  const content = Array.isArray(result.content) ? result.content : [];
  return content
    .filter((c): c is { type: string; text: string } => isObject(c) && c.type === 'text' && typeof c.text === 'string')
    .map((c) => c.text)
    .join('\n');
}

function structuredOf(result: Record<string, unknown>): unknown {
  if (result.structuredContent !== undefined) return result.structuredContent;
  try {
    return JSON.parse(textOf(result));
  } catch {
    return undefined;
  }
}

/** Check one tools/call answer against a case's expectations. Pure. */
export function checkCall(c: ProbeCase, server: string, result: Record<string, unknown>): ProbeResult {
  const failures: string[] = [];
  const isError = result.isError === true;
  const wantsError = (c.expect ?? []).some((e) => 'error' in e);
  if (isError && !wantsError) failures.push(`the call failed: ${textOf(result).slice(0, 200) || 'isError: true'}`);
  for (const e of c.expect ?? []) failures.push(...unmet(e, result, isError));
  const observed = (result.structuredContent ?? textOf(result).slice(0, 500)) as JsonValue;
  return failures.length ? { id: c.id, server, status: 'fail', reason: failures.join('; '), observed } : { id: c.id, server, status: 'pass', observed };
}

function unmet(e: Expectation, result: Record<string, unknown>, isError: boolean): string[] {
  if ('error' in e) return isError ? [] : ['the call was expected to fail, and succeeded'];
  if ('contains' in e) {
    const text = textOf(result);
    const json = result.structuredContent === undefined ? '' : JSON.stringify(result.structuredContent);
    return text.includes(e.contains) || json.includes(e.contains) ? [] : [`the answer does not contain ${JSON.stringify(e.contains)}`];
  }
  const data = structuredOf(result);
  if (data === undefined) return ['no structured output to check against the schema'];
  const validate = ajvOf().compile(e.schema);
  if (validate(data)) return [];
  return (validate.errors ?? []).slice(0, 3).map((er) => {
    if (er.keyword === 'required') return `the structured output is missing ${JSON.stringify((er.params as { missingProperty: string }).missingProperty)}`;
    return `structured output ${er.instancePath || '(root)'} ${er.message ?? 'does not match'}`;
  });
}

/** A role-surface case: none of the listed tools may match the forbidden globs. */
export function checkSurface(c: ProbeCase, server: string, toolNames: string[]): ProbeResult {
  const exposed = toolNames.filter((n) => (c.forbiddenTools ?? []).some((g) => picomatch.isMatch(n, g, { dot: true })));
  return exposed.length
    ? { id: c.id, server, status: 'fail', reason: `exposes forbidden tool${exposed.length === 1 ? '' : 's'} ${exposed.map((n) => `'${n}'`).join(', ')}`, observed: exposed }
    : { id: c.id, server, status: 'pass' };
}
