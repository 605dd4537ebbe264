export declare const defaultChanged: import("../rule.js").Rule<undefined>;
