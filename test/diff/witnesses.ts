import type { ToolDef } from '../../src/contract/types.js';
import type { Change } from '../../src/diff/types.js';
import type { JsonValue } from '../../src/util/json.js';
import { ajvAccepts, ajvAcceptsCall } from './subschema/ajv.js';

const row = (c: Change) => `${c.rule} ${c.severity} ${c.path}`.trim();

/**
 * Every breaking finding about a schema carries a witness, a whole call (an output: a whole value), that ajv accepts
 * under the old schema's calls and rejects under the new one (an output: accepts under the new, rejects under the old).
 */
export function checkWitnesses(changes: Change[], before: ToolDef[], after: ToolDef[]): void {
  for (const c of changes) {
    const output = c.pointer.startsWith('/outputSchema');
    if (c.severity !== 'breaking' || !(c.pointer.startsWith('/inputSchema') || output)) continue;
    const a = before.find((t) => t.name === c.tool);
    const b = after.find((t) => t.name === c.tool);
    if (!a || !b) continue;
    expect([row(c), 'has a witness', c.witness !== undefined]).toEqual([row(c), 'has a witness', true]);
    const w = c.witness!;
    expect([row(c), 'a whole value', w.of]).toEqual([row(c), 'a whole value', '']);
    const oldSchema = (output ? a.outputSchema : a.inputSchema) as JsonValue;
    const newSchema = (output ? b.outputSchema : b.inputSchema) as JsonValue;
    if (output) {
      expect([row(c), 'passes the new output schema', ajvAccepts(newSchema, w.value)]).toEqual([row(c), 'passes the new output schema', true]);
      expect([row(c), 'fails the old output schema', ajvAccepts(oldSchema, w.value)]).toEqual([row(c), 'fails the old output schema', false]);
    } else {
      expect([row(c), 'a call of the old schema', ajvAcceptsCall(oldSchema, w.value)]).toEqual([row(c), 'a call of the old schema', true]);
      expect([row(c), 'fails the new schema', ajvAccepts(newSchema, w.value)]).toEqual([row(c), 'fails the new schema', false]);
    }
  }
}
