// A server that writes the machine's time zone into the text the model reads, as the official Python time server
// (mcp-server-time) does: its local zone in a parameter description, beside static example zones, and here also the
// zone with its current UTC offset in the tool description. The zone is this process's (TZ, else the system's).
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
const server = new Server({ name: 'tz-server', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'get_current_time',
      description: `Get the current time. Local time zone: ${zone} (${offset}). Times are written in ISO 8601 (2026-01-01T09:00:00+01:00).`,
      inputSchema: {
        type: 'object',
        properties: {
          timezone: {
            type: 'string',
            description: `IANA timezone name (e.g., 'America/New_York', 'Europe/London'). Use '${zone}' as local timezone if no timezone provided by the user.`,
          },
        },
        required: ['timezone'],
      },
    },
  ],
}));
await server.connect(new StdioServerTransport());
