export declare const schemaRepresentationChanged: import("../rule.js").Rule<{
    detail: string;
}>;
