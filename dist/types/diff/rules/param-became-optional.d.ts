export declare const paramBecameOptional: import("../rule.js").Rule<undefined>;
