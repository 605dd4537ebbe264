export declare const annotationChanged: import("../rule.js").Rule<{
    key: string;
}>;
