"""A real MCP Python SDK client (ClientSession over stdio) for test/proxy/correlation-python.test.ts.

Reads one case per line on stdin ({"command", "args", "names"}), and for each: starts the command (the proxy in front
of a hostile server), initializes, lists the tools page by page, calls each of `names`, sends a last ping, and writes
one JSON line on stdout: what the client listed and what each call returned (or the error it raised). One process
runs every case, so the interpreter starts once.
"""

import json
import sys

import anyio
import mcp_types as types
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError


async def run_case(case: dict) -> dict:
    params = StdioServerParameters(command=case["command"], args=case["args"])
    listed: list = []
    results: list = []
    async with stdio_client(params, errlog=sys.stderr) as (read, write):
        async with ClientSession(read, write, read_timeout_seconds=30) as session:
            await session.initialize()
            cursor = None
            for _ in range(5):
                page = await session.list_tools(params=types.PaginatedRequestParams(cursor=cursor) if cursor else None)
                listed.extend(t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in page.tools)
                cursor = page.next_cursor
                if not cursor:
                    break
            for name in case["names"]:
                try:
                    r = await session.call_tool(name, {})
                    results.append(r.model_dump(mode="json", by_alias=True, exclude_none=True))
                except MCPError as e:
                    results.append({"refused": str(e)})
            await session.send_ping()
    return {"listed": listed, "results": results}


async def main() -> None:
    while True:
        line = await anyio.to_thread.run_sync(sys.stdin.readline)
        if not line:
            return
        try:
            out = await run_case(json.loads(line))
        except BaseException as e:  # noqa: BLE001 - reported to the test, which fails the case
            out = {"error": f"{type(e).__name__}: {e}"}
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()


anyio.run(main)
