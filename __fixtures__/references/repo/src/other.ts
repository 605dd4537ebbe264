// Not an MCP client: its callTool is something else.
export const api = { callTool: (o: { name: string }) => o.name };
api.callTool({ name: 'search_code' });
