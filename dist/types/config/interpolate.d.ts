/**
 * `${VAR}` interpolation from the workflow environment, as MCP client configs do it:
 *   ${VAR}            the value; an error when VAR is not set
 *   ${VAR:-default}   default when VAR is unset or empty;  ${VAR-default}: default only when unset
 *   ${env:VAR}        VS Code's spelling of ${VAR} (same rules, with :- defaults)
 *   $${…}             a literal "${…}"
 *   ${workspaceFolder} kept as is: discovery replaces it with the checkout folder (head or base)
 */
export type Env = Record<string, string | undefined>;
export declare const WORKSPACE_FOLDER = "${workspaceFolder}";
export declare class InterpolationError extends Error {
}
export declare function interpolate(value: string, env: Env): string;
/** Replace `${workspaceFolder}` with the checkout folder the server runs in. */
export declare function expandWorkspaceFolder(value: string, rootDir: string): string;
