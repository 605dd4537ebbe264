export declare const outputWidened: import("../rule.js").Rule<{
    detail: string;
}>;
