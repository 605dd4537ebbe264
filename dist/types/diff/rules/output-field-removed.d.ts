export declare const outputFieldRemoved: import("../rule.js").Rule<undefined>;
