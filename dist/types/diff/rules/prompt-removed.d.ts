export declare const promptRemoved: import("../rule.js").Rule<undefined>;
