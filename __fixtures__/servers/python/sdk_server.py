"""The orders server written with the MCP Python SDK 2 (`pip install mcp`: MCPServer, formerly FastMCP), which keeps
shared models as `$defs`/`$ref`.

Usage: python sdk_server.py [--tools v1|v2] [--transport stdio|http]
"""

import sys

sys.dont_write_bytecode = True  # no __pycache__ in the fixtures folder

from mcp.server.mcpserver import MCPServer

from serve import parse_args, serve_http, tools

args = parse_args()
mcp = MCPServer("orders-sdk", version="1.0.0" if args.tools == "v1" else "2.0.0", log_level="WARNING")
for fn in tools(args.tools):
    mcp.tool()(fn)

if args.transport == "http":
    serve_http(mcp.streamable_http_app(streamable_http_path="/mcp"))
else:
    mcp.run(transport="stdio")
