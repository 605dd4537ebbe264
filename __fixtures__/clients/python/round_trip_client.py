"""A real MCP Python SDK client (ClientSession over stdio) for test/proxy/round-trips-python.test.ts.

Starts the command given as arguments (the proxy in front of __fixtures__/servers/rounds-server.mjs), lists the
tools, calls pinned_tool and takes its `input_required` answer (SEP-2322), retries it with the answer to its input
request and the server's requestState, then retries other_tool with that same state, and opens a subscriptions/listen
stream (SEP-2575) on file:///ok; prints one JSON line: the tools the input request offered, the retry's result, the
error the swapped retry raised, the filter the listen's acknowledgment honored and the events its stream yielded.
"""

import json
import sys

import anyio
import mcp_types as types
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.subscriptions import listen
from mcp.shared.exceptions import MCPError


async def main() -> None:
    params = StdioServerParameters(command=sys.argv[1], args=sys.argv[2:])
    out: dict = {}
    async with stdio_client(params, errlog=sys.stderr) as (read, write):
        async with ClientSession(read, write, read_timeout_seconds=30) as session:
            await session.discover()  # the 2026-07-28 era: input_required answers and listen streams
            out["listed"] = [t.name for t in (await session.list_tools()).tools]
            first = await session.call_tool("pinned_tool", {}, allow_input_required=True)
            assert isinstance(first, types.InputRequiredResult), first
            ask = first.input_requests["ask"]
            out["offered"] = [t.name for t in (ask.params.tools or [])]
            answer = types.CreateMessageResult(role="assistant", content=types.TextContent(type="text", text="a"), model="m")
            retry = await session.call_tool("pinned_tool", {}, input_responses={"ask": answer}, request_state=first.request_state)
            out["retry"] = retry.model_dump(mode="json", by_alias=True, exclude_none=True)
            try:
                await session.call_tool("other_tool", {}, input_responses={"ask": answer}, request_state=first.request_state)
                out["swapped"] = "sent"
            except MCPError as e:
                out["swapped"] = {"code": e.error.code, "message": e.error.message}
            async with listen(session, resource_subscriptions=["file:///ok"]) as sub:
                out["honored"] = sub.honored.model_dump(mode="json", by_alias=True, exclude_none=True)
                out["events"] = [getattr(e, "uri", type(e).__name__) async for e in sub]
    print(json.dumps(out), flush=True)


anyio.run(main)
