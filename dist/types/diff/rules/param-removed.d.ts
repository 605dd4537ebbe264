export declare const paramRemoved: import("../rule.js").Rule<{
    closed: boolean;
}>;
