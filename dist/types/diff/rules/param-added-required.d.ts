export declare const paramAddedRequired: import("../rule.js").Rule<{
    newForm?: string;
}>;
