export declare const promptArgumentDescriptionChanged: import("../rule.js").Rule<{
    whitespaceOnly: boolean;
}>;
