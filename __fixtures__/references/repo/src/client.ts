import type { Client } from '@modelcontextprotocol/sdk/client/index.js';

export async function find(client: Client, q: string): Promise<unknown> {
  const hits = await client.callTool({ name: 'search_code', arguments: { q } });
  const open = await client.callTool({ name: "list_issues", arguments: {} });
  const tool = q.length > 3 ? 'get_me' : 'create_issue';
  await client.callTool({ name: tool, arguments: {} });
  return [hits, open];
}
