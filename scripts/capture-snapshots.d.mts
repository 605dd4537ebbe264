// Types of scripts/capture-snapshots.mjs for the tests that import it.
export declare const PROFILES: string;
export declare const SNAPSHOTS: string;
export declare const CAPTURED_VERSION: string;
export declare function profileNames(): string[];
export declare function capture(name: string, cli?: string): string;
