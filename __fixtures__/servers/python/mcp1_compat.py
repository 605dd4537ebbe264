"""The two MCP Python SDK 1 names the vendored official time server (mcp_server_time/) uses, on top of SDK 2.

SDK 1's low-level `Server` registered handlers with decorators (`@server.list_tools()`, `@server.call_tool()`) and
raised `McpError(ErrorData)`; SDK 2 takes `on_*` handlers and raises `MCPError(code, message)`. Importing this module
before `mcp_server_time` puts SDK 1-style `Server` and `McpError` where that package imports them from, so its
`server.py` runs unchanged.
"""

from typing import Any, Awaitable, Callable

import mcp.server
import mcp.shared.exceptions
import mcp.types as types
from mcp.server.lowlevel.server import Server as _Server
from mcp.shared.exceptions import MCPError


class McpError(MCPError):
    """SDK 1's error, built from an ErrorData."""

    def __init__(self, error: types.ErrorData):
        super().__init__(error.code, error.message, error.data)


class Server(_Server):
    """SDK 2's low-level server with SDK 1's decorators for the two handlers the time server registers."""

    def list_tools(self) -> Callable[[Callable[[], Awaitable[list[types.Tool]]]], Any]:
        def register(fn: Callable[[], Awaitable[list[types.Tool]]]) -> Any:
            async def handler(_ctx: Any, _params: Any) -> types.ListToolsResult:
                return types.ListToolsResult(tools=await fn())

            self.add_request_handler("tools/list", types.PaginatedRequestParams, handler)
            return fn

        return register

    def call_tool(self) -> Callable[[Callable[[str, dict[str, Any]], Awaitable[Any]]], Any]:
        def register(fn: Callable[[str, dict[str, Any]], Awaitable[Any]]) -> Any:
            async def handler(_ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
                try:
                    content = await fn(params.name, params.arguments or {})
                except Exception as e:  # SDK 1 answered a raising tool with an error result
                    return types.CallToolResult(content=[types.TextContent(type="text", text=str(e))], is_error=True)
                return types.CallToolResult(content=list(content))

            self.add_request_handler("tools/call", types.CallToolRequestParams, handler)
            return fn

        return register


mcp.server.Server = Server  # type: ignore[misc]
mcp.shared.exceptions.McpError = McpError  # type: ignore[attr-defined]
