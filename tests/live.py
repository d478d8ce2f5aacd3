"""Apps served by a real uvicorn on free loopback ports, for what only a real server shows
(framing, sockets, proxy headers, browsers)."""

import asyncio
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import uvicorn


def _loopback_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    return sock


@asynccontextmanager
async def serving(app, ports: int = 1, **config) -> AsyncIterator[list[str]]:
    """Serve ``app`` with uvicorn on ``ports`` free loopback ports, in this event loop;
    yields their base URLs (``http://127.0.0.1:<port>``). ``config`` overrides uvicorn's
    options. The app's lifespan is not run: the tests' app has its engine already."""
    sockets = [_loopback_socket() for _ in range(ports)]
    options = {"lifespan": "off", "log_level": "warning", "access_log": False, **config}
    server = uvicorn.Server(uvicorn.Config(app, **options))
    task = asyncio.create_task(server.serve(sockets=sockets))
    try:
        while not server.started:
            assert not task.done(), "the server did not start"
            await asyncio.sleep(0.01)
        yield [f"http://127.0.0.1:{sock.getsockname()[1]}" for sock in sockets]
    finally:
        server.should_exit = True
        await task
        for sock in sockets:
            sock.close()
