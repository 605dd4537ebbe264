export declare const outputDefaultChanged: import("../rule.js").Rule<undefined>;
