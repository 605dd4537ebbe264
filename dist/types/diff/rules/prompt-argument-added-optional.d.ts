export declare const promptArgumentAddedOptional: import("../rule.js").Rule<undefined>;
