import type { JsonValue } from '../../util/json.js';
export declare const enumWidened: import("../rule.js").Rule<{
    values: JsonValue[];
    lifted: boolean;
}>;
