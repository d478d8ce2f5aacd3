"""A real browser for the tests: Playwright driving Debian's Chromium (``/usr/bin/chromium``,
installed by ``.ci/run``; Playwright's own browser download is never used), and real HTTP
servers on loopback ports for it to talk to.

Without Chromium a browser test skips on a developer's machine and fails in CI (``CI`` set),
so CI can never pass without running it."""

import asyncio
import os
import shutil
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
import uvicorn
from playwright.async_api import Browser, async_playwright

# The flags of this machine's checks: no sandbox as root, and no background connections to
# the closed network (each would be refused, or fail a DNS look-up).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium() -> str:
    path = os.environ.get("TARMAC_CHROMIUM") or shutil.which("chromium")
    if path is None:
        if os.environ.get("CI"):
            pytest.fail("Chromium is missing: .ci/run installs Debian's chromium package")
        pytest.skip("needs Debian's chromium package (apt-get install chromium); CI has it")
    return path


@asynccontextmanager
async def browser() -> AsyncIterator[Browser]:
    executable = chromium()
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(
            executable_path=executable, args=CHROMIUM_ARGS, headless=True
        )
        try:
            yield launched
        finally:
            await launched.close()


def _loopback_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    return sock


@asynccontextmanager
async def serving(app, ports: int = 1) -> AsyncIterator[list[str]]:
    """Serve ``app`` with uvicorn on ``ports`` free loopback ports, in this event loop;
    yields their base URLs (``http://127.0.0.1:<port>``). The app's lifespan is not run:
    the tests' app has its engine already."""
    sockets = [_loopback_socket() for _ in range(ports)]
    server = uvicorn.Server(
        uvicorn.Config(app, lifespan="off", log_level="warning", access_log=False)
    )
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
