import type { ToolDef } from '../../contract/types.js';
import { isObject } from '../../util/json.js';

/** `execution.taskSupport`: absent means "forbidden" (the spec default), so spelling it out changes nothing. */
export function taskSupport(tool: ToolDef): string {
  return isObject(tool.execution) && typeof tool.execution.taskSupport === 'string' ? tool.execution.taskSupport : 'forbidden';
}
