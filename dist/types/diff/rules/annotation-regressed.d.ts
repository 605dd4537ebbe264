export declare const annotationRegressed: import("../rule.js").Rule<{
    key: string;
    effectiveBefore: boolean;
    effectiveAfter: boolean;
}>;
