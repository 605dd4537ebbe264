export declare const annotationRelaxed: import("../rule.js").Rule<{
    key: string;
    effectiveBefore: boolean;
    effectiveAfter: boolean;
}>;
