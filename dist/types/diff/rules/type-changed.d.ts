export declare const typeChanged: import("../rule.js").Rule<undefined>;
