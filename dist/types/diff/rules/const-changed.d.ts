export declare const constChanged: import("../rule.js").Rule<undefined>;
