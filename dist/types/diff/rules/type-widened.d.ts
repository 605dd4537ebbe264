export declare const typeWidened: import("../rule.js").Rule<undefined>;
