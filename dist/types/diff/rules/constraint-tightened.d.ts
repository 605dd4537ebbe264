export declare const constraintTightened: import("../rule.js").Rule<{
    keyword: string;
}>;
