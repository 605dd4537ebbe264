#!/usr/bin/env node
// Not an MCP server: an HTTP endpoint that answers every request badly, to test how remote discovery reports it.
//   --mode html404: 404 with a whole HTML page.
//   --mode huge: 200 application/json, then an endless body (no content-length), until the client stops reading.
// Prints "LISTENING <port>" on stdout once it accepts connections.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { mode: { type: 'string', default: 'html404' } } });
const page = `<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head>\n<body>\n${'<p>The page you asked for is not here. '.repeat(200)}</p>\n</body></html>\n`;
const chunk = Buffer.alloc(1024 * 1024, 0x20);

const http = createServer((req, res) => {
  req.resume();
  if (values.mode === 'huge') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"jsonrpc":"2.0","id":0,"result":{"padding":"');
    const pump = () => {
      while (res.write(chunk)) if (res.destroyed) return;
      res.once('drain', pump);
    };
    res.on('close', () => res.removeAllListeners('drain'));
    pump();
    return;
  }
  res.writeHead(404, { 'content-type': 'text/html' }).end(page);
});
http.listen(0, '127.0.0.1', () => console.log(`LISTENING ${http.address().port}`));
