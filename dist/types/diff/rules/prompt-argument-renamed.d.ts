export declare const promptArgumentRenamed: import("../rule.js").Rule<{
    requiredAfter: boolean;
}>;
