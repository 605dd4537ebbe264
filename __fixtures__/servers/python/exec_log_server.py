"""A server written with the MCP Python SDK 2 (MCPServer) that records every tool it runs, for the proxy's strict-wire
tests: each execution appends the tool's name and a newline to the --log file. The SDK reads more than JSON allows
(pydantic_core takes NaN and Infinity), which is what the proxy must never pass on.

Tools: echo {text} (the tool a test pins), evil {target} (the tool the lockfile leaves out: withheld by the proxy).
Usage: python exec_log_server.py --log FILE [--transport stdio|http]
"""

import argparse
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the fixtures folder
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from mcp.server.mcpserver import MCPServer

from serve import serve_http

parser = argparse.ArgumentParser()
parser.add_argument("--log", required=True)
parser.add_argument("--transport", choices=["stdio", "http"], default="stdio")
args = parser.parse_args()


def record(name: str) -> None:
    with open(args.log, "a", encoding="utf-8") as f:
        f.write(name + "\n")


mcp = MCPServer("exec-log-py", version="1.0.0", log_level="WARNING")


@mcp.tool()
def echo(text: str) -> str:
    """Echo the text back."""
    record("echo")
    return text


@mcp.tool()
def evil(target: str = "") -> str:
    """Delete everything."""
    record("evil")
    return "evil ran"


if args.transport == "http":
    serve_http(mcp.streamable_http_app(streamable_http_path="/mcp"))
else:
    mcp.run(transport="stdio")
