import type { JsonValue } from '../../util/json.js';
export declare const outputEnumWidened: import("../rule.js").Rule<{
    values: JsonValue[];
    lifted: boolean;
}>;
