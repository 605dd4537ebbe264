export declare const outputTypeWidened: import("../rule.js").Rule<undefined>;
