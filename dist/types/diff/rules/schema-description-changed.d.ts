export declare const schemaDescriptionChanged: import("../rule.js").Rule<{
    whitespaceOnly: boolean;
}>;
