from mcp import ClientSession


async def triage(session: ClientSession):
    issues = await session.call_tool("list_issues", {})
    found = await session.call_tool(name="search_code", arguments={"q": "x"})
    return issues, found
