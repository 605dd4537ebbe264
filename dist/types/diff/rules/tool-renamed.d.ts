export declare const toolRenamed: import("../rule.js").Rule<undefined>;
