export declare const promptDescriptionChanged: import("../rule.js").Rule<{
    whitespaceOnly: boolean;
}>;
