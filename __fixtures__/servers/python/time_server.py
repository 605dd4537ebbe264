"""The official MCP time server (vendored in mcp_server_time/, see its SOURCE.md), run as `mcp-server-time` runs it.

Usage: python time_server.py [--local-timezone ZONE]

It writes the machine's zone (tzlocal: `TZ`, else the system's) into its parameter descriptions, beside static example
zones; `--local-timezone` (upstream's own flag) fixes the zone instead. So does a non-empty
`TIME_SERVER_LOCAL_TIMEZONE` (the tests' way to change the text while the launch stays the same).
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the fixtures folder
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mcp1_compat  # noqa: E402,F401  (SDK 1 names for the vendored server, before it is imported)
from mcp_server_time import main  # noqa: E402

if os.environ.get("TIME_SERVER_LOCAL_TIMEZONE"):
    sys.argv += ["--local-timezone", os.environ["TIME_SERVER_LOCAL_TIMEZONE"]]
main()
