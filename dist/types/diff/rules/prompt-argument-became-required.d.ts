export declare const promptArgumentBecameRequired: import("../rule.js").Rule<undefined>;
