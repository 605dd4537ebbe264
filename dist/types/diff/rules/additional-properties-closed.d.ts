export declare const additionalPropertiesClosed: import("../rule.js").Rule<undefined>;
