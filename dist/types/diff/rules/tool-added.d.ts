export declare const toolAdded: import("../rule.js").Rule<{
    destructive?: string;
}>;
