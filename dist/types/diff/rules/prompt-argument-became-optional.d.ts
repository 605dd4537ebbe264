export declare const promptArgumentBecameOptional: import("../rule.js").Rule<undefined>;
