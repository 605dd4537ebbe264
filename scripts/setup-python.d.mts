// Types of scripts/setup-python.mjs for the test support that imports it.
export interface VenvPaths {
  reason?: string;
  cache: string;
  dir: string;
  packages: string[];
  python: string;
  ready: string;
  failed: string;
  building: string;
}
export declare const REQUIREMENTS: string;
export declare function requirements(): string[];
export declare function venvPaths(): VenvPaths;
export declare function buildVenv(): { python: string; reason?: undefined } | { python?: undefined; reason: string };
export declare function buildVenvInBackground(): void;
export declare function buildUnderWay(p: VenvPaths): boolean;
