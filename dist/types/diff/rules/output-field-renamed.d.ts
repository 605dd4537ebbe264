export declare const outputFieldRenamed: import("../rule.js").Rule<undefined>;
