export declare const outputRepresentationChanged: import("../rule.js").Rule<{
    detail: string;
}>;
