export declare const outputDescriptionChanged: import("../rule.js").Rule<undefined>;
