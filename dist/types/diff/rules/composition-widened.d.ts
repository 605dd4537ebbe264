export declare const compositionWidened: import("../rule.js").Rule<{
    keyword: string;
    detail: string;
}>;
