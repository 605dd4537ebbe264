export declare const paramDescriptionChanged: import("../rule.js").Rule<{
    whitespaceOnly: boolean;
}>;
