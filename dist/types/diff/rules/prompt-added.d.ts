export declare const promptAdded: import("../rule.js").Rule<undefined>;
