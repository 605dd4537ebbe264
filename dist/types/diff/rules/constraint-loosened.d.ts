export declare const constraintLoosened: import("../rule.js").Rule<{
    keyword: string;
}>;
