export declare const outputSchemaRemoved: import("../rule.js").Rule<undefined>;
