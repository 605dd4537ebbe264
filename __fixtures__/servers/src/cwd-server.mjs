// A server that writes where it runs into the text the model reads, as figma-developer-mcp 0.12 does (its working
// folder in a tool description), plus the home and temp folders in a schema default and an enum.
import { tmpdir, homedir } from 'node:os';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'cwd-server', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: `Files are saved under ${process.cwd()}.` });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'download_images',
      description: `Download images. Warning: --image-dir not set; images are saved under the server's cwd (${process.cwd()}).`,
      inputSchema: {
        type: 'object',
        properties: {
          dir: { type: 'string', default: `${process.cwd()}/images`, description: `Where to save; e.g. ${homedir()}/Pictures` },
          scratch: { type: 'string', enum: [`${tmpdir()}/figma`, 'memory'] },
        },
      },
    },
  ],
}));
await server.connect(new StdioServerTransport());
