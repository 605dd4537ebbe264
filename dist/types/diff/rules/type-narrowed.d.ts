export declare const typeNarrowed: import("../rule.js").Rule<undefined>;
