export declare const toolRemoved: import("../rule.js").Rule<undefined>;
