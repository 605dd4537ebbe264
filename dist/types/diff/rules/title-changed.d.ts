export declare const titleChanged: import("../rule.js").Rule<undefined>;
