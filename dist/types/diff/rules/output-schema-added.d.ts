export declare const outputSchemaAdded: import("../rule.js").Rule<undefined>;
