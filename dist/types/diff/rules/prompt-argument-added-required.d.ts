export declare const promptArgumentAddedRequired: import("../rule.js").Rule<undefined>;
