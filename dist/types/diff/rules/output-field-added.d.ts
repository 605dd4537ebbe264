export declare const outputFieldAdded: import("../rule.js").Rule<undefined>;
