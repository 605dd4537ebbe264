export declare const paramRenamed: import("../rule.js").Rule<{
    closed: boolean;
    requiredAfter: boolean;
    descriptionChanged?: boolean;
}>;
