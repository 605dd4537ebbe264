import type { JsonValue } from '../../util/json.js';
export declare const enumNarrowed: import("../rule.js").Rule<{
    values: JsonValue[];
    imposed: boolean;
}>;
