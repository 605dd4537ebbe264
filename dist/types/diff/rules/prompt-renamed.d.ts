export declare const promptRenamed: import("../rule.js").Rule<undefined>;
