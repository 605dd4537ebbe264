export declare const paramBecameRequired: import("../rule.js").Rule<undefined>;
