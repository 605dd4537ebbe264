export declare const executionChanged: import("../rule.js").Rule<{
    from: string;
    to: string;
}>;
