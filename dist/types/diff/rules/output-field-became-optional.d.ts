export declare const outputFieldBecameOptional: import("../rule.js").Rule<undefined>;
