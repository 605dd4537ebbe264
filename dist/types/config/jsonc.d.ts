/**
 * JSON with comments and trailing commas (VS Code's `.vscode/mcp.json` is JSONC) → plain JSON text of the same
 * length: comments and trailing commas become spaces (newlines kept), so positions in error messages still match.
 */
export declare function stripJsonComments(text: string): string;
