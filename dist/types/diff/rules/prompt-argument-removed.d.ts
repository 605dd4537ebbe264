export declare const promptArgumentRemoved: import("../rule.js").Rule<undefined>;
