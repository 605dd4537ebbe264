export declare const outputNarrowed: import("../rule.js").Rule<{
    detail: string;
}>;
