"""The orders server written with FastMCP 4 (`pip install fastmcp`), which inlines `$ref`s by default.

Usage: python fastmcp_server.py [--tools v1|v2] [--transport stdio|http]
"""

import sys

sys.dont_write_bytecode = True  # no __pycache__ in the fixtures folder

from fastmcp import FastMCP

from serve import parse_args, serve_http, tools

args = parse_args()
mcp = FastMCP("orders-fastmcp", version="1.0.0" if args.tools == "v1" else "2.0.0")
for fn in tools(args.tools):
    mcp.tool(fn)

if args.transport == "http":
    serve_http(mcp.http_app(path="/mcp"))
else:
    mcp.run(transport="stdio", show_banner=False)
