export declare const paramAddedOptional: import("../rule.js").Rule<undefined>;
