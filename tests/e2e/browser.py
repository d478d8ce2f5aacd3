"""A real browser for the tests: Playwright driving Debian's Chromium (``/usr/bin/chromium``,
installed by ``.ci/run``; Playwright's own browser download is never used), and real HTTP
servers on loopback ports for it to talk to (``tests.live``).

Without Chromium a browser test skips on a developer's machine and fails in CI (``CI`` set),
so CI can never pass without running it."""

import os
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
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
