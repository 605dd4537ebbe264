export declare const outputTypeChanged: import("../rule.js").Rule<undefined>;
