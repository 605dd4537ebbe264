export declare const toolDescriptionChanged: import("../rule.js").Rule<{
    whitespaceOnly: boolean;
}>;
