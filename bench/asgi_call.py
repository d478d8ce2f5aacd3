"""One request straight to an ASGI app, without sockets: the in-process benchmarks'
(``inprocess_search.py``, ``inprocess_sale.py``, ``gc_census.py``) way to time the app alone."""

import asyncio
from typing import Any


async def call(
    app, method: str, path: str, headers: list[tuple[bytes, bytes]], payload: bytes = b""
) -> tuple[int, bytes]:
    """``app``'s answer to one request: its status and body."""
    scope = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [*headers, (b"content-length", str(len(payload)).encode())],
        "client": ("127.0.0.1", 40000),
        "server": ("127.0.0.1", 8081),
        "state": {},
    }
    delivered = False

    async def receive() -> dict[str, Any]:
        nonlocal delivered
        if delivered:
            await asyncio.Event().wait()
        delivered = True
        return {"type": "http.request", "body": payload, "more_body": False}

    status = 0
    chunks: list[bytes] = []

    async def send(message: dict[str, Any]) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, send)
    return status, b"".join(chunks)
