export declare const additionalPropertiesOpened: import("../rule.js").Rule<undefined>;
