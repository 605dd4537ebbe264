export declare const compositionNarrowed: import("../rule.js").Rule<{
    keyword: string;
    detail: string;
}>;
