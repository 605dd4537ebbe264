"""Shared start-up for the Python fixture servers: pick the tool version, then serve over stdio or Streamable HTTP.

Streamable HTTP binds 127.0.0.1 on a free port and prints "LISTENING <port>" once it accepts connections, like
the Node fixtures (../http-server.mjs).
"""

import argparse
import importlib
import os
import socket
import sys
from typing import Any, Callable

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tools", choices=["v1", "v2"], default="v1")
    parser.add_argument("--transport", choices=["stdio", "http"], default="stdio")
    return parser.parse_args()


def tools(version: str) -> list[Callable[..., Any]]:
    return importlib.import_module(f"orders_{version}").TOOLS


def serve_http(app: Any) -> None:
    """Serve an ASGI app on a free port of 127.0.0.1 and say which."""
    import anyio
    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    print(f"LISTENING {sock.getsockname()[1]}", flush=True)
    anyio.run(lambda: server.serve(sockets=[sock]))
